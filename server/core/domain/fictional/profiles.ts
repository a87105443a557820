import crypto from 'node:crypto';
import { and, desc, eq, gt, ilike, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { conversationMembers, photos, profiles, users, type Operator } from '#server/platform/db/schema';
import { siteScope } from '#server/core/domain/operators/roles';
import { INTERESTS } from '#server/platform/reference-data/interests-data';
import { regionsFor } from '#server/platform/reference-data/regions';
import { CAM_HANDLE, type Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { ALL_NOTIFICATIONS_OFF, unusableEmail, unusablePasswordHash } from '../accounts/unusable';
import { checkDateOfBirth, checkUsername, throwIfErrors } from '../accounts/validation';
import { DomainError } from '../errors';

type Profile = typeof profiles.$inferSelect;
type Scope = Pick<Operator, 'role' | 'tenants'>;

/** What the console's form sets on a fictional profile; `fictional` itself is no field (always true). */
export interface FictionalFields {
  name: string;
  gender: 'male' | 'female' | '';
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi' | '';
  date_of_birth: string;
  country: string;
  region: string | null;
  about_me: string;
  interests: number[];
  /** '' for a fictional profile; a performer's handle at the site's cam partner makes it a cam profile (decision 0122). */
  cam_handle: string;
}

const INTEREST_IDS = new Set(INTERESTS.map((interest) => interest.id));

/**
 * The same rules as a member's own sign-up and profile (name, 18+, a country the site serves and
 * one of its regions, known interests), every wrong field reported at once.
 */
function checkFields(tenant: Tenant, fields: FictionalFields, today: Date) {
  const errors: Parameters<typeof throwIfErrors>[0] = {};
  checkUsername(fields.name.trim(), '', errors);
  checkDateOfBirth(fields.date_of_birth, today, errors);
  if (!fields.gender) errors.gender = { key: 'accounts.choose_option' };
  if (!fields.sexuality) errors.sexuality = { key: 'accounts.choose_option' };
  if (!tenant.countries.includes(fields.country)) errors.country = { key: 'errors.invalid_field' };
  else if (fields.region !== null && !regionsFor([fields.country])[fields.country]?.some((region) => region.code === fields.region))
    errors.region = { key: 'errors.invalid_field' };
  if (fields.interests.some((id) => !INTEREST_IDS.has(id))) errors.interests = { key: 'errors.invalid_field' };
  const camHandle = fields.cam_handle.trim();
  if (camHandle && !tenant.cam_partner) errors.cam_handle = { key: 'operator_console.cam_no_partner' };
  else if (camHandle && !CAM_HANDLE.test(camHandle)) errors.cam_handle = { key: 'errors.invalid_field' };
  throwIfErrors(errors);
  return {
    name: fields.name.trim(),
    gender: fields.gender as Exclude<FictionalFields['gender'], ''>,
    sexuality: fields.sexuality as Exclude<FictionalFields['sexuality'], ''>,
    dateOfBirth: fields.date_of_birth,
    country: fields.country,
    region: fields.region,
    aboutMe: fields.about_me.trim(),
    interests: [...new Set(fields.interests)].sort((a, b) => a - b),
    camHandle: camHandle || null,
  };
}

/** The fictional profiles an operator may touch: fictional, on one of their sites. */
function scoped(operator: Scope) {
  // Written as the bare column so the planner matches profiles_fictional's predicate.
  return and(sql`${profiles.fictional}`, siteScope(operator, profiles.tenantId));
}

/** One fictional profile of the operator's sites with its account row, else 404 (another site's is no different from none). */
export async function findFictional(db: Db, operator: Scope, id: number): Promise<{ profile: Profile; user: User }> {
  const [row] = await db
    .select({ profile: profiles, user: users })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.userId, id), scoped(operator)))
    .limit(1);
  if (!row) throw new DomainError(404, 'fictional_not_found', 'operator_console.fictional_not_found');
  return row;
}

export interface FictionalListFilter {
  tenantId?: string | undefined;
  /** Part of the name. */
  q?: string | undefined;
  /** Profiles older than this id (the previous page's last). */
  before?: number | undefined;
  limit: number;
}

/**
 * The console's list, newest first, paged by id on profiles_fictional; per row the main photo,
 * how many photos (photos_user) and how many conversations wait for an answer (conversation_members_waiting).
 */
export function listFictional(db: Db, operator: Scope, filter: FictionalListFilter) {
  const photoCount = sql<number>`(select count(*) from ${photos} where ${photos.userId} = ${profiles.userId})`.mapWith(Number);
  const waiting =
    sql<number>`(select count(*) from ${conversationMembers} where ${conversationMembers.userId} = ${profiles.userId} and ${gt(conversationMembers.unread, 0)})`.mapWith(
      Number,
    );
  return db
    .select({ profile: profiles, photo: photos, photoCount, waiting })
    .from(profiles)
    .leftJoin(photos, and(eq(photos.userId, profiles.userId), eq(photos.isMain, true), eq(photos.status, 'active')))
    .where(
      and(
        scoped(operator),
        filter.tenantId === undefined ? undefined : eq(profiles.tenantId, filter.tenantId),
        filter.q ? ilike(profiles.name, `%${filter.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`) : undefined,
        filter.before === undefined ? undefined : lt(profiles.userId, filter.before),
      ),
    )
    .orderBy(desc(profiles.userId))
    .limit(filter.limit);
}

/**
 * A new fictional profile on `tenant`, visible at once. Its account is one nobody signs in to
 * (the seed's kind: unusable address and password, no notifications); it never pays, so it has no credits.
 */
export async function createFictional(db: Db, tenant: Tenant, fields: FictionalFields, now: Date): Promise<number> {
  const values = checkFields(tenant, fields, now);
  const passwordHash = await unusablePasswordHash();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        tenantId: tenant.id,
        email: unusableEmail(tenant.id, `fictional-${crypto.randomUUID()}`),
        passwordHash,
        status: 'active',
        language: tenant.domain_language,
        notificationsDisabled: ALL_NOTIFICATIONS_OFF,
        pushDisabled: ALL_NOTIFICATIONS_OFF,
        signupDate: now,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('fictional account insert returned nothing');
    await tx.insert(profiles).values({ userId: user.id, tenantId: tenant.id, ...values, status: 'active', fictional: true, createdAt: now });
    return user.id;
  });
}

/** The form's fields on an existing fictional profile; `fictional` is not among them, so it stays true. */
export async function updateFictional(db: Db, tenant: Tenant, profileId: number, fields: FictionalFields, now: Date): Promise<void> {
  const values = checkFields(tenant, fields, now);
  await db
    .update(profiles)
    .set(values)
    .where(and(eq(profiles.userId, profileId), sql`${profiles.fictional}`));
}
