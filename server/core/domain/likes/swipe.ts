import { and, count, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { likes, profiles, swipes } from '#server/platform/db/schema';
import type { LiveEvent } from '#server/platform/realtime/bus';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { viewerProfile } from '../accounts/lookup';
import { DomainError } from '../errors';
import { distanceBand, type DistanceBand } from './match-finder';
import { listTiers, nearFirst, newestFirst, takeInTiers } from '../members/list-order';
import { visibleTo } from '../members/visibility';
import { assertLikeable, likeMember } from './likes';
import { wantedGenders } from './preferences';
import { cardsWithMainPhoto, type CardFields, type CardPhoto, type CardProfile } from '../members/with-main-photo';

const DECK_SIZE = 10;

/** What a swipe card shows beyond a search card: how far, and the start of the bio. */
const swipeColumns = { latitude: profiles.latitude, longitude: profiles.longitude, aboutMe: profiles.aboutMe };
type SwipeProfile = CardFields & Pick<CardProfile, keyof typeof swipeColumns>;

/** The next cards, the likes left today and when they are given anew (presented by server/core/presenters/swipe.ts). */
export interface SwipeDeck {
  cards: { profile: SwipeProfile; photo: CardPhoto | null; distance: DistanceBand }[];
  likesLeft: number;
  refillAt: Date;
}

/** The swipe day is the UTC date (docs/decisions/0043-swipe-game-utc-day.md): the same for every member and process. */
export function swipeDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** When the day's likes are given anew: the next swipe day's start, the coming UTC midnight. */
export function likesRefillAt(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(24, 0, 0, 0);
  return next;
}

async function likesUsedToday(db: Pick<Db, 'select'>, userId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ used: count() })
    .from(swipes)
    .where(and(eq(swipes.userId, userId), eq(swipes.day, day), eq(swipes.liked, true)));
  return row?.used ?? 0;
}

/**
 * The next cards: visible, wanted, not swiped today, not liked before; no own or blocked profiles.
 * docs/product.md#list-order: faces first (members without a photo come only when fewer than a
 * deck's worth have one), the member's own region, then country first among them, then the newest.
 */
export async function swipeDeck(db: Db, tenant: Tenant, user: User, now: Date): Promise<SwipeDeck> {
  const day = swipeDay(now);
  const own = await viewerProfile(db, user);
  const candidates = own
    ? and(
        visibleTo(tenant, user.id),
        inArray(profiles.gender, wantedGenders(own)),
        notExists(sql`(select 1 from ${swipes} where ${swipes.userId} = ${user.id} and ${swipes.day} = ${day} and ${swipes.profileId} = ${profiles.userId})`),
        notExists(sql`(select 1 from ${likes} where ${likes.likerId} = ${user.id} and ${likes.likedId} = ${profiles.userId})`),
      )
    : undefined;
  const rows = own
    ? await takeInTiers(listTiers(nearFirst(own)), DECK_SIZE, (tier, limit) =>
        cardsWithMainPhoto(db, swipeColumns)
          .where(and(candidates, tier))
          .orderBy(...newestFirst)
          .limit(limit),
      )
    : [];
  return {
    cards: own ? rows.map(({ profile, photo }) => ({ profile, photo, distance: distanceBand(own, profile) })) : [],
    likesLeft: Math.max(0, tenant.swipe_likes_per_day - (await likesUsedToday(db, user.id, day))),
    refillAt: likesRefillAt(now),
  };
}

/**
 * One swipe. Likes are limited per day (the tenant's swipe_likes_per_day, 4 by default: docs/product.md#swipe-game); a pass
 * is free. The member's row is locked so two tabs cannot both use the last like.
 */
export async function swipe(
  db: Db,
  tenant: Tenant,
  user: User,
  input: { id: number; like: boolean },
  now: Date,
): Promise<{ match: boolean; likesLeft: number; events: LiveEvent[] }> {
  const day = swipeDay(now);
  await assertLikeable(db, tenant, user, input.id);
  const used = await db.transaction(async (tx) => {
    // NO KEY UPDATE: two members swiping each other at once each store a row naming the other
    // (a key-share lock on the other's row), which a full UPDATE lock would turn into a deadlock.
    await tx.execute(sql`select 1 from users where id = ${user.id} for no key update`);
    const before = await likesUsedToday(tx, user.id, day);
    if (input.like && before >= tenant.swipe_likes_per_day)
      throw new DomainError(429, 'out_of_swipes', 'likes.out_of_swipes', { count: tenant.swipe_likes_per_day });
    await tx.insert(swipes).values({ userId: user.id, profileId: input.id, day, liked: input.like }).onConflictDoNothing();
    return before + (input.like ? 1 : 0);
  });
  const { match, events } = input.like ? await likeMember(db, tenant, user, input.id) : { match: false, events: [] };
  return { match, likesLeft: Math.max(0, tenant.swipe_likes_per_day - used), events };
}
