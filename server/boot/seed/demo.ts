import { and, eq } from 'drizzle-orm';
import { hashPassword } from '#server/core/domain/accounts/password';
import { syncProfileVisibility } from '#server/core/domain/accounts/visibility';
import { applyCreditChange } from '#server/core/domain/credits/ledger';
import type { Storage } from '#server/adapters/storage/storage';
import type { TenantRegistry } from '#server/platform/tenancy/registry';
import type { Db } from '#server/platform/db/client';
import { profiles, users } from '#server/platform/db/schema';
import { seedCamProfiles } from './cam';
import { markSeededPhotosReviewed, seedDemoProfiles } from './profiles';

export const DEMO_PASSWORD = 'demo-password-2026';
const DEMO_CREDITS = 200;
/** Members per site on a fresh start: enough for search, paging and filters to show something. */
export const DEMO_PROFILES_PER_TENANT = 300;

export function demoEmail(tenantId: string): string {
  return `demo@${tenantId}.localhost`;
}

/**
 * Gives each tenant without members one confirmed demo member, so a fresh start can log in. It is
 * unlisted (decision 0126): its profile opens by address, but no search, like list, face wall or
 * swipe deck shows it, on any site; a demo login seeded before that is made unlisted here too.
 */
export async function seedDemoMembers(db: Db, tenants: TenantRegistry): Promise<string[]> {
  const seeded: string[] = [];
  for (const tenant of tenants.tenants) {
    const [demo] = await db
      .update(users)
      .set({ unlisted: true })
      .where(and(eq(users.tenantId, tenant.id), eq(users.email, demoEmail(tenant.id)), eq(users.unlisted, false)))
      .returning({ id: users.id });
    if (demo) await syncProfileVisibility(db, demo.id);
    const existing = await db.select({ id: users.id }).from(users).where(eq(users.tenantId, tenant.id)).limit(1);
    if (existing.length) continue;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ tenantId: tenant.id, email: demoEmail(tenant.id), passwordHash, status: 'active', unlisted: true, language: tenant.domain_language })
        .returning({ id: users.id });
      if (!user) throw new Error('demo user insert returned nothing');
      await tx.insert(profiles).values({
        userId: user.id,
        tenantId: tenant.id,
        name: 'Demo',
        // Fits the site: a man on the gay site (niche 4), a woman elsewhere (lesbian on niche 5).
        gender: tenant.niche === 4 ? 'male' : 'female',
        sexuality: tenant.niche === 4 ? 'gay' : tenant.niche === 5 ? 'lesbian' : 'hetero',
        // Old enough for every niche, including the 40+ sites.
        dateOfBirth: '1972-06-15',
        country: tenant.countries[0] as string,
        status: 'unlisted',
      });
      // Enough to try the paid chat; through the ledger like every credit.
      await applyCreditChange(tx, { tenantId: tenant.id, userId: user.id, amount: DEMO_CREDITS, reason: 'correction', reference: 'demo-seed' });
    });
    seeded.push(tenant.id);
  }
  return seeded;
}

/**
 * Everything a fresh start needs to look alive: the login member first (it only comes on a site
 * without members), then demo members up to DEMO_PROFILES_PER_TENANT per site (their photos
 * reviewed, older seeds' too), and a cam profile where the site has a cam partner.
 */
export async function seedDemoContent(db: Db, storage: Storage, tenants: TenantRegistry): Promise<{ members: string[]; profiles: number }> {
  const members = await seedDemoMembers(db, tenants);
  const added = await seedDemoProfiles(db, storage, tenants, { perTenant: DEMO_PROFILES_PER_TENANT });
  await markSeededPhotosReviewed(db);
  await seedCamProfiles(db, tenants);
  return { members, profiles: added };
}
