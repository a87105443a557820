import { and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { blocks, likes, photos, profiles } from '#server/db/schema';
import type { Tenant } from '#server/tenancy/schema';
import type { User } from '../accounts/context';
import { ageOn } from '#server/shared/age';
import { DomainError } from '../errors';
import { presentCard, presentMainImage, type ProfileCard } from './presenter';
import { visibleTo } from './visibility';
import { profilesWithMainPhoto } from './with-main-photo';

/** Visitors see the main photo, free members two, premium members all (docs/product.md#profile-view). */
export function visiblePhotoCount(viewer: Pick<User, 'paidUser'> | undefined): number {
  if (!viewer) return 1;
  return viewer.paidUser ? Number.POSITIVE_INFINITY : 2;
}

const RELATED = 6;

async function likesBetween(db: Db, viewerId: number, memberId: number) {
  const rows = await db
    .select({ likerId: likes.likerId })
    .from(likes)
    .where(sql`(${likes.likerId} = ${viewerId} and ${likes.likedId} = ${memberId}) or (${likes.likerId} = ${memberId} and ${likes.likedId} = ${viewerId})`);
  return { liked: rows.some((row) => row.likerId === viewerId), likesYou: rows.some((row) => row.likerId === memberId) };
}

async function blockBetween(db: Db, viewerId: number, memberId: number) {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(sql`(${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${memberId}) or (${blocks.blockerId} = ${memberId} and ${blocks.blockedId} = ${viewerId})`);
  return { viewerBlocked: rows.some((row) => row.blockerId === viewerId), blockedByMember: rows.some((row) => row.blockerId === memberId) };
}

async function cards(db: Db, tenant: Tenant, viewerId: number | undefined, condition: ReturnType<typeof and>, cdnPrefix: string, today: Date): Promise<ProfileCard[]> {
  const rows = await profilesWithMainPhoto(db)
    .where(and(visibleTo(tenant, viewerId), condition))
    .orderBy(desc(profiles.createdAt), desc(profiles.userId))
    .limit(RELATED);
  return rows.map(({ profile, photo }) => presentCard(profile, photo, cdnPrefix, today));
}

/**
 * One member's profile as this viewer may see it. A member who blocked the viewer answers
 * "You're blocked by {name}"; photos beyond the viewer's allowance are counted, never linked.
 */
export async function viewMember(db: Db, input: { tenant: Tenant; viewer?: User | undefined; memberId: number; cdnPrefix: string; today: Date }) {
  const { tenant, viewer, memberId, cdnPrefix, today } = input;
  const [row] = await db
    .select({ profile: profiles })
    .from(profiles)
    .where(and(eq(profiles.userId, memberId), visibleTo(tenant, undefined)))
    .limit(1);
  if (!row) throw new DomainError(404, 'member_not_found', 'members.not_found');
  const { viewerBlocked, blockedByMember } = viewer ? await blockBetween(db, viewer.id, memberId) : { viewerBlocked: false, blockedByMember: false };
  if (blockedByMember) throw new DomainError(403, 'blocked_by', 'members.blocked_by', { name: row.profile.name });

  const { liked, likesYou } = viewer ? await likesBetween(db, viewer.id, memberId) : { liked: false, likesYou: false };
  const memberPhotos = await db
    .select()
    .from(photos)
    .where(and(eq(photos.userId, memberId), eq(photos.status, 'active')))
    .orderBy(desc(photos.isMain), asc(photos.id));
  const allowance = viewer?.id === memberId ? Number.POSITIVE_INFINITY : visiblePhotoCount(viewer);
  const shown = memberPhotos.slice(0, allowance);
  const { profile } = row;
  const age = ageOn(profile.dateOfBirth, today);
  const fields = new Set(tenant.visible_profile_fields);
  const pick = <T>(field: (typeof tenant.visible_profile_fields)[number], value: T) => (fields.has(field) ? value : undefined);
  const viewerId = viewer?.id;

  return {
    profile: {
      ...presentCard(profile, memberPhotos.find((photo) => photo.isMain), cdnPrefix, today),
      age: pick('age', age),
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
      photos: shown.map((photo) => ({ id: photo.id, ...presentMainImage(photo, cdnPrefix) })),
      locked_photos: memberPhotos.length - shown.length,
      blocked: viewerBlocked,
      liked,
      likes_you: likesYou,
    },
    related: await cards(db, tenant, viewerId, and(ne(profiles.userId, memberId), eq(profiles.country, profile.country), profile.region ? eq(profiles.region, profile.region) : undefined), cdnPrefix, today),
    similar: await cards(
      db,
      tenant,
      viewerId,
      and(ne(profiles.userId, memberId), eq(profiles.gender, profile.gender), gte(profiles.dateOfBirth, shiftYears(profile.dateOfBirth, -5)), lte(profiles.dateOfBirth, shiftYears(profile.dateOfBirth, 5))),
      cdnPrefix,
      today,
    ),
  };
}

function shiftYears(isoDate: string, years: number): string {
  const [year, rest] = [Number(isoDate.slice(0, 4)), isoDate.slice(4)];
  return `${year + years}${rest === '-02-29' ? '-02-28' : rest}`;
}
