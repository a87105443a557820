import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '#server/platform/paths';
import { regionsFor } from '#server/platform/reference-data/regions';
import { createDiskStorage } from '#server/adapters/storage/storage';
import { loadTenantFiles } from '#server/platform/tenancy/load';
import { TenantRegistry, type TenantContext } from '#server/platform/tenancy/registry';
import type { Database } from '#server/platform/db/client';
import { openScratchDatabase } from '#tests/support/backends';
import { photos, profiles, users } from '#server/platform/db/schema';
import { variantKey } from '#server/contract/photo-variants';
import { memberGenerator } from './generate';
import { markSeededPhotosReviewed, seedBulkProfiles, seedDemoProfiles } from './profiles';
import { mulberry32 } from './random';

const tenants = new TenantRegistry(loadTenantFiles(path.join(ROOT, 'tenants')));
const PER_TENANT = 40;
let database: Database;
let closeDatabase: () => Promise<void>;
let mediaDir: string;

beforeAll(async () => {
  ({ database, close: closeDatabase } = await openScratchDatabase());
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-media-'));
  const added = await seedDemoProfiles(database.db, createDiskStorage(mediaDir), tenants, { perTenant: PER_TENANT, random: mulberry32(42) });
  expect(added).toBe(PER_TENANT * tenants.tenants.length);
});

