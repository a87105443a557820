import { loadConfig } from '#server/platform/config';
import { openCliDatabase } from '#server/platform/db/cli-connection';
import { trafficReport } from '#server/core/domain/traffic/report';
import { TRACKING_FIELDS, type TrackingField } from '#server/contract/tracking';
import { loadTenantFiles } from '#server/platform/tenancy/load';
import { parseCli, runCli, UsageError } from './cli';
import { trafficTable } from './traffic-table';

const USAGE = `npm run traffic -- report --tenant <id> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--by network,ref,sub1,sub2,sub3] [--json]
  Landings, bounces, sign-ups, activations, first payments, revenue and conversion rates per traffic source.
  --from/--to: UTC days, both counted (default: the last 30 days up to today); --by: which tracking values make a row.`;

const DAY_MS = 86_400_000;

function day(flag: string, value: string | undefined, fallback: Date): Date {
  if (value === undefined) return fallback;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) throw new UsageError(`--${flag}: "${value}" is not a day as YYYY-MM-DD`);
  return date;
}

function dimensions(value: string | undefined): TrackingField[] {
  if (value === undefined) return [...TRACKING_FIELDS];
  const fields = value.split(',').map((field) => field.trim());
  const unknown = fields.filter((field) => !(TRACKING_FIELDS as readonly string[]).includes(field));
  if (unknown.length || fields.length === 0) throw new UsageError(`--by takes ${TRACKING_FIELDS.join(', ')}; not: ${unknown.join(', ')}`);
  return TRACKING_FIELDS.filter((field) => fields.includes(field));
}

/** npm run traffic -- report …: the traffic report of docs/product.md#tracking (server/core/domain/traffic/report.ts). */
runCli({ usage: USAGE }, async () => {
  const { values, positionals } = parseCli(process.argv.slice(2), {
    tenant: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    by: { type: 'string' },
    json: { type: 'boolean', default: false },
  });
  if (positionals.join(' ') !== 'report' || !values.tenant) throw new UsageError('which report, of which site?', true);
  const config = loadConfig();
  const tenantIds = loadTenantFiles(config.tenantsDir).tenants.map((tenant) => tenant.id);
  if (!tenantIds.includes(values.tenant)) throw new UsageError(`--tenant: no site ${values.tenant} (sites: ${tenantIds.join(', ')})`);
  const to = day('to', values.to, new Date());
  const from = day('from', values.from, new Date(to.getTime() - 29 * DAY_MS));
  if (from > to) throw new UsageError('--from is after --to');
  const by = dimensions(values.by);

  const database = await openCliDatabase(config);
  try {
    const report = await trafficReport(database.db, { tenantId: values.tenant, from, to, by });
    console.log(values.json ? JSON.stringify(report, null, 2) : trafficTable(report));
  } finally {
    await database.close();
  }
});
