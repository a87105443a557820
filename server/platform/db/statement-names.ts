import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';

/**
 * Names for the statements the app sends with parameters, so node-postgres prepares each once per
 * connection and PostgreSQL keeps its plan: a member's page sent 5–17 statements that PostgreSQL
 * parsed and planned afresh each time, and planning took longer than running them (6.6 of 10.2 ms
 * per member home, decision 0149). Named, a statement is parsed once per connection; PostgreSQL
 * plans its first five runs for their values and then keeps a generic plan where that is no
 * costlier (its plan_cache_mode `auto`). Decision 0149 weighs what that asks of deployment.
 *
 * A name is a digest of the text: the same on every connection and in every process, and never the
 * same for two texts (node-postgres refuses a name reused for another text). Each connection names
 * at most MAX_PER_CONNECTION texts and sends the rest unnamed, so neither its prepared statements
 * nor PostgreSQL's memory for them grow without end when IN lists of ever new lengths come by.
 */
export const MAX_PER_CONNECTION = 500;
/** Digests remembered, to spare hashing a text sent again; past this the memo starts over. */
const MEMO_SIZE = 2_000;
const PLAN_EACH_TIME_MARK = 'plan each time';

/**
 * A condition that changes no answer and keeps its statement unnamed, planned for its values each
 * time: for a statement whose best plan depends on them, as the member search's over a million
 * profiles does (a site's share of them, the filters chosen), where a generic plan may take
 * another index (docs/bench.md#search has its plans).
 */
export const planEachTime = sql.raw(`true /* ${PLAN_EACH_TIME_MARK} */`);

const memo = new Map<string, string>();

function nameOf(text: string): string {
  let name = memo.get(text);
  if (!name) {
    if (memo.size >= MEMO_SIZE) memo.clear();
    name = `app_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
    memo.set(text, name);
  }
  return name;
}

interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown[];
  submit?: unknown;
}

function isQueryConfig(value: unknown): value is QueryConfig {
  return typeof value === 'object' && value !== null && typeof (value as QueryConfig).text === 'string';
}

/**
 * `pg.Client#query`'s arguments, with a name given to a statement that has parameters and none of
 * its own; `named` is the connection's set of names, which this fills up to its cap.
 */
export function withStatementName(args: unknown[], named: Set<string>): unknown[] {
  const [config, values] = args;
  // A cursor or stream (`submit`) runs its own protocol; a named statement keeps the caller's name.
  if (!isQueryConfig(config) || config.name || config.submit || config.text.includes(PLAN_EACH_TIME_MARK)) return args;
  const params = Array.isArray(values) ? values : config.values;
  if (!params?.length) return args;
  const name = nameOf(config.text);
  if (!named.has(name)) {
    if (named.size >= MAX_PER_CONNECTION) return args;
    named.add(name);
  }
  return [{ ...config, name }, ...args.slice(1)];
}
