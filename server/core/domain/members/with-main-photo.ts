import { and, eq, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#server/platform/db/client';
import { photos, profiles, users } from '#server/platform/db/schema';

/**
 * A profile with its owner's verified mark (users.verified_at, decision 0098): what every card
 * and profile page is presented from, so none can leave the badge out.
 */
export const cardProfileColumns = { ...getTableColumns(profiles), verifiedAt: users.verifiedAt };

export type CardProfile = typeof profiles.$inferSelect & { verifiedAt: Date | null };

/** The badge says a real person matched these photos: a fictional profile never carries one. */
export function showsVerified(profile: Pick<CardProfile, 'verifiedAt' | 'fictional'>): boolean {
  return profile.verifiedAt !== null && !profile.fictional;
}

/** A profile's main photo, joined only while others may see it (not waiting for review, not rejected). */
export const visibleMainPhoto = and(eq(photos.userId, profiles.userId), eq(photos.isMain, true), eq(photos.status, 'active'));

/**
 * What a card shows (server/core/presenters/members.ts#presentCard) and a list's order needs, and
 * no more: the search, the home's glance and a profile's related cards read only these. Drizzle took about half a
 * millisecond to build a statement selecting every profile and photo column, and maps every
 * column of every row it returns (decision 0161).
 */
export const cardColumns = {
  userId: profiles.userId,
  tenantId: profiles.tenantId,
  name: profiles.name,
  dateOfBirth: profiles.dateOfBirth,
  gender: profiles.gender,
  country: profiles.country,
  region: profiles.region,
  fictional: profiles.fictional,
  camHandle: profiles.camHandle,
  createdAt: profiles.createdAt,
  verifiedAt: users.verifiedAt,
};

export type CardFields = Pick<CardProfile, keyof typeof cardColumns>;

const cardPhotoColumns = {
  filename: photos.filename,
  thumbFilename: photos.thumbFilename,
  status: photos.status,
  variantWidths: photos.variantWidths,
};

export type CardPhoto = Pick<typeof photos.$inferSelect, keyof typeof cardPhotoColumns>;

type Columns = Record<string, AnyPgColumn>;

/** Profiles joined to their owner (for the verified mark) and their visible main photo, with the columns asked for. */
function withMainPhoto<Profile extends Columns, Photo extends Columns>(db: Db, profile: Profile, photo: Photo) {
  return db.select({ profile, photo }).from(profiles).innerJoin(users, eq(users.id, profiles.userId)).leftJoin(photos, visibleMainPhoto);
}

/** profilesWithMainPhoto with only what a card shows (cardColumns) and the profile columns a surface adds (the swipe card's bio and place). */
export function cardsWithMainPhoto<Extra extends Columns>(db: Db, extra: Extra) {
  return withMainPhoto(db, { ...cardColumns, ...extra }, cardPhotoColumns);
}

/**
 * Profiles with their main photo (null when none, or while it waits for review or was rejected):
 * the start of every card list. Callers add their own where, order and limit. The owner's row
 * comes by primary key, one lookup per row returned, so a page still walks its search index.
 */
export function profilesWithMainPhoto(db: Db) {
  return withMainPhoto(db, cardProfileColumns, getTableColumns(photos));
}