afterAll(async () => {
  await closeDatabase();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

function profilesOf(tenantId: string) {
  return database.db.select().from(profiles).where(eq(profiles.tenantId, tenantId));
}

describe('seedDemoProfiles', () => {
  it('gives every tenant active, named members in its own countries and regions', async () => {
    for (const { id, countries } of tenants.tenants) {
      const rows = await profilesOf(id);
      expect(rows).toHaveLength(PER_TENANT);
      const regions = regionsFor(countries);
      for (const row of rows) {
        expect(row.status).toBe('active');
        expect(row.name.length).toBeGreaterThan(1);
        expect(countries).toContain(row.country);
        // A member may leave the region open; one that names it names one of its country's.
        expect([null, ...(regions[row.country] ?? []).map((region) => region.code)]).toContain(row.region);
        expect(row.interests.length).toBeGreaterThanOrEqual(3);
        expect(row.interests.length).toBeLessThanOrEqual(8);
      }
      expect(rows.filter((row) => row.region !== null).length, id).toBeGreaterThan(PER_TENANT / 2);
    }
    const [inactive] = await database.db
      .select({ total: count() })
      .from(users)
      .where(sql`${users.status} <> 'active'`);
    expect(inactive?.total).toBe(0);
  });

  it('fits each niche: 40+ on herzklopfen, gay or bi men on regenboog-date, both genders elsewhere', async () => {
    const ages = await database.db
      .select({
        youngest: sql<number>`min(extract(year from age(${profiles.dateOfBirth})))::int`,
        oldest: sql<number>`max(extract(year from age(${profiles.dateOfBirth})))::int`,
      })
      .from(profiles)
      .where(eq(profiles.tenantId, 'herzklopfen'));
    expect(ages[0]?.youngest).toBeGreaterThanOrEqual(40);
    expect(ages[0]?.oldest).toBeLessThanOrEqual(75);
    for (const row of await profilesOf('regenboog-date')) {
      expect(row.gender).toBe('male');
      expect(['gay', 'bi']).toContain(row.sexuality);
    }
    const flirt = await profilesOf('flirtlocal');
    expect(new Set(flirt.map((row) => row.gender))).toEqual(new Set(['male', 'female']));
  });

  it('marks some members fictional, not all', async () => {
    const [fictional] = await database.db.select({ total: count() }).from(profiles).where(eq(profiles.fictional, true));
    expect(fictional?.total).toBeGreaterThan(0);
    expect(fictional?.total).toBeLessThan((PER_TENANT * tenants.tenants.length) / 2);
  });

  it('gives most members one active main photo whose WebP files exist under their tenant', async () => {
    const rows = await database.db.select().from(photos);
    expect(rows.length).toBeGreaterThan(PER_TENANT * tenants.tenants.length * 0.6);
    expect(new Set(rows.map((row) => row.userId)).size).toBe(rows.length);
    const [owner] = await database.db
      .select({ total: count() })
      .from(photos)
      .innerJoin(profiles, and(eq(profiles.userId, photos.userId), eq(profiles.tenantId, photos.tenantId)));
    expect(owner?.total).toBe(rows.length);
    // Lists put faces first by has_photo: set on exactly the members seeded with a photo.
    const faces = await database.db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.hasPhoto, true));
    expect(faces.map((face) => face.id).sort((a, b) => a - b)).toEqual(rows.map((row) => row.userId).sort((a, b) => a - b));
    for (const row of rows) {
      expect(row.status).toBe('active');
      expect(row.isMain).toBe(true);
      expect(row.filename.startsWith(`${row.tenantId}/`)).toBe(true);
    }
    for (const [file, size] of new Map(
      rows.flatMap(
        (row) =>
          [
            [row.filename, 800],
            [row.thumbFilename, 400],
          ] as const,
      ),
    )) {
      const meta = await sharp(path.join(mediaDir, file)).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([size, size]);
    }
  });

  it('stores square AVIF and WebP copies of the seeded photos, as an upload does', async () => {
    const [row] = await database.db.select().from(photos).limit(1);
    // The widths an upload of the same 800 px picture gets (server/core/domain/photos/variants.ts).
    expect(row?.variantWidths).toEqual([320, 640, 800]);
    for (const width of row?.variantWidths ?? []) {
      for (const [type, format] of [
        ['image/avif', 'heif'],
        ['image/webp', 'webp'],
      ] as const) {
        const meta = await sharp(path.join(mediaDir, variantKey(row?.filename ?? '', width, type))).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([format, width, width]);
      }
    }
  });

  it("counts the seeded photos as reviewed (the operator's own), those of an older seed too", async () => {
    const unreviewed = () => database.db.select({ total: count() }).from(photos).where(isNull(photos.reviewedAt));
    expect((await unreviewed())[0]?.total).toBe(0);
    await database.db.update(photos).set({ reviewedAt: null });
    await markSeededPhotosReviewed(database.db);
    expect((await unreviewed())[0]?.total).toBe(0);
  });

  it('adds nothing when every tenant already has enough members', async () => {
    expect(await seedDemoProfiles(database.db, createDiskStorage(mediaDir), tenants, { perTenant: PER_TENANT })).toBe(0);
    const [total] = await database.db.select({ total: count() }).from(profiles);
    expect(total?.total).toBe(PER_TENANT * tenants.tenants.length);
  });

  it('makes the same members from the same seed', () => {
    const { tenant } = tenants.get('coeurs-coquins') as TenantContext;
    const now = new Date('2026-06-01T12:00:00Z');
    const make = () => {
      const next = memberGenerator(tenant, [], mulberry32(7), now);
      return [1, 2, 3].map(next);
    };
    expect(make()).toEqual(make());
  });
});

describe('seedBulkProfiles', () => {
  it('spreads the requested number of members over the tenants, most with a photo', async () => {
    const before = await database.db.select({ total: count() }).from(photos);
    const progress: number[] = [];
    await seedBulkProfiles(database.db, createDiskStorage(mediaDir), tenants, 2_000, (done) => progress.push(done));
    expect(progress.at(-1)).toBe(2_000);
    const perTenant = await database.db.select({ tenantId: profiles.tenantId, total: count() }).from(profiles).groupBy(profiles.tenantId);
    for (const row of perTenant) expect(Math.abs(row.total - PER_TENANT - 2_000 / tenants.tenants.length)).toBeLessThan(1);
    const [userTotal] = await database.db.select({ total: count() }).from(users);
    expect(userTotal?.total).toBe(PER_TENANT * tenants.tenants.length + 2_000);
    const [after] = await database.db.select({ total: count() }).from(photos);
    const added = (after?.total ?? 0) - (before[0]?.total ?? 0);
    expect(added).toBeGreaterThan(2_000 * 0.75);
    expect(added).toBeLessThan(2_000 * 0.95);
  });
});
