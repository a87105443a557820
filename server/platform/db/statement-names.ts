import { sql } from 'drizzle-orm';

/**
 * Names for the statements the app sends with parameters, so node-postgres prepares each once per
 * connection and PostgreSQL keeps its plan: a member's page sent 5–17 statements that PostgreSQL
 * parsed and planned afresh each time, and planning took longer than running them (6.6 of 10.2 ms
 * per member home, docs/bench.md#members). Named, a statement is parsed once per connection;
 * PostgreSQL plans its first five runs for their values and then keeps a generic plan where that
 * is no costlier (its plan_cache_mode `auto`). Decision 0149 weighs what that asks of deployment.
 *
 * The name is the text's: the same text on every connection, a different text never shares one
 * (node-postgres refuses a name reused for other text). Texts past the cap, as an IN list of a new
 * length would make, go unnamed, so neither this map nor a connection's statements grow without end.
 */
const MAX_NAMED = 500;
const names = new Map<string, string>();
const PLAN_EACH_TIME_MARK = 'plan each time';

/**
 * A condition that changes no answer and keeps its statement unnamed, planned for its values each
 * time: for a statement whose best plan depends on them, as the member search's over a million
 * profiles does (a site's share of them, the filters chosen), where a generic plan may take
 * another index (docs/bench.md#search has its plans).
 */
export const planEachTime = sql.raw(`true /* ${PLAN_EACH_TIME_MARK} */`);

interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown[];
  submit?: unknown;
}

function isQueryConfig(value: unknown): value is QueryConfig {
  return typeof value === 'object' && value !== null && typeof (value as QueryConfig).text === 'string';
}

/** `pg.Client#query`'s arguments, with a name given to a statement that has parameters and none of its own. */
export function withStatementName(args: unknown[]): unknown[] {
  const [config, values] = args;
  // A cursor or stream (`submit`) runs its own protocol; a named statement keeps the caller's name.
  if (!isQueryConfig(config) || config.name || config.submit || config.text.includes(PLAN_EACH_TIME_MARK)) return args;
  const params = Array.isArray(values) ? values : config.values;
  if (!params?.length) return args;
  let name = names.get(config.text);
  if (!name) {
    if (names.size >= MAX_NAMED) return args;
    name = `app_${names.size + 1}`;
    names.set(config.text, name);
  }
  return [{ ...config, name }, ...args.slice(1)];
}
