import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '#server/platform/i18n';
import { LANGUAGES } from '#server/contract/languages';
import { PHOTO_REJECT_REASONS } from '#server/contract/photo-reject-reasons';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { signedInOperator, type SignedInOperator } from '#tests/support/operators';
import { manualModeration, uploadPhoto } from '#tests/support/photos';
import { createTestApp, type TestApp } from '#tests/support/test-app';

/** The Dutch demo site, switched to manual moderation for these tests. */
const SITE = 'regenboog-date';
const HOST = `${SITE}.localhost`;

/** A member's photos as others meet them, by the member's id: search card, profile, like card, ad landing. */
async function seenBy(t: TestApp, viewer: { cookie: string } | undefined, memberId: number) {
  const as = api(t.app, HOST, viewer?.cookie);
  const search = await as.get('/api/members.php?gender=female').expect(200);
  const card = search.body.results.find((entry: { id: number }) => entry.id === memberId);
  const profile = (await as.get(`/api/member.php?id=${memberId}`).expect(200)).body.profile;
  const landing = (await as.get(`/api/member-landing.php?id=${memberId}`).expect(200)).body;
  return { card, profile, landing, text: JSON.stringify([search.body, profile, landing]) };
}

describe.each(BACKENDS)('photos on a site with manual moderation on $name', (backend) => {
  let t: TestApp;
  let moderator: SignedInOperator;
  beforeAll(async () => {
    t = await createTestApp(backend);
    manualModeration(t, [SITE]);
    moderator = await signedInOperator(t, 'moderator', [SITE]);
  });
  afterAll(() => t.close());

  const review = (ids: number[], action: 'approve' | 'reject', reason?: string) =>
    moderator.api.post('/api/operator/photo-review.php', { ids, action, ...(reason && { reason }) }).expect(200);

  it('keeps a new photo from everyone but its owner until a moderator approves it', async () => {
    const anna = await createMember(t.app, t.database.db, HOST, { gender: 'female' });
    const bob = await createMember(t.app, t.database.db, HOST, { gender: 'male' });
    const photo = await uploadPhoto(t, HOST, anna.cookie);
    expect(photo).toMatchObject({ status: 'pending', main: true });
    await api(t.app, HOST, anna.cookie).post('/api/like.php', { id: bob.id }).expect(200);

    for (const viewer of [bob, undefined]) {
      const before = await seenBy(t, viewer, anna.id);
      expect(before.card).toMatchObject({ id: anna.id, main_image: null });
      expect(before.profile).toMatchObject({ main_image: null, photos: [], locked_photos: 0 });
      expect(before.landing.profile.main_image).toBeNull();
      expect(before.text).not.toContain(photo.filename);
    }
    const likes = (await api(t.app, HOST, bob.cookie).get('/api/likes.php').expect(200)).body;
    expect(likes.profiles.find((card: { id: number }) => card.id === anna.id)).toMatchObject({ main_image: null });
    // Her own profile page shows it, waiting.
    const own = (await api(t.app, HOST, anna.cookie).get('/api/profile.php').expect(200)).body.profile;
    expect(own.photos).toEqual([expect.objectContaining({ id: photo.id, status: 'pending', reject_reason: null, main: true })]);

    await review([photo.id], 'approve');
    const after = await seenBy(t, bob, anna.id);
    expect(after.card.main_image).toMatchObject({ filename: photo.filename, status: 'active' });
    expect(after.profile.photos).toEqual([expect.objectContaining({ id: photo.id, filename: photo.filename })]);
    expect(after.landing.profile.main_image).toMatchObject({ filename: photo.filename });
    const likesAfter = (await api(t.app, HOST, bob.cookie).get('/api/likes.php').expect(200)).body;
    expect(likesAfter.profiles.find((card: { id: number }) => card.id === anna.id).main_image).toMatchObject({ filename: photo.filename });
  });

  it('makes the first approved photo the main one when the first upload is rejected', async () => {
    const cleo = await createMember(t.app, t.database.db, HOST, { gender: 'female' });
    const first = await uploadPhoto(t, HOST, cleo.cookie);
    const second = await uploadPhoto(t, HOST, cleo.cookie);
    expect(second.main).toBe(false);
    // A photo nobody can see yet cannot be chosen as the main one.
    const refused = await api(t.app, HOST, cleo.cookie).put('/api/photos.php', { id: second.id, main: true }).expect(409);
    expect(refused.body).toMatchObject({ error: 'photo_not_active', message: 'Alleen een foto die anderen al kunnen zien, kan je hoofdfoto zijn.' });

    await review([second.id], 'approve');
    const own = (await api(t.app, HOST, cleo.cookie).get('/api/profile.php').expect(200)).body.profile;
    expect(own.photos).toEqual([
      expect.objectContaining({ id: first.id, status: 'pending', main: false }),
      expect.objectContaining({ id: second.id, status: 'active', main: true }),
    ]);
    expect(own.main_image).toMatchObject({ filename: second.filename });
    // Approving the older one later leaves the member's main photo as it is.
    await review([first.id], 'approve');
    expect((await seenBy(t, undefined, cleo.id)).card.main_image).toMatchObject({ filename: second.filename });
    // Deleting the main photo hands over to the other visible one.
    await api(t.app, HOST, cleo.cookie).delete('/api/photos.php', { id: second.id }).expect(200);
    expect((await seenBy(t, undefined, cleo.id)).card.main_image).toMatchObject({ filename: first.filename });
  });

  it('shows the member a rejected photo with the reason, which they can delete', async () => {
    const dana = await createMember(t.app, t.database.db, HOST, { gender: 'female' });
    const photo = await uploadPhoto(t, HOST, dana.cookie);
    await review([photo.id], 'reject', 'contact_details');
    const own = (await api(t.app, HOST, dana.cookie).get('/api/profile.php').expect(200)).body.profile;
    expect(own.photos).toEqual([expect.objectContaining({ id: photo.id, status: 'rejected', reject_reason: 'contact_details' })]);
    const seen = await seenBy(t, undefined, dana.id);
    expect(seen.card.main_image).toBeNull();
    expect(seen.text).not.toContain(photo.filename);
    await api(t.app, HOST, dana.cookie).delete('/api/photos.php', { id: photo.id }).expect(200);
    expect((await api(t.app, HOST, dana.cookie).get('/api/profile.php').expect(200)).body.profile.photos).toEqual([]);
  });
});

describe('the reasons a member reads', () => {
  it('has every reason written out in every language the member may read', () => {
    const translator = createTranslator();
    const reasonsIn = (language: (typeof LANGUAGES)[number]) =>
      PHOTO_REJECT_REASONS.map((reason) => translator.t(language)(`profile.photo_reject_reasons.${reason}`));
    const english = reasonsIn('en');
    expect(english.every((text) => !text.startsWith('profile.'))).toBe(true);
    for (const language of LANGUAGES.filter((lng) => lng !== 'en')) {
      // Not one falls back to English: each is the language's own.
      const texts = reasonsIn(language);
      expect(
        texts.filter((text, index) => text === english[index]),
        language,
      ).toEqual([]);
      expect(new Set(texts).size, language).toBe(PHOTO_REJECT_REASONS.length);
    }
    expect(translator.t('nl')('profile.photo_rejected', { reason: translator.t('nl')('profile.photo_reject_reasons.nudity') })).toBe(
      'Afgewezen: Naakt of seksuele inhoud',
    );
  });
});
