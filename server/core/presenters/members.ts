import { showsVerified, type CardFields, type CardPhoto, type CardProfile } from '#server/core/domain/members/with-main-photo';
import type { MemberView } from '#server/core/domain/members/view';
import { ageOn } from '#server/contract/age';
import type { MainImage, MemberResponse, ProfileCard, ProfileKind, SearchResponse } from '#server/contract/answers/members';
import type { Tenant } from '#server/platform/tenancy/schema';

type ProfileRow = CardProfile;
type PhotoRow = CardPhoto;
type CardWithPhoto = { profile: CardFields; photo: PhotoRow | null | undefined };

/** main_image is shown only when active, null otherwise; paths carry the CDN prefix (docs/product.md#profiles-fields). */
export function presentMainImage(photo: PhotoRow | null | undefined, cdnPrefix: string): MainImage | null {
  if (!photo || photo.status !== 'active') return null;
  return {
    filename: `${cdnPrefix}${photo.filename}`,
    thumb_filename: `${cdnPrefix}${photo.thumbFilename}`,
    variant_widths: photo.variantWidths,
    status: photo.status,
  };
}

/** What a profile is, stored (decision 0122): server/contract/answers/members.ts#ProfileKind. */
export function profileKind(profile: Pick<ProfileRow, 'fictional' | 'camHandle'>): ProfileKind {
  if (!profile.fictional) return 'member';
  return profile.camHandle === null ? 'fictional' : 'cam';
}

/** The partner page a cam profile's main action opens; null without a handle or a partner (nothing is fetched from it). */
export function camLink(profile: Pick<ProfileRow, 'camHandle'>, partner: Tenant['cam_partner']): { partner: string; url: string } | null {
  if (profile.camHandle === null || !partner) return null;
  return { partner: partner.name, url: `${partner.url.replace(/\/?$/, '/')}${encodeURIComponent(profile.camHandle)}` };
}

/** A profile as a search card: enough to recognise someone and open the profile; online where the surface asked (presence). */
export function presentCard(profile: CardFields, mainPhoto: PhotoRow | null | undefined, cdnPrefix: string, today: Date, online = false): ProfileCard {
  return {
    id: profile.userId,
    name: profile.name,
    age: ageOn(profile.dateOfBirth, today),
    gender: profile.gender,
    country: profile.country,
    region: profile.region,
    kind: profileKind(profile),
    /** The site the member signed up on: another than this one for a shared or resold member. */
    home_site: profile.tenantId,
    fictional: profileKind(profile) === 'fictional',
    verified: showsVerified(profile),
    main_image: presentMainImage(mainPhoto, cdnPrefix),
    online,
  };
}

export function presentCards(rows: readonly CardWithPhoto[], cdnPrefix: string, today: Date, online?: ReadonlySet<number>): ProfileCard[] {
  return rows.map(({ profile, photo }) => presentCard(profile, photo, cdnPrefix, today, online?.has(profile.userId)));
}

/** GET /api/members.php: one page of cards, the cursor of the next page, and the count on the first. */
export function presentSearchPage(
  page: { rows: readonly CardWithPhoto[]; cursor: string | null; numResults?: number | undefined; gender: 'male' | 'female' | null },
  cdnPrefix: string,
  today: Date,
  online: ReadonlySet<number>,
): SearchResponse {
  return {
    results: presentCards(page.rows, cdnPrefix, today, online),
    cursor: page.cursor,
    gender: page.gender,
    ...(page.numResults !== undefined && { numResults: page.numResults }),
  };
}

type VisibleField = Tenant['visible_profile_fields'][number];

/** GET /api/member.php: the fields the site shows (visible_profile_fields), the photos the viewer may open, and related cards. */
export function presentMemberView(
  view: MemberView,
  tenant: { visible_profile_fields: readonly VisibleField[]; visible_profile_notes: boolean; cam_partner?: Tenant['cam_partner'] },
  cdnPrefix: string,
  today: Date,
  ageGated = false,
): MemberResponse {
  const { profile } = view;
  const fields = new Set(tenant.visible_profile_fields);
  const pick = <T>(field: VisibleField, value: T) => (fields.has(field) ? value : undefined);
  const shown = view.photos.slice(0, view.allowance);
  return {
    profile: {
      ...presentCard(
        profile,
        view.photos.find((photo) => photo.isMain),
        cdnPrefix,
        today,
        view.online.has(profile.userId),
      ),
      age: pick('age', ageOn(profile.dateOfBirth, today)),
      country: pick('country', profile.country),
      region: pick('region', profile.region),
      gender: pick('gender', profile.gender),
      sexuality: pick('sexuality', profile.sexuality),
      relationship_status: pick('relationship_status', profile.relationshipStatus),
      body_type: pick('body_type', profile.bodyType),
      hair_color: pick('hair_color', profile.hairColor),
      eye_color: pick('eye_color', profile.eyeColor),
      tattoos: pick('tattoos', profile.tattoos),
      interests: pick('interests', profile.interests),
      // visible_profile_notes switches off all free text at once (moderation-sensitive sites).
      about_me: tenant.visible_profile_notes ? pick('about_me', profile.aboutMe) : undefined,
      photos: shown.map((photo) => ({
        id: photo.id,
        filename: `${cdnPrefix}${photo.filename}`,
        thumb_filename: `${cdnPrefix}${photo.thumbFilename}`,
        variant_widths: photo.variantWidths,
        status: photo.status,
      })),
      locked_photos: view.photos.length - shown.length,
      blocked: view.blocked,
      liked: view.liked,
      likes_you: view.likesYou,
      verified_only: view.verifiedOnly,
      cam: camLink(profile, tenant.cam_partner),
    },
    related: presentCards(view.related, cdnPrefix, today, view.online),
    similar: presentCards(view.similar, cdnPrefix, today, view.online),
    age_gated: ageGated,
  };
}
