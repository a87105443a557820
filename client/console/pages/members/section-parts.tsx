import { useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '#client/i18n/useTranslation';
import * as styles from '#client/console/styles.css';
import * as css from './members.css';

/* The building blocks of the member page's sections (MemberSections.tsx). */

/** Dates, numbers and money in the console's language. */
export function useFormats() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    const number = new Intl.NumberFormat(i18n.language, { signDisplay: 'auto' });
    const signed = new Intl.NumberFormat(i18n.language, { signDisplay: 'exceptZero' });
    return {
      when: (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '–'),
      number: (value: number) => number.format(value),
      signed: (value: number) => signed.format(value),
      money: (cents: number, currency: string) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(cents / 100),
    };
  }, [i18n.language]);
}

export function Section({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={`${styles.card} ${wide ? css.wide : ''}`}>
      <h2 className={css.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={css.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={css.factRow}>
          <dt className={css.factLabel}>{label}</dt>
          <dd className={css.factValue}>{value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A small read-only table; `numeric` columns align to the end. */
export function Table({
  label,
  head,
  rows,
  numeric = [],
  text = [],
  empty,
}: {
  label: string;
  head: string[];
  rows: ReactNode[][];
  numeric?: number[];
  /** Columns of free text, which wrap. */
  text?: number[];
  empty: string;
}) {
  if (!rows.length) return <p className={styles.muted}>{empty}</p>;
  return (
    <div className={css.tableWrap}>
      <table className={css.table} aria-label={label}>
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th key={cell} className={numeric.includes(index) ? css.thNumber : css.th} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) => (
                <td key={index} className={numeric.includes(index) ? css.tdNumber : text.includes(index) ? css.tdText : css.td}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An audit row's detail as "key: value" pairs, text as written. */
export function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

/** The translated name of a code the server sends, or the code itself for one the texts do not know yet. */
export const known = (t: TFunction, key: string, raw: string): string => t(key, { defaultValue: raw });
