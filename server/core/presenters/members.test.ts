import { describe, expect, it } from 'vitest';
import { photoRow, profileRow } from '#tests/support/rows';
import { srcSet } from '#server/contract/photo-variants';
import { PROFILE_FIELDS } from '#server/platform/tenancy/schema';
import type { MemberView } from '#server/core/domain/members/view';
import { presentCard, presentMainImage, presentMemberView, presentSearchPage } from './members';

const CDN = 'https://cdn.example/';
const TODAY = new Date('2024-06-14T12:00:00Z');
const ALL_FIELDS = {
  visible_profile_fields: PROFILE_FIELDS,
  visible_profile_notes: true,
};

function view(overrides: Partial<MemberView> = {}): MemberView {
  return {
    profile: profileRow(),
    photos: [photoRow(), photoRow({ id: 12, isMain: false, filename: 'nl/b.webp', thumbFilename: 'nl/b_thumb.webp' }), photoRow({ id: 13, isMain: false })],
    allowance: 2,
    blocked: false,
    liked: true,
    likesYou: false,
    verifiedOnly: false,
    related: [{ profile: profileRow({ userId: 8, name: 'Bea' }), photo: null }],
    similar: [],
    online: new Set(),
    ...overrides,
  };
}

describe('member presenters', () => {
  it('shows a main image only when it is active, addressed through the CDN prefix', () => {
    expect(presentMainImage(photoRow(), CDN)).toEqual({
      filename: `${CDN}nl/a.webp`,
      thumb_filename: `${CDN}nl/a_thumb.webp`,
      variant_widths: [],
      status: 'active',
    });
    expect(presentMainImage(photoRow({ status: 'pending' }), CDN)).toBeNull();
    expect(presentMainImage(null, CDN)).toBeNull();
  });

  it('names the widths of the square copies, whose srcset of each type follows from the original through the CDN prefix, narrowest first', () => {
    const image = presentMainImage(photoRow({ variantWidths: [500, 320] }), CDN);
    expect(image?.filename).toBe(`${CDN}nl/a.webp`);
    expect(image?.variant_widths).toEqual([500, 320]);
    if (!image) throw new Error('no main image');
    expect(srcSet(image, 'image/avif')).toBe(`${CDN}nl/a_320.avif 320w, ${CDN}nl/a_500.avif 500w`);
    expect(srcSet(image, 'image/webp')).toBe(`${CDN}nl/a_320.webp 320w, ${CDN}nl/a_500.webp 500w`);
    const { profile } = presentMemberView(view({ photos: [photoRow({ variantWidths: [320] })] }), ALL_FIELDS, CDN, TODAY);
    expect(profile.photos[0]?.variant_widths).toEqual([320]);
    expect(srcSet(presentMainImage(photoRow(), CDN) ?? image, 'image/avif')).toBe('');
  });

  it('presents a card with the age on the given day (the day before a birthday counts one year less)', () => {
    expect(presentCard(profileRow(), null, CDN, TODAY)).toEqual({
      id: 7,
      name: 'Anna',
      age: 33,
      gender: 'female',
      country: 'NL',
      region: 'NH',
      kind: 'member',
      home_site: 'nl',
      fictional: false,
      verified: false,
      main_image: null,
      online: false,
    });
    expect(presentCard(profileRow(), null, CDN, new Date('2024-06-15T12:00:00Z')).age).toBe(34);
  });

  it('tells a fictional profile from a cam profile, and links a cam profile under its partner only', () => {
    expect(presentCard(profileRow({ fictional: true }), null, CDN, TODAY)).toMatchObject({ kind: 'fictional', fictional: true });
    expect(presentCard(profileRow({ fictional: true, camHandle: 'roxy' }), null, CDN, TODAY)).toMatchObject({ kind: 'cam', fictional: false, verified: false });
    const cam = view({ profile: profileRow({ fictional: true, camHandle: 'roxy' }) });
    const partner = { name: 'LiveCams', url: 'https://livecams.example/models' };
    expect(presentMemberView(cam, { ...ALL_FIELDS, cam_partner: partner }, CDN, TODAY).profile.cam).toEqual({
      partner: 'LiveCams',
      url: 'https://livecams.example/models/roxy',
    });
    expect(presentMemberView(cam, ALL_FIELDS, CDN, TODAY).profile.cam).toBeNull();
    expect(presentMemberView(view(), { ...ALL_FIELDS, cam_partner: partner }, CDN, TODAY).profile.cam).toBeNull();
  });

  it('marks a card verified once its owner was approved, never a fictional profile', () => {
    const approved = new Date('2024-05-01T00:00:00Z');
    expect(presentCard(profileRow({ verifiedAt: approved }), null, CDN, TODAY).verified).toBe(true);
    expect(presentCard(profileRow({ verifiedAt: approved, fictional: true }), null, CDN, TODAY).verified).toBe(false);
    expect(presentMemberView(view({ profile: profileRow({ verifiedAt: approved }), verifiedOnly: true }), ALL_FIELDS, CDN, TODAY).profile).toMatchObject({
      verified: true,
      verified_only: true,
    });
  });

  it('gives the search page its cursor, and the count only when the domain counted', () => {
    const first = presentSearchPage(
      { rows: [{ profile: profileRow(), photo: photoRow() }], cursor: '1700000000000.7', numResults: 1, gender: null },
      CDN,
      TODAY,
      new Set([7]),
    );
    expect(first).toEqual({ results: [presentCard(profileRow(), photoRow(), CDN, TODAY, true)], cursor: '1700000000000.7', numResults: 1, gender: null });
    expect(presentSearchPage({ rows: [], cursor: null, gender: 'female' }, CDN, TODAY, new Set())).toEqual({ results: [], cursor: null, gender: 'female' });
    expect('numResults' in presentSearchPage({ rows: [], cursor: null, gender: null }, CDN, TODAY, new Set())).toBe(false);
  });

  it('links the photos within the allowance and only counts the rest', () => {
    const { profile } = presentMemberView(view(), ALL_FIELDS, CDN, TODAY);
    expect(profile.photos).toEqual([
      { id: 11, filename: `${CDN}nl/a.webp`, thumb_filename: `${CDN}nl/a_thumb.webp`, variant_widths: [], status: 'active' },
      { id: 12, filename: `${CDN}nl/b.webp`, thumb_filename: `${CDN}nl/b_thumb.webp`, variant_widths: [], status: 'active' },
    ]);
    expect(profile.locked_photos).toBe(1);
    expect(JSON.stringify(profile)).not.toContain('"id":13');
    expect(presentMemberView(view({ allowance: Number.POSITIVE_INFINITY }), ALL_FIELDS, CDN, TODAY).profile.locked_photos).toBe(0);
  });

  it('leaves out the fields the site hides, and all free text when it hides notes', () => {
    const hidden = presentMemberView(view(), { visible_profile_fields: ['gender', 'about_me'], visible_profile_notes: true }, CDN, TODAY);
    const json = JSON.parse(JSON.stringify(hidden.profile)) as Record<string, unknown>;
    expect(json).not.toHaveProperty('age');
    expect(json).not.toHaveProperty('region');
    expect(json).not.toHaveProperty('hair_color');
    expect(json).toMatchObject({ name: 'Anna', gender: 'female', about_me: 'Hallo!', liked: true, likes_you: false, blocked: false });
    const noNotes = presentMemberView(view(), { ...ALL_FIELDS, visible_profile_notes: false }, CDN, TODAY);
    expect(noNotes.profile.about_me).toBeUndefined();
    expect(noNotes.related).toEqual([presentCard(profileRow({ userId: 8, name: 'Bea' }), null, CDN, TODAY)]);
  });
});
