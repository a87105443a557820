import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/platform/db/schema';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { uploadPhoto } from '#tests/support/photos';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const [backend] = BACKENDS;
const EN = 'flirtlocal.localhost';

/** The server-rendered <img> tags in document order, with the <picture> each sits in (empty when none). */
function images(html: string): { img: string; picture: string }[] {
  return [...html.matchAll(/(<picture[^>]*>(?:(?!<\/picture>)[\s\S])*?)?(<img\b[^>]*>)/g)].map((match) => ({ picture: match[1] ?? '', img: match[2] ?? '' }));
}

// HTML attribute names are case-insensitive: React writes fetchPriority and srcSet.
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

describe('photos in server-rendered pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend as (typeof BACKENDS)[number]);
  });
  afterAll(() => t.close());

  /** A premium viewer (who may open every photo) and members of the gender she looks for. */
  async function viewerAndMembers(count: number, photosEach: number) {
    const viewer = await createMember(t.app, t.database.db, EN);
    await t.database.db.update(users).set({ paidUser: true }).where(eq(users.id, viewer.id));
    const members = [];
    for (let index = 0; index < count; index += 1) {
      const member = await createMember(t.app, t.database.db, EN, { gender: 'male' }, { gender: 'male' });
      for (let photo = 0; photo < photosEach; photo += 1) await uploadPhoto(t, EN, member.cookie);
      members.push(member);
    }
    return { viewer, members };
  }

  it("fetches the profile's big photo first, from AVIF and WebP copies, and the other photos as they scroll near", async () => {
    const { viewer, members } = await viewerAndMembers(1, 3);
    const res = await request(t.app).get(`/members/${members[0]?.id}`).set('Host', EN).set('Cookie', viewer.cookie).expect(200);
    const shown = images(res.text);
    const [first, ...rest] = shown;
    expect(first?.img).toMatch(/\sloading="eager"/);
    expect(attribute(first?.img ?? '', 'fetchpriority')).toBe('high');
    expect(attribute(first?.img ?? '', 'width')).toBe(attribute(first?.img ?? '', 'height'));
    expect(first?.picture).toMatch(/<source type="image\/avif" srcset="[^"]+_320\.avif 320w, [^"]+_600\.avif 600w" sizes="[^"]+"/i);
    expect(first?.picture).toMatch(/<source type="image\/webp" srcset="[^"]+_320\.webp 320w, [^"]+_600\.webp 600w" sizes="[^"]+"/i);
    // The three photos of the gallery below the header.
    expect(rest.length).toBeGreaterThanOrEqual(3);
    for (const later of rest) {
      expect(later.img).toMatch(/\sloading="lazy"/);
      expect(later.img).not.toMatch(/fetchpriority/i);
      expect(later.picture).toContain('<source type="image/avif"');
    }
  });

  it('fetches the photos of the first row of search results first, the rest lazily', async () => {
    const { viewer } = await viewerAndMembers(6, 1);
    const res = await request(t.app).get('/members').set('Host', EN).set('Cookie', viewer.cookie).expect(200);
    const cards = images(res.text).filter((image) => image.picture.includes('<source'));
    expect(cards.length).toBeGreaterThanOrEqual(6);
    expect(cards.map((card) => attribute(card.img, 'loading'))).toEqual([...Array(4).fill('eager'), ...Array(cards.length - 4).fill('lazy')]);
    expect(cards.map((card) => attribute(card.img, 'fetchpriority') ?? null)).toEqual([...Array(4).fill('high'), ...Array(cards.length - 4).fill(null)]);
    for (const card of cards) expect(card.picture).toMatch(/<source type="image\/webp" srcset="[^"]+ 320w, [^"]+ 600w" sizes="\(min-width: 992px\) 262px/i);
  });
});
