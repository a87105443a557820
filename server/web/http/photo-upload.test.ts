import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { signedInOperator, fictionalProfileForm } from '#tests/support/operators';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';

const EN = 'flirtlocal.localhost';
const english = texts('en');
const EMPTY = Buffer.alloc(0);

/**
 * A `photo` part without a byte (a form sent with a file that has gone, a client's bug) is a
 * form error in the member's words on every upload, never a 500 from the image decoder.
 */
describe.each(BACKENDS)('an empty photo part on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const expectBadFile = (res: request.Response) => {
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ photo: english('photos.bad_file') });
  };
  const memberUpload = (cookie: string, path: string) => request(t.app).post(path).set('Host', EN).set('X-Request-Type', 'client').set('Cookie', cookie);

  it('a member’s profile photo, chat photo and verification selfie: 400 with the translated message', async () => {
    const member = await createMember(t.app, t.database.db, EN);
    const other = await createMember(t.app, t.database.db, EN);
    expectBadFile(await memberUpload(member.cookie, '/api/photos.php').attach('photo', EMPTY, { filename: 'me.png', contentType: 'image/png' }));
    expectBadFile(
      await memberUpload(member.cookie, '/api/chat.php')
        .field('profile_id', String(other.id))
        .field('type', 'photo')
        .field('client_id', crypto.randomUUID())
        .attach('photo', EMPTY, { filename: 'holiday.jpg', contentType: 'image/jpeg' }),
    );
    expectBadFile(await memberUpload(member.cookie, '/api/verification.php').attach('photo', EMPTY, { filename: 'me.jpg', contentType: 'image/jpeg' }));
    // No conversation was started by the refused photo.
    const own = await request(t.app).get('/api/chats.php').set('Host', EN).set('X-Request-Type', 'client').set('Cookie', member.cookie).expect(200);
    expect(own.body.chats).toEqual([]);
  });

  it('a fictional profile’s photo in the console: 400 with the translated message', async () => {
    const owner = await signedInOperator(t, 'owner');
    const created = await owner.api.post('/api/operator/fictional-profiles.php', { tenant_id: 'flirtlocal', ...fictionalProfileForm() }).expect(201);
    const res = await owner.api
      .raw('post', '/api/operator/fictional-photo.php')
      .field('profile_id', String(created.body.id))
      .attach('photo', EMPTY, { filename: 'face.jpg', contentType: 'image/jpeg' });
    expectBadFile(res);
  });
});
