import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';
import { complaints, users } from '#server/platform/db/schema';

const EN = 'flirtlocal.localhost';
const DE = 'herzklopfen.localhost';
const english = texts('en');

/** Issue 11: a complaint may name only a message the complainant can read. */
describe.each(BACKENDS)('complaints about messages on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const send = async (host: string, cookie: string, profileId: number, text: string) =>
    (
      await api(t.app, host, cookie)
        .post('/api/chat.php', { profile_id: profileId, text, client_id: `complaint-${text}` })
        .expect(200)
    ).body.message.id as number;
  const complain = (host: string, cookie: string | undefined, messageId: number, extra: object = {}) =>
    api(t.app, host, cookie).post('/api/complaints.php', { reason: 'spam_or_scam', text: 'This message asks me for money.', message_id: messageId, ...extra });
  const storedAbout = (messageId: number) => t.database.db.select().from(complaints).where(eq(complaints.messageId, messageId));

  it('stores a complaint about a message of the complainant’s own conversation', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    const message = await send(EN, ben.cookie, anna.id, 'Send me money please');
    await complain(EN, anna.cookie, message).expect(201);
    // The sender is the reported profile; a member's address stays with the account, not the complaint.
    expect(await storedAbout(message)).toEqual([
      expect.objectContaining({ reporterId: anna.id, reporterEmail: null, profileId: ben.id, messageId: message, tenantId: 'flirtlocal' }),
    ]);
  });

  it('refuses messages of other members’ conversations, of other sites, unknown ones and visitors, storing nothing', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    const ben = await createMember(t.app, t.database.db, EN);
    const cleo = await createMember(t.app, t.database.db, EN);
    const private1 = await send(EN, ben.cookie, cleo.id, 'A private note for Cleo');
    const greta = await createMember(t.app, t.database.db, DE);
    await t.database.db.update(users).set({ credits: 100 }).where(eq(users.id, greta.id));
    const hans = await createMember(t.app, t.database.db, DE);
    const elsewhere = await send(DE, greta.cookie, hans.id, 'Hallo Hans, wie geht es');

    for (const messageId of [private1, elsewhere, 2_147_483_000]) {
      const refused = await complain(EN, anna.cookie, messageId).expect(404);
      expect(refused.body).toEqual({ error: 'message_not_found', message: english('complaints.message_not_found') });
      expect(await storedAbout(messageId)).toEqual([]);
    }
    await complain(EN, undefined, private1, { email: 'visitor@example.org' }).expect(404);
    // Hans may report it on his own site: the refusal is about who asks, not about the message.
    await complain(DE, hans.cookie, elsewhere).expect(201);
    expect(await storedAbout(private1)).toEqual([]);
  });
});
