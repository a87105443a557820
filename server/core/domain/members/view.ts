import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { blocks, likes, photos, profiles, users } from '#server/platform/db/schema';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { DomainError } from '../errors';
import { viewerProfile } from '../accounts/lookup';
import { markLikeSeen } from '../likes/likes';
import { wantedGenders } from '../likes/preferences';
import { haveConversation } from '../chat/read';
import { refusesFirstMessage } from '../verification/write-gate';
import { onlineAmong } from '#server/platform/realtime/presence';
import { facesThenNewest, listTiers, nearFirst, takeInTiers } from './list-order';
import { assertMayBrowse, reachableTo, visibleTo } from './visibility';
import { cardProfileColumns, cardsWithMainPhoto, type CardFields, type CardPhoto, type CardProfile } from './with-main-photo';

type CardWithPhoto = { profile: CardFields; photo: CardPhoto | null };

/** One member's profile as this viewer may see it (presented by server/core/presenters/members.ts). */
export interface MemberView {
  profile: CardProfile;
  /** Active photos, main first. */
  photos: readonly (CardPhoto & { id: number; isMain: boolean })[];
  /** How many of them the viewer may open; the rest are counted, never linked. */
  allowance: number;
  blocked: boolean;
  liked: boolean;
  likesYou: boolean;
  /** The member takes first messages from verified members only, and the viewer is not one yet (decision 0098). */
  verifiedOnly: boolean;
  related: readonly CardWithPhoto[];
  similar: readonly CardWithPhoto[];
  /** Members of this view (the profile, related, similar) with an open socket, invisible ones left out. */
  online: ReadonlySet<number>;
}

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
    .where(
      sql`(${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${memberId}) or (${blocks.blockerId} = ${memberId} and ${blocks.blockedId} = ${viewerId})`,
    );
  return { viewerBlocked: rows.some((row) => row.blockerId === viewerId), blockedByMember: rows.some((row) => row.blockerId === memberId) };
}

/** Whether the viewer would start a conversation by writing, and the member refuses that from them. */
async function mustVerifyToWrite(db: Db, viewer: User, member: { userId: number; onlyVerifiedMessages: boolean; fictional: boolean }): Promise<boolean> {
  if (!refusesFirstMessage(member, viewer)) return false;
  return !(await haveConversation(db, viewer.id, member.userId));
}

function cards(db: Db, tenant: Tenant, viewerId: number | undefined, condition: SQL | undefined, limit = RELATED) {
  return cardsWithMainPhoto(db, {})
    .where(and(visibleTo(tenant, viewerId), condition))
    .orderBy(...facesThenNewest)
    .limit(limit);
}

/**
 * docs/product.md#profile-view: members near the profile (its country and region) and similar to
 * it (its age, give or take five years), faces first. For a member, both keep to the genders they
 * are looking for (wantedGenders, as the search does), and similar members come from their own
 * region and country first; a visitor sees the profile's gender.
 */
async function relatedCards(db: Db, tenant: Tenant, viewer: User | undefined, profile: CardProfile) {
  const own = viewer ? await viewerProfile(db, viewer) : undefined;
  const genders = inArray(profiles.gender, own ? wantedGenders(own) : [profile.gender]);
  const others = and(ne(profiles.userId, profile.userId), genders);
  const related = await cards(
    db,
    tenant,
    viewer?.id,
    and(others, eq(profiles.country, profile.country), profile.region ? eq(profiles.region, profile.region) : undefined),
  );
  const ofAge = and(others, gte(profiles.dateOfBirth, shiftYears(profile.dateOfBirth, -5)), lte(profiles.dateOfBirth, shiftYears(profile.dateOfBirth, 5)));
  const similar = own
    ? await takeInTiers(listTiers(nearFirst(own)), RELATED, (tier, limit) => cards(db, tenant, viewer?.id, and(ofAge, tier), limit))
    : await cards(db, tenant, viewer?.id, ofAge);
  return { related, similar };
}

/**
 * One member's profile as this viewer may see it (presented by server/core/presenters/members.ts).
 * Visitors only where the site lets them browse; a member who blocked the viewer answers
 * "You're blocked by {name}"; opening the profile clears its new-like flag.
 */
export async function viewMember(
  db: Db,
  input: { tenant: Tenant; viewer?: User | undefined; memberId: number; network?: string | undefined; now: Date },
): Promise<MemberView> {
  const { tenant, viewer, memberId } = input;
  assertMayBrowse(tenant, viewer, input.network);
  const [row] = await db
    .select({ profile: cardProfileColumns, onlyVerifiedMessages: users.onlyVerifiedMessages })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.userId, memberId), reachableTo(tenant, undefined)))
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
  const { profile } = row;
  const { related, similar } = await relatedCards(db, tenant, viewer, profile);
  if (viewer) await markLikeSeen(db, viewer.id, memberId);
  const verifiedOnly =
    viewer && viewer.id !== memberId ? await mustVerifyToWrite(db, viewer, { ...profile, onlyVerifiedMessages: row.onlyVerifiedMessages }) : false;
  return {
    profile,
    photos: memberPhotos,
    allowance: viewer?.id === memberId ? Number.POSITIVE_INFINITY : visiblePhotoCount(viewer),
    blocked: viewerBlocked,
    liked,
    likesYou,
    verifiedOnly,
    related,
    similar,
    online: await onlineAmong(db, [memberId, ...[...related, ...similar].map((card) => card.profile.userId)], input.now),
  };
}

function shiftYears(isoDate: string, years: number): string {
  const [year, rest] = [Number(isoDate.slice(0, 4)), isoDate.slice(4)];
  return `${year + years}${rest === '-02-29' ? '-02-28' : rest}`;
}
