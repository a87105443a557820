import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '#server/platform/db/schema';
import { seedDemoProfiles } from '#server/boot/seed/profiles';
import { mulberry32 } from '#server/boot/seed/random';
import { deletePhoto } from '#server/core/domain/photos/manage';
import { variantWidthsFor } from '#server/core/domain/photos/variants';
import { srcSet, VARIANT_TYPES, type PhotoCopies } from '#server/contract/photo-variants';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { copiesOf } from '#tests/support/photos';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';
const FORMAT = { 'image/avif': 'heif', 'image/webp': 'webp' } as const;
/** The seeded drawings are 800 px squares (server/boot/seed/avatars.ts). */
const AVATAR_SIZE = 800;

interface Card {
  id: number;
  main_image: PhotoCopies | null;
}

/** Issue 32: the demo shows what production does, so a seeded photo has an upload's copies. */
describe.each(BACKENDS)('seeded demo photos on $name', (backend) => {
  let t: TestApp;
  let cookie = '';
  let cards: Card[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedDemoProfiles(t.database.db, t.files.media, t.tenants, { perTenant: 12, random: mulberry32(32) });
    cookie = (await createMember(t.app, t.database.db, EN)).cookie;
    cards = (await api(t.app, EN, cookie).get('/api/members.php?gender=any').expect(200)).body.results;
  });
  afterAll(() => t.close());

  const served = (url: string) => request(t.app).get(url).set('Host', EN);
  const withPhoto = () => cards.filter((card): card is Card & { main_image: NonNullable<Card['main_image']> } => card.main_image !== null);

  it('records on every seeded photo the widths an upload of the same picture gets', async () => {
    const rows = await t.database.db.select({ widths: photos.variantWidths }).from(photos);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.widths).toEqual(variantWidthsFor(AVATAR_SIZE));
  });

  it('lists AVIF and WebP copies on cards and profiles, and serves each as a square of its width', async () => {
    const [card] = withPhoto();
    if (!card) throw new Error('no seeded member with a photo in the search');
    expect(card.main_image.variant_widths).toEqual(variantWidthsFor(AVATAR_SIZE));
    const variants = copiesOf(card.main_image);
    expect(variants).toHaveLength(VARIANT_TYPES.length * variantWidthsFor(AVATAR_SIZE).length);
    for (const variant of variants) {
      const res = await served(variant.url).expect(200);
      expect(res.headers['content-type']).toBe(variant.type);
      const meta = await sharp(res.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([FORMAT[variant.type], variant.width, variant.width]);
    }
    const view = (await api(t.app, EN, cookie).get(`/api/member.php?id=${card.id}`).expect(200)).body.profile;
    expect(copiesOf(view.main_image)).toEqual(variants);
    expect(copiesOf(view.photos[0])).toEqual(variants);
  });

  it('renders the srcset of both types on the profile page and the search page', async () => {
    const [card] = withPhoto();
    if (!card) throw new Error('no seeded member with a photo in the search');
    // React writes srcSet; HTML attribute names are case-insensitive.
    const profile = (await served(`/members/${card.id}`).set('Cookie', cookie).expect(200)).text.replaceAll('srcSet=', 'srcset=');
    const search = (await served('/members').set('Cookie', cookie).expect(200)).text.replaceAll('srcSet=', 'srcset=');
    for (const type of VARIANT_TYPES) {
      expect(profile).toContain(`<source type="${type}" srcset="${srcSet(card.main_image, type)}"`);
      const copies = variantWidthsFor(AVATAR_SIZE).map((width) => `/media/flirtlocal/demo-avatar-[0-9a-f]+_${width}\\.${type.slice(6)} ${width}w`);
      expect(search).toMatch(new RegExp(`<source type="${type}" srcset="${copies.join(', ')}"`));
    }
  });

  it('renders the same copies on the landers’ photos and the member landings’ small avatars, sized as they show', async () => {
    const copies = (type: string) =>
      variantWidthsFor(AVATAR_SIZE)
        .map((width) => `/media/flirtlocal/demo-avatar-[0-9a-f]+_${width}\\.${type.slice(6)} ${width}w`)
        .join(', ');
    const page = async (path: string) => (await served(path).expect(200)).text.replaceAll('srcSet=', 'srcset=');
    const gallery = await page('/landers/gallery');
    // The social lander's post authors are 40 px avatars beside their posts.
    const social = await page('/landers/socialnetwork');
    const [card] = withPhoto();
    const chatLanding = await page(`/members/${card?.id}/landing3`);
    const signup = await page(`/members/${card?.id}/signup`);
    for (const type of VARIANT_TYPES) {
      expect(gallery).toMatch(new RegExp(`<source type="${type}" srcset="${copies(type)}" sizes="\\(min-width: 768px\\) 25vw, 50vw"`));
      expect(social).toMatch(new RegExp(`<source type="${type}" srcset="${copies(type)}" sizes="40px"`));
      expect(chatLanding).toMatch(new RegExp(`<source type="${type}" srcset="${copies(type)}" sizes="48px"`));
      expect(signup).toMatch(new RegExp(`<source type="${type}" srcset="${copies(type)}" sizes="72px"`));
    }
  });

  it("keeps a shared avatar's files, copies included, when one member's photo goes", async () => {
    const [card] = withPhoto();
    if (!card) throw new Error('no seeded member with a photo in the search');
    const [row] = await t.database.db.select({ id: photos.id }).from(photos).where(eq(photos.userId, card.id));
    await deletePhoto(t.database.db, t.files.media, card.id, row?.id ?? 0);
    for (const url of [card.main_image.filename, ...copiesOf(card.main_image).map((variant) => variant.url)]) await served(url).expect(200);
  });
});
