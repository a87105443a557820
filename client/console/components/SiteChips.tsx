import type { ReactNode } from 'react';
import * as css from './SiteChips.css';

export interface SiteCount {
  tenant_id: string;
  count: number;
}

/**
 * The per-site counts above a review queue (photos, verifications), which double as its site
 * filter: "all" with the total, then each site with its own; the pressed chip is the filter.
 */
export function SiteChips({
  label,
  allLabel,
  counts,
  site,
  siteName,
  onSelect,
  children,
}: {
  label: string;
  allLabel: string;
  counts: readonly SiteCount[];
  site: string | undefined;
  siteName(id: string): string;
  onSelect(site: string | undefined): void;
  /** Shown after the chips, in the same row (e.g. the queue's total). */
  children?: ReactNode;
}) {
  return (
    <div className={css.summary} role="group" aria-label={label}>
      <button type="button" className={css.siteChip} aria-pressed={!site} onClick={() => onSelect(undefined)}>
        {allLabel} <span className={css.chipCount}>{counts.reduce((sum, entry) => sum + entry.count, 0)}</span>
      </button>
      {counts.map((entry) => (
        <button key={entry.tenant_id} type="button" className={css.siteChip} aria-pressed={site === entry.tenant_id} onClick={() => onSelect(entry.tenant_id)}>
          {siteName(entry.tenant_id)} <span className={css.chipCount}>{entry.count}</span>
        </button>
      ))}
      {children}
    </div>
  );
}
