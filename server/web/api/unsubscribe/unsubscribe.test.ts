import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/platform/db/schema';
import { unsubscribeToken } from '#server/core/domain/notifications/unsubscribe';
import { loadSecrets, type Secrets } from '#server/platform/secrets';
import type { NotificationType } from '#server/contract/profile-fields';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';

const EN = 'flirtlocal.localhost';
const english = texts('en');
const ONE_CLICK = 'List-Unsubscribe=One-Click';

/** The visible document as a reader sees it: no serialized state, entities decoded. */
function visible(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

describe.each(BACKENDS)('one-click unsubscribe on $name', (backend) => {
  let t: TestApp;
  let secrets: Secrets;
  beforeAll(async () => {
    t = await createTestApp(backend);
    secrets = loadSecrets({ dataDir: t.dataDir });
  });
  afterAll(() => t.close());

  const token = (userId: number, type: NotificationType, tenant = 'flirtlocal') => unsubscribeToken(secrets, tenant, userId, type);
  /** What a mail program sends (RFC 8058): no cookie, no Origin, no client header. */
  const oneClick = (value: string, host = EN) =>
    request(t.app)
      .post(`/unsubscribe?token=${encodeURIComponent(value)}`)
      .set('Host', host)
      .type('form')
      .send(ONE_CLICK);
  const stateOf = async (cookie: string, type: string) =>
    ((await api(t.app, EN, cookie).get('/api/notifications.php').expect(200)).body.notifications as { type: string }[]).find((entry) => entry.type === type);

  it('turns the type off with one POST from a mail program, in the member’s language, and the settings say so', async () => {
    const anna = await createMember(t.app, t.database.db, EN);
    await t.database.db.update(users).set({ language: 'de' }).where(eq(users.id, anna.id));
    const res = await oneClick(token(anna.id, 'new_messages')).expect(200);
    expect(res.type).toBe('text/plain');
    expect(res.text).toBe('Sie haben sich abgemeldet: keine E-Mails mehr für „Neue Nachrichten“ von FlirtLocal.');
    expect(await stateOf(anna.cookie, 'new_messages')).toEqual({ type: 'new_messages', enabled: false, reason: 'unsubscribe', push: true });
    // Twice is the same; other types stay on.
    await oneClick(token(anna.id, 'new_messages')).expect(200);
    expect(await stateOf(anna.cookie, 'like')).toMatchObject({ enabled: true, reason: null });
    // Turned on again in the settings, the mark is gone.
    await api(t.app, EN, anna.cookie)
      .put('/api/notifications.php', { disabled: ['promotions', 'news'] })
      .expect(200);
    expect(await stateOf(anna.cookie, 'new_messages')).toMatchObject({ enabled: true, reason: null });
  });

  it('takes a multipart one-click POST too (RFC 8058 prefers it)', async () => {
    const ben = await createMember(t.app, t.database.db, EN);
    // Marketing mail starts off: Ben opts in to the weekly updates first.
    await api(t.app, EN, ben.cookie)
      .put('/api/notifications.php', { disabled: ['promotions', 'news'] })
      .expect(200);
    expect(await stateOf(ben.cookie, 'weekly_updates')).toMatchObject({ enabled: true });
    await request(t.app)
      .post(`/unsubscribe?token=${token(ben.id, 'weekly_updates')}`)
      .set('Host', EN)
      .field('List-Unsubscribe', 'One-Click')
      .expect(200);
    expect(await stateOf(ben.cookie, 'weekly_updates')).toMatchObject({ enabled: false, reason: 'unsubscribe' });
  });

  it('shows a page that changes nothing until its button is pressed, then offers the way back', async () => {
    const cleo = await createMember(t.app, t.database.db, EN);
    const link = `/unsubscribe?token=${token(cleo.id, 'like')}`;
    // Link scanners open links: the page only asks.
    const page = await request(t.app).get(link).set('Host', EN).expect(200);
    const shown = visible(page.text);
    expect(shown).toContain(
      english('unsubscribe.question', { type: english('notifications.like'), site: 'FlirtLocal', address: `${cleo.body.email.slice(0, 2)}…@example.org` }),
    );
    expect(shown).toContain(`<form action="${link}" method="post"><input type="hidden" name="action" value="unsubscribe"/>`);
    expect(await stateOf(cleo.cookie, 'like')).toMatchObject({ enabled: true });

    // The page's plain form (no JavaScript needed) comes back to the page.
    const off = await request(t.app)
      .post(link)
      .set('Host', EN)
      .set('Origin', 'http://flirtlocal.localhost')
      .type('form')
      .send('action=unsubscribe')
      .expect(303);
    expect(off.headers.location).toBe(`${link}&done=unsubscribed`);
    expect(await stateOf(cleo.cookie, 'like')).toMatchObject({ enabled: false, reason: 'unsubscribe' });
    expect(
      (
        await request(t.app)
          .get('/api/unsubscribe.php')
          .query({ token: token(cleo.id, 'like') })
          .set('Host', EN)
          .expect(200)
      ).body,
    ).toEqual({
      unsubscribe: { type: 'like', enabled: false, reason: 'unsubscribe', address: `${cleo.body.email.slice(0, 2)}…@example.org` },
    });
    const on = await request(t.app).post(link).set('Host', EN).type('form').send('action=resubscribe').expect(303);
    expect(on.headers.location).toBe(`${link}&done=resubscribed`);
    expect(await stateOf(cleo.cookie, 'like')).toMatchObject({ enabled: true, reason: null });
  });

  it('refuses a bad, forged or other site’s token with a translated 400, page and POST alike', async () => {
    const dan = await createMember(t.app, t.database.db, EN);
    const good = token(dan.id, 'like');
    const invalid = english('unsubscribe.invalid');
    for (const bad of [`${good.slice(0, -2)}AA`, token(dan.id, 'like', 'herzklopfen'), `${dan.id}.spam.${good.split('.')[2]}`, 'nonsense', '']) {
      const res = await oneClick(bad).expect(400);
      expect(res.text).toBe(invalid);
      const read = await request(t.app).get('/api/unsubscribe.php').query({ token: bad }).set('Host', EN).expect(400);
      expect(read.body).toEqual({ error: 'unsubscribe_invalid', message: invalid });
    }
    // A member of another site, whatever the token says.
    await oneClick(good, 'herzklopfen.localhost').expect(400);
    const page = await request(t.app)
      .get(`/unsubscribe?token=${good.slice(0, -2)}AA`)
      .set('Host', EN)
      .expect(400);
    expect(visible(page.text)).toContain(invalid);
    expect(await stateOf(dan.cookie, 'like')).toMatchObject({ enabled: true });
    // An oversized form is refused, not a server error.
    await oneClick(good)
      .send(`&padding=${'x'.repeat(8_000)}`)
      .expect(413);
  });
});
