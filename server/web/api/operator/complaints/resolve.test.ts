import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { addPhoto, fileComplaint, sendMessage } from '#tests/support/complaints';
import { createMember } from '#tests/support/members';
import { signedInOperator, type SignedInOperator } from '#tests/support/operators';
import { mailsTo, textOf } from '#tests/support/received-mail';
import { startSmtpServer, type TestSmtp } from '#tests/support/smtp';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';
import { auditLog, complaints, photos, profiles, sessions } from '#server/platform/db/schema';

const EN = 'flirtlocal.localhost';
const english = texts('en');
const TOOK_ACTION = 'Your report to FlirtLocal: we took action';
const NO_BREACH = 'Your report to FlirtLocal has been reviewed';

describe.each(BACKENDS)('resolving complaints on $name', (backend) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let moderator: SignedInOperator;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(backend, { smtpUrl: smtp.url });
    moderator = await signedInOperator(t, 'moderator', ['flirtlocal']);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const resolve = (body: Record<string, unknown>) => moderator.api.post('/api/operator/complaint-resolve.php', body);
  /** The mails an address got besides its sign-up's activation mail (queued too, so it may come later). */
  const mailsAfterSignUp = async (email: string) => (await mailsTo(smtp, email)).filter((mail) => mail.subject !== 'Confirm your e-mail address');
  const subjects = async (email: string) => (await mailsAfterSignUp(email)).map((mail) => mail.subject);
  const complaintRow = async (id: number) => (await t.database.db.select().from(complaints).where(eq(complaints.id, id)))[0];

  /** Anna reports a message Ben sent her. */
  async function reportedMessage(annaProfile = {}, benProfile = {}) {
    const anna = await createMember(t.app, t.database.db, EN, { name: 'Anna', ...annaProfile });
    const ben = await createMember(t.app, t.database.db, EN, { name: 'Ben', ...benProfile });
    const message = await sendMessage(t, EN, ben, anna, 'You are ugly and stupid');
    const id = await fileComplaint(t, EN, anna.cookie, { message_id: message.id, text: 'He insults me for no reason.' });
    return { anna, ben, id };
  }

  it('dismisses once: the reporter hears no breach was found, a second decision is 409 and changes nothing', async () => {
    const { anna, ben, id } = await reportedMessage();
    const answer = await resolve({ id, action: 'dismiss', note: 'Rude, but within the rules.' }).expect(200);
    expect(answer.body).toEqual({ complaint: { id, status: 'closed', resolution: 'dismissed' }, also_closed: [] });
    const again = await resolve({ id, action: 'ban' }).expect(409);
    expect(again.body).toEqual({ error: 'complaint_resolved', message: english('operator_console.complaint_resolved') });
    expect(await complaintRow(id)).toMatchObject({ resolution: 'dismissed', resolvedBy: moderator.id, operatorNote: 'Rude, but within the rules.' });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, ben.id));
    expect(profile?.status).toBe('active');

    await t.jobs.drain();
    expect(await subjects(anna.body.email)).toEqual([NO_BREACH]);
    expect(await subjects(ben.body.email)).toEqual([]);
    const decisions = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'complaint_resolve'), eq(auditLog.memberId, ben.id)));
    expect(decisions).toEqual([
      expect.objectContaining({
        operatorId: moderator.id,
        tenantId: 'flirtlocal',
        detail: { complaint_id: id, action: 'dismiss', note: 'Rude, but within the rules.' },
      }),
    ]);
  });

  it('warns the reported member in their language, never naming the reporter; the reporter hears action was taken in theirs', async () => {
    const { anna, ben, id } = await reportedMessage({ name: 'Annabelle' });
    await api(t.app, EN, ben.cookie).put('/api/user.php', { language: 'de' }).expect(200);
    await api(t.app, EN, anna.cookie).put('/api/user.php', { language: 'fr' }).expect(200);
    await resolve({ id, action: 'warn' }).expect(200);
    await t.jobs.drain();

    const [warning] = await mailsAfterSignUp(ben.body.email);
    expect(warning?.subject).toBe('Eine Verwarnung zu Ihrem Konto bei FlirtLocal');
    expect(textOf(warning)).toContain('Belästigung');
    expect(textOf(warning)).not.toContain('Annabelle');
    expect(textOf(warning)).not.toContain(anna.body.email);
    const [outcome] = await mailsAfterSignUp(anna.body.email);
    expect(outcome?.subject).toBe('Votre signalement à FlirtLocal : nous avons agi');
    // What was done to the other member is not the reporter's to know.
    expect(textOf(outcome)).not.toMatch(/avertissement|Ben/);
    expect(await complaintRow(id)).toMatchObject({ status: 'closed', resolution: 'warned' });
  });

  it('hides one of the reported member’s photos with a reason they read; another member’s photo is refused', async () => {
    const { anna, ben, id } = await reportedMessage();
    const main = await addPhoto(t.database.db, ben, { isMain: true });
    const second = await addPhoto(t.database.db, ben);
    const annas = await addPhoto(t.database.db, anna, { isMain: true });

    const missing = await resolve({ id, action: 'hide_photo' }).expect(400);
    expect(missing.body.fields.photo_id).toBe(english('operator_console.complaint_photo_required'));
    const foreign = await resolve({ id, action: 'hide_photo', photo_id: annas, photo_reason: 'nudity' }).expect(404);
    expect(foreign.body.error).toBe('photo_not_found');
    expect(await complaintRow(id)).toMatchObject({ status: 'open' });

    await resolve({ id, action: 'hide_photo', photo_id: main, photo_reason: 'nudity' }).expect(200);
    const rows = await t.database.db.select().from(photos).where(eq(photos.userId, ben.id));
    expect(rows.find((row) => row.id === main)).toMatchObject({ status: 'rejected', rejectReason: 'nudity', isMain: false, reviewedBy: moderator.id });
    // The next active photo takes over as the face on his cards.
    expect(rows.find((row) => row.id === second)).toMatchObject({ status: 'active', isMain: true });
    const [own] = (await api(t.app, EN, ben.cookie).get('/api/profile.php').expect(200)).body.profile.photos.filter(
      (photo: { id: number }) => photo.id === main,
    );
    expect(own).toMatchObject({ status: 'rejected', reject_reason: 'nudity' });
    expect((await t.database.db.select().from(photos).where(eq(photos.id, annas)))[0]?.status).toBe('active');
    await t.jobs.drain();
    expect(await subjects(anna.body.email)).toEqual([TOOK_ACTION]);
  });

  it('bans: the member’s sessions end, the profile is hidden, other open complaints about them close, every reporter is told', async () => {
    const { anna, ben, id } = await reportedMessage();
    const cleo = await createMember(t.app, t.database.db, EN);
    const visitor = `visitor.${ben.id}@example.org`;
    const byCleo = await fileComplaint(t, EN, cleo.cookie, { profile_id: ben.id, reason: 'fake_profile', text: 'Same photos as a model online.' });
    const byVisitor = await fileComplaint(t, EN, undefined, {
      profile_id: ben.id,
      reason: 'spam_or_scam',
      text: 'He wrote me asking for money.',
      email: visitor,
    });

    const answer = await resolve({ id, action: 'ban', note: 'Insults in several chats.' }).expect(200);
    expect(answer.body).toEqual({ complaint: { id, status: 'closed', resolution: 'banned' }, also_closed: [byCleo, byVisitor] });
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, ben.id), gt(sessions.expiresAt, t.now())));
    expect(live).toEqual([]);
    expect((await api(t.app, EN, ben.cookie).get('/api/chats.php').expect(403)).body.error).toBe('banned');
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, ben.id));
    expect(profile?.status).toBe('disabled');
    await api(t.app, EN, anna.cookie).get(`/api/member.php?id=${ben.id}`).expect(404);
    for (const other of [byCleo, byVisitor]) expect(await complaintRow(other)).toMatchObject({ status: 'closed', resolution: 'banned' });
    await resolve({ id: byCleo, action: 'dismiss' }).expect(409);

    await t.jobs.drain();
    expect(await subjects(anna.body.email)).toEqual([TOOK_ACTION]);
    expect(await subjects(cleo.body.email)).toEqual([TOOK_ACTION]);
    const [toVisitor] = await mailsTo(smtp, visitor);
    expect(toVisitor?.subject).toBe(TOOK_ACTION);
    expect(textOf(toVisitor)).toMatch(/^Hello,/m);
    expect(await subjects(ben.body.email)).toEqual([]);
    const actions = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.memberId, ben.id));
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['member_ban', 'complaint_resolve']));
  });

  it('acts only on a member it names, and refuses bad input without a change', async () => {
    const reporter = await createMember(t.app, t.database.db, EN);
    const general = await fileComplaint(t, EN, reporter.cookie, { text: 'Someone here keeps spamming.' });
    const refused = await resolve({ id: general, action: 'warn' }).expect(409);
    expect(refused.body.error).toBe('complaint_without_member');
    await resolve({ id: general, action: 'suspend' }).expect(400);
    await resolve({ id: general, action: 'dismiss', note: 'x'.repeat(2001) }).expect(400);
    await resolve({ id: 2_147_483_000, action: 'dismiss' }).expect(404);
    expect(await complaintRow(general)).toMatchObject({ status: 'open', resolution: null });
    await resolve({ id: general, action: 'dismiss' }).expect(200);
  });
});
