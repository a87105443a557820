import type { Db } from './client';

/**
 * A statement every request of a kind asks, prepared the first time a database is used and kept
 * with it: Drizzle builds the SQL once, and PostgreSQL parses and plans it once per connection
 * (decision 0112). Keyed by database, so tests with several databases each get their own.
 */
export function preparedPerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
