import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '#tests/support/backends';
import { createMembers, type Member } from '#tests/support/chat-delivery';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { storeEvents } from './events';

const postgres = BACKENDS.find((backend) => backend.databaseUrl);

/**
 * A reconnecting client replays what came after the highest event id it saw, so one member's
 * events must commit in id order (events.ts, EVENTS_TURN). Two connections are needed to see a
 * transaction wait: PostgreSQL only.
 */
describe.runIf(postgres)("a member's events on PostgreSQL", () => {
  let t: TestApp;
  let member: Member;
  let other: Member;
  beforeAll(async () => {
    t = await createTestApp(postgres ?? { name: 'none' });
    [member, other] = (await createMembers(t, 2)) as [Member, Member];
  });
  afterAll(async () => {
    await t?.close();
  });

  const store = (userId: number, credits: number) =>
    t.database.db.transaction(async (tx) => {
      const [event] = await storeEvents(tx, [{ to: [userId], type: 'credits', payload: { credits } }]);
      return event?.id ?? 0;
    });

  /** Backends waiting for an advisory lock of this database: the turn's waiters. */
  const waiting = async () => {
    const result = await t.database.db.execute(
      sql`select count(*)::int as count from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
    );
    return (result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
  };

  it("commit in the order of their ids: a second transaction for the same member waits for the first's commit; another member's does not", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
    let reportStored: () => void = () => undefined;
    const stored = new Promise<undefined>((resolve) => (reportStored = () => resolve(undefined)));
    const first = t.database.db.transaction(async (tx) => {
      const [event] = await storeEvents(tx, [{ to: [member.id], type: 'credits', payload: { credits: 1 } }]);
      reportStored();
      await held;
      return event?.id ?? 0;
    });
    await stored;

    const second = store(member.id, 2);
    try {
      await expect.poll(waiting).toBe(1);
      // Another member's events take their own turn: stored and committed while the first is open.
      expect(await store(other.id, 3)).toBeGreaterThan(0);
      expect(await waiting()).toBe(1);
    } finally {
      release();
    }
    const [firstId, secondId] = await Promise.all([first, second]);
    expect(secondId).toBeGreaterThan(firstId);
    expect(await waiting()).toBe(0);
  });
});
