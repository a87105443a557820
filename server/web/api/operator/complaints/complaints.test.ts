import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { addPhoto, fileComplaint, sendMessage, storeMessages } from '#tests/support/complaints';
import { createMember } from '#tests/support/members';
import { CONSOLE, signedInOperator } from '#tests/support/operators';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';
import { auditLog, complaints } from '#server/platform/db/schema';

const EN = 'flirtlocal.localhost';
const DE = 'herzklopfen.localhost';
const english = texts('en');

describe.each(BACKENDS)('the console’s complaints on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  /** Two members of a site, one reporting the other's profile; the complaint's id and the members. */
  async function profileComplaint(host: string) {
    const reporter = await createMember(t.app, t.database.db, host);
    const reported = await createMember(t.app, t.database.db, host);
    const id = await fileComplaint(t, host, reporter.cookie, { profile_id: reported.id, reason: 'fake_profile', text: 'These photos are of a model.' });
    return { id, reporter, reported };
  }

  it('is for owners, managers and moderators of the complaint’s site only', async () => {
    const onA = await profileComplaint(EN);
    const onB = await profileComplaint(DE);
    await api(t.app, CONSOLE).get('/api/operator/complaints.php').expect(401);
    const support = await signedInOperator(t, 'support', ['flirtlocal']);
    for (const path of ['/api/operator/complaints.php', `/api/operator/complaint.php?id=${onA.id}`]) {
      expect((await support.api.get(path).expect(403)).body).toEqual({ error: 'forbidden', message: english('operator_console.forbidden') });
    }
    await support.api.post('/api/operator/complaint-resolve.php', { id: onA.id, action: 'dismiss' }).expect(403);

    const moderator = await signedInOperator(t, 'moderator', ['flirtlocal']);
    const listed = (await moderator.api.get('/api/operator/complaints.php').expect(200)).body;
    const ids = listed.complaints.map((row: { id: number }) => row.id);
    expect(ids).toContain(onA.id);
    expect(ids).not.toContain(onB.id);
    expect(listed.sites.map((site: { tenant_id: string }) => site.tenant_id)).toEqual(['flirtlocal']);
    await moderator.api.get('/api/operator/complaints.php?tenant_id=herzklopfen').expect(403);
    await moderator.api.get(`/api/operator/complaint.php?id=${onB.id}`).expect(403);
    await moderator.api.post('/api/operator/complaint-resolve.php', { id: onB.id, action: 'ban' }).expect(403);
    const [untouched] = await t.database.db.select().from(complaints).where(eq(complaints.id, onB.id));
    expect(untouched?.status).toBe('open');
    await moderator.api.get('/api/operator/complaint.php?id=2147483000').expect(404);

    const manager = await signedInOperator(t, 'manager', ['herzklopfen']);
    await manager.api.get(`/api/operator/complaint.php?id=${onB.id}`).expect(200);
    await manager.api.get(`/api/operator/complaint.php?id=${onA.id}`).expect(403);
    const owner = await signedInOperator(t, 'owner');
    const all = (await owner.api.get('/api/operator/complaints.php').expect(200)).body.complaints.map((row: { id: number }) => row.id);
    expect(all).toEqual(expect.arrayContaining([onA.id, onB.id]));
  });

  it('lists the open queue oldest first and closed ones newest first, by reason and page, with who reported whom', async () => {
    const owner = await signedInOperator(t, 'owner');
    const visitor = 'worried.visitor@example.org';
    const reported = await createMember(t.app, t.database.db, DE, { name: 'Kai', fictional: true });
    await addPhoto(t.database.db, reported, { isMain: true });
    const reporter = await createMember(t.app, t.database.db, DE, { name: 'Greta' });
    const first = await fileComplaint(t, DE, reporter.cookie, { profile_id: reported.id, reason: 'spam_or_scam', text: 'Asks for money in every message.' });
    const second = await fileComplaint(t, DE, undefined, { profile_id: reported.id, reason: 'underage', text: 'Looks fifteen at most.', email: visitor });
    const third = await fileComplaint(t, DE, reporter.cookie, { profile_id: reported.id, reason: 'spam_or_scam', text: 'Again: money, money, money.' });

    const page = (query: string) => owner.api.get(`/api/operator/complaints.php?tenant_id=herzklopfen&${query}`).expect(200);
    const firstPage = (await page('limit=1')).body;
    expect(firstPage.next_after).toBe(firstPage.complaints[0].id);
    expect(firstPage.next_before).toBeNull();
    const mine = (rows: { id: number }[]) => rows.map((row) => row.id).filter((id) => [first, second, third].includes(id));
    const everything = (await page('limit=100')).body.complaints;
    expect(mine(everything)).toEqual([first, second, third]);
    const row = everything.find((entry: { id: number }) => entry.id === first);
    expect(row).toMatchObject({
      tenant_id: 'herzklopfen',
      status: 'open',
      reason: 'spam_or_scam',
      text: 'Asks for money in every message.',
      has_message: false,
      reporter: { member_id: reporter.id, name: 'Greta', email: null },
      reported: { id: reported.id, name: 'Kai', fictional: true, banned: false, main_photo: { status: 'active', main: true } },
      resolution: null,
    });
    expect(row.reported.main_photo.thumb_url).toMatch(/^\/media\/.+_thumb\.webp$/);
    const fromVisitor = everything.find((entry: { id: number }) => entry.id === second);
    expect(fromVisitor.reporter).toEqual({ member_id: null, name: null, email: visitor });

    const byReason = (await page('reason=underage&limit=100')).body.complaints;
    expect(byReason.every((entry: { reason: string }) => entry.reason === 'underage')).toBe(true);
    expect(mine(byReason)).toEqual([second]);
    // The next page of the queue starts after the cursor it handed out.
    const after = (await page(`after=${first}&limit=100`)).body.complaints;
    expect(mine(after)).toEqual([second, third]);

    await owner.api.post('/api/operator/complaint-resolve.php', { id: first, action: 'dismiss' }).expect(200);
    await owner.api.post('/api/operator/complaint-resolve.php', { id: third, action: 'dismiss' }).expect(200);
    const closed = (await page('status=closed&limit=100')).body.complaints;
    expect(mine(closed)).toEqual([third, first]);
    expect(closed[0]).toMatchObject({ status: 'closed', resolution: 'dismissed' });
    await owner.api.get('/api/operator/complaints.php?status=pending').expect(400);
  });

  it('shows a cited message with five before and five after from its own conversation only, senders marked, and records the look', async () => {
    const owner = await signedInOperator(t, 'owner');
    const anna = await createMember(t.app, t.database.db, EN, { name: 'Anna' });
    const ben = await createMember(t.app, t.database.db, EN, { name: 'Ben' });
    const cleo = await createMember(t.app, t.database.db, EN, { name: 'Cleo' });
    const opening = await sendMessage(t, EN, ben, anna, 'Hi Anna, how are you?');
    const elsewhere = await sendMessage(t, EN, ben, cleo, 'Hi Cleo, a private hello');
    const turns = Array.from({ length: 12 }, (_, index) => ({ from: index % 2 ? anna.id : ben.id, text: `turn ${index}` }));
    const ids = await storeMessages(t.database.db, opening.conversationId, turns);
    // Cleo's conversation gets messages between Anna's: ids interleave, conversations must not.
    const between = await storeMessages(t.database.db, elsewhere.conversationId, [{ from: cleo.id, text: 'Cleo only' }]);
    const more = await storeMessages(t.database.db, opening.conversationId, [{ from: ben.id, text: 'after the interleave' }]);
    const history = [opening.id, ...ids, ...more];
    const cited = ids[6] as number;
    const id = await fileComplaint(t, EN, anna.cookie, { message_id: cited, text: 'He insulted me in this message.' });

    const view = (await owner.api.get(`/api/operator/complaint.php?id=${id}`).expect(200)).body;
    expect(view.complaint).toMatchObject({ id, has_message: true, message_id: cited, reported: { id: ben.id, name: 'Ben' } });
    const shown = view.message_context.messages;
    const at = history.indexOf(cited);
    expect(shown.map((message: { id: number }) => message.id)).toEqual(history.slice(at - 5, at + 6));
    expect(shown.map((message: { id: number }) => message.id)).not.toContain(between[0]);
    expect(shown.filter((message: { cited: boolean }) => message.cited).map((message: { id: number }) => message.id)).toEqual([cited]);
    for (const message of shown) expect(message.side).toBe(message.sender_id === ben.id ? 'reported' : 'reporter');
    expect(view.message_context.conversation_id).toBe(opening.conversationId);
    expect(view.profile).toMatchObject({ id: ben.id, name: 'Ben', banned_at: null, photos: [] });

    const looks = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operatorId, owner.id), eq(auditLog.action, 'complaint_view_message')));
    expect(looks).toEqual([
      expect.objectContaining({ tenantId: 'flirtlocal', memberId: ben.id, detail: expect.objectContaining({ complaint_id: id, message_id: cited }) }),
    ]);

    // A complaint about a profile shows no message at all, and records no look at one.
    const aboutProfile = await fileComplaint(t, EN, cleo.cookie, { profile_id: ben.id, text: 'His profile text is rude.' });
    const plain = (await owner.api.get(`/api/operator/complaint.php?id=${aboutProfile}`).expect(200)).body;
    expect(plain.message_context).toBeNull();
    expect(plain.other_complaints.map((other: { id: number }) => other.id)).toEqual([id]);
    const after = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'complaint_view_message'));
    expect(after.filter((row) => row.operatorId === owner.id)).toHaveLength(1);
  });

  it('lists every photo of the reported member, pending and rejected ones too, and earlier complaints with their ends', async () => {
    const moderator = await signedInOperator(t, 'moderator', ['flirtlocal']);
    const { id, reported } = await profileComplaint(EN);
    const main = await addPhoto(t.database.db, reported, { isMain: true });
    const pending = await addPhoto(t.database.db, reported, { status: 'pending' });
    const rejected = await addPhoto(t.database.db, reported, { status: 'rejected', rejectReason: 'nudity' });
    const view = (await moderator.api.get(`/api/operator/complaint.php?id=${id}`).expect(200)).body;
    expect(view.profile.photos).toEqual([
      expect.objectContaining({ id: main, status: 'active', main: true, reject_reason: null }),
      expect.objectContaining({ id: pending, status: 'pending', main: false }),
      expect.objectContaining({ id: rejected, status: 'rejected', reject_reason: 'nudity' }),
    ]);
    expect(view.message_context).toBeNull();
    expect(view.other_complaints).toEqual([]);
  });
});
