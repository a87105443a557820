import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '#server/platform/db/schema';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';
const PER_SIDE = 8;

/**
 * Two members writing to each other at the same moment: each send locks its sender's balance and
 * stores an event for the other. With PostgreSQL's concurrent transactions those locks once
 * crossed into a deadlock, answered with a 500.
 */
describe.each(BACKENDS)('messages crossing in a conversation on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('stores every message of both members sent at once, each charged once', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    await t.database.db
      .update(users)
      .set({ credits: 1000 })
      .where(inArray(users.id, [anna.id, ben.id]));
    const sends = Array.from({ length: PER_SIDE }, (_, index) => [
      api(t.app, EN, anna.cookie).post('/api/chat.php', { profile_id: ben.id, text: `Anna ${index}`, client_id: `anna-crossing-${index}` }),
      api(t.app, EN, ben.cookie).post('/api/chat.php', { profile_id: anna.id, text: `Ben ${index}`, client_id: `ben-crossing-${index}` }),
    ]).flat();
    const answers = await Promise.all(sends);
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    const stored = await t.database.db
      .select({ senderId: messages.senderId })
      .from(messages)
      .where(inArray(messages.senderId, [anna.id, ben.id]));
    expect(stored.filter((row) => row.senderId === anna.id)).toHaveLength(PER_SIDE);
    expect(stored.filter((row) => row.senderId === ben.id)).toHaveLength(PER_SIDE);
    const [annaNow] = await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, anna.id));
    expect(annaNow?.credits).toBe(1000 - PER_SIDE * 10);
  });
});
