import { is, Placeholder, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';

/** A parameter written into the statement's text, as EXPLAIN needs it (a list as an array literal). */
function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `'{${value.map(String).join(',')}}'`;
  return `'${String(value).replaceAll("'", "''")}'`;
}

/**
 * The plan PostgreSQL (or PGlite) would choose for a query built with Drizzle, one line per node,
 * with sequential scans priced out: small test tables make them the cheapest plan, and the point
 * is which plan exists once the tables are large. `values` fills a prepared query's placeholders.
 */
export async function planLines(db: Db, query: { toSQL(): { sql: string; params: unknown[] } }, values: Record<string, unknown> = {}): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const value = (param: unknown) => (is(param, Placeholder) ? values[param.name] : param);
  const inlined = text.replace(/\$(\d+)/g, (_match, index: string) => literal(value(params[Number(index) - 1])));
  const plan = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return (await tx.execute(sql.raw(`explain ${inlined}`))) as unknown as { rows: Record<string, string>[] };
  });
  return plan.rows.map((row) => Object.values(row)[0]).join('\n');
}
