import { and, count, eq, isNull, like, max, sql } from 'drizzle-orm';
import { ALL_NOTIFICATIONS_OFF, unusablePasswordHash } from '#server/core/domain/accounts/unusable';
import type { Storage } from '#server/adapters/storage/storage';
import type { TenantRegistry } from '#server/platform/tenancy/registry';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { Db } from '#server/platform/db/client';
import { photos, profiles, users } from '#server/platform/db/schema';
import { renderAvatarPool, storeAvatarPool, type AvatarImage } from './avatars';
import { memberGenerator, type MemberGenerator, type MemberRow } from './generate';
import type { Random } from './random';

const DEMO_BATCH = 500;
const BULK_BATCH = 5_000;
/** The notification types as a PostgreSQL array literal for the batch insert. */
const NOTIFICATIONS_OFF = `{${ALL_NOTIFICATIONS_OFF.join(',')}}`;

type Executor = Pick<Db, 'execute'>;

/** What every batch of one run shares: the avatar pool is drawn and the hash computed once. */
interface SeedRun {
  pool: AvatarImage[];
  passwordHash: string;
  /** Next number for e-mail addresses (see nextSerial). */
  serial: number;
  now: Date;
}

async function startRun(db: Db): Promise<SeedRun> {
  // Demo members exist to be seen, not to log in: one unusable password for the whole run.
  const [pool, passwordHash, serial] = await Promise.all([renderAvatarPool(), unusablePasswordHash(), nextSerial(db)]);
  return { pool, passwordHash, serial, now: new Date() };
}

/**
 * E-mail numbers continue after the highest user id: every earlier run's numbers stayed below the
 * ids its own rows received, so a later run never repeats an address, even with the same seed.
 */
async function nextSerial(db: Db): Promise<number> {
  const [row] = await db.select({ top: max(users.id) }).from(users);
  return (row?.top ?? 0) + 1;
}

/**
 * One statement per batch: the rows travel as a single JSON parameter (PostgreSQL allows only
 * 65,535 bind parameters, fewer than a 5,000-row profile batch would need), and the users, their
 * profiles (has_photo set where a main photo comes) and the main photos are inserted together,
 * joined on the new e-mail addresses.
 */
async function insertMembers(db: Executor, tenant: Tenant, passwordHash: string, rows: readonly MemberRow[]): Promise<void> {
  await db.execute(sql`
    with input as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as r(
        email text, name text, gender text, sexuality text, date_of_birth date, country text, region text,
        fictional boolean, about_me text, relationship_status text, body_type text, hair_color text,
        eye_color text, tattoos text, interests integer[], created_at timestamptz, photo text, photo_thumb text, photo_widths integer[])
    ),
    new_users as (
      insert into users (tenant_id, email, password_hash, status, language, notifications_disabled, signup_date)
      select ${tenant.id}, email, ${passwordHash}, 'active', ${tenant.domain_language}, ${NOTIFICATIONS_OFF}::text[], created_at
      from input
      returning id, email
    ),
    new_profiles as (
      insert into profiles (user_id, tenant_id, name, gender, sexuality, date_of_birth, country, region, status, fictional,
        about_me, relationship_status, body_type, hair_color, eye_color, tattoos, interests, created_at, has_photo)
      select u.id, ${tenant.id}, i.name, i.gender, i.sexuality, i.date_of_birth, i.country, i.region, 'active', i.fictional,
        i.about_me, i.relationship_status, i.body_type, i.hair_color, i.eye_color, i.tattoos, i.interests, i.created_at, i.photo is not null
      from input i join new_users u using (email)
    )
    -- Reviewed as they are made: the operator's own demo photos are no work for the review-after queue (decision 0146).
    insert into photos (tenant_id, user_id, filename, thumb_filename, variant_widths, status, is_main, created_at, reviewed_at)
    select ${tenant.id}, u.id, i.photo, i.photo_thumb, i.photo_widths, 'active', true, i.created_at, i.created_at
    from input i join new_users u using (email)
    where i.photo is not null
  `);
}

function generate(run: SeedRun, make: MemberGenerator, size: number): MemberRow[] {
  const rows = Array.from({ length: size }, (_, index) => make(run.serial + index));
  run.serial += size;
  return rows;
}

/**
 * Tops every tenant up to `perTenant` active profiles with varied demo members; tenants that
 * already have enough are left alone, so it is safe at every start. Returns how many it added.
 */
export async function seedDemoProfiles(db: Db, storage: Storage, tenants: TenantRegistry, options: { perTenant: number; random?: Random }): Promise<number> {
  const random = options.random ?? Math.random;
  const counts = await db.select({ tenantId: profiles.tenantId, total: count() }).from(profiles).groupBy(profiles.tenantId);
  const existing = new Map(counts.map((row) => [row.tenantId, row.total]));
  let run: SeedRun | undefined;
  let added = 0;
  for (const tenant of tenants.tenants) {
    const missing = options.perTenant - (existing.get(tenant.id) ?? 0);
    if (missing <= 0) continue;
    run ??= await startRun(db);
    const seedRun = run;
    const make = memberGenerator(tenant, await storeAvatarPool(storage, tenant.id, seedRun.pool), random, seedRun.now);
    // One transaction per tenant: a failed start leaves no half-seeded site behind.
    await db.transaction(async (tx) => {
      for (let done = 0; done < missing; done += DEMO_BATCH) {
        await insertMembers(tx, tenant, seedRun.passwordHash, generate(seedRun, make, Math.min(DEMO_BATCH, missing - done)));
      }
    });
    added += missing;
  }
  return added;
}

/**
 * Benchmark data: `total` more members spread evenly over the tenants, 5,000 per statement. Photo
 * rows point at the tenant's copy of the avatar pool, so no image is written per member.
 */
export async function seedBulkProfiles(db: Db, storage: Storage, tenants: TenantRegistry, total: number, onProgress?: (done: number) => void): Promise<void> {
  const run = await startRun(db);
  const list = tenants.tenants;
  const makers = await Promise.all(
    list.map(async (tenant) => memberGenerator(tenant, await storeAvatarPool(storage, tenant.id, run.pool), Math.random, run.now)),
  );
  let done = 0;
  // The next batch is generated while the previous one is being inserted; nothing else is awaited
  // in between, so a failed insert surfaces at the next `await inserting`.
  let inserting: Promise<void> = Promise.resolve();
  for (const [index, tenant] of list.entries()) {
    const share = Math.floor(total / list.length) + (index < total % list.length ? 1 : 0);
    const make = makers[index] as MemberGenerator;
    for (let offset = 0; offset < share; offset += BULK_BATCH) {
      const rows = generate(run, make, Math.min(BULK_BATCH, share - offset));
      await inserting;
      inserting = insertMembers(db, tenant, run.passwordHash, rows).then(() => {
        done += rows.length;
        onProgress?.(done);
      });
    }
  }
  await inserting;
}

/**
 * Marks demo photos seeded before the review-after queue existed (decision 0146) as reviewed: they
 * are the operator's own. They all show a shared demo avatar; once done, the walk of
 * photos_unreviewed_all finds none, so it is cheap at every start.
 */
export async function markSeededPhotosReviewed(db: Db): Promise<void> {
  await db
    .update(photos)
    .set({ reviewedAt: sql`${photos.createdAt}` })
    .where(and(eq(photos.status, 'active'), isNull(photos.reviewedAt), like(photos.filename, '%/demo-avatar-%')));
}
