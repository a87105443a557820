import type { ReportRow, TrafficReport } from '#server/core/domain/traffic/report';
import { printable } from './terminal-text';

const percent = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(1)}%`);

/** Minor units per currency as "EUR 39.95, PLN 120.00" (every currency of ours has two decimals). */
const money = (revenue: Record<string, number>) =>
  Object.entries(revenue)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => `${currency} ${(amount / 100).toFixed(2)}`)
    .join(', ') || '–';

function cells(report: TrafficReport, row: ReportRow, label?: string): string[] {
  // The total row names itself in the first column and leaves the other source columns empty.
  const source = report.by.map((field, index) => (label ? (index === 0 ? label : '') : printable(row.source[field] ?? '') || '(none)'));
  return [
    ...source,
    String(row.landings),
    String(row.bounces),
    String(row.signups),
    String(row.activations),
    String(row.firstPayments),
    money(row.revenue),
    percent(row.signupRate),
    percent(row.activationRate),
    percent(row.payerRate),
  ];
}

/** The report as an aligned text table for an operator's terminal, one row per source and a total. */
export function trafficTable(report: TrafficReport): string {
  const header = [
    ...report.by,
    'landings',
    'bounces',
    'signups',
    'activations',
    'first payments',
    'revenue',
    'signup/landing',
    'activation/signup',
    'payer/signup',
  ];
  const lines = [header, ...report.rows.map((row) => cells(report, row)), cells(report, report.total, 'total')];
  const widths = header.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? '').length)));
  const numeric = (column: number) => column >= report.by.length;
  const format = (line: string[]) =>
    line
      .map((cell, column) => (numeric(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  const body = lines.slice(1, -1).map(format);
  return [`traffic of ${report.tenantId}, ${report.from} to ${report.to}`, '', format(header), rule, ...body, rule, format(lines[lines.length - 1] ?? [])].join(
    '\n',
  );
}
