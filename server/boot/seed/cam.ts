import { and, desc, eq, exists, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { photos, profiles } from '#server/platform/db/schema';
import type { TenantRegistry } from '#server/platform/tenancy/registry';

/**
 * A site with a cam partner shows one cam profile on a fresh start (decision 0122): the seed turns
 * its newest fictional woman with a photo into one, so cam cards and the partner link can be seen.
 * A site that has a cam profile already is left alone.
 */
export async function seedCamProfiles(db: Db, tenants: TenantRegistry): Promise<string[]> {
  const seeded: string[] = [];
  for (const tenant of tenants.tenants) {
    if (!tenant.cam_partner) continue;
    const [existing] = await db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.tenantId, tenant.id), isNotNull(profiles.camHandle)))
      .limit(1);
    if (existing) continue;
    const withPhoto = exists(
      db
        .select({ one: sql`1` })
        .from(photos)
        .where(and(eq(photos.userId, profiles.userId), eq(photos.isMain, true), eq(photos.status, 'active'))),
    );
    const [chosen] = await db
      .select({ id: profiles.userId, name: profiles.name })
      .from(profiles)
      .where(and(eq(profiles.tenantId, tenant.id), sql`${profiles.fictional}`, eq(profiles.gender, 'female'), withPhoto))
      .orderBy(desc(profiles.createdAt), desc(profiles.userId))
      .limit(1);
    if (!chosen) continue;
    await db
      .update(profiles)
      .set({ camHandle: `${chosen.name.toLowerCase().replace(/[^a-z0-9]/g, '') || 'model'}-${chosen.id}` })
      .where(eq(profiles.userId, chosen.id));
    seeded.push(tenant.id);
  }
  return seeded;
}
