import { eq } from 'drizzle-orm';
import { hashPassword } from '../domain/accounts/password';
import type { TenantRegistry } from '../tenancy/registry';
import type { Db } from './client';
import { profiles, users } from './schema';

export const DEMO_PASSWORD = 'demo-password-2026';

export function demoEmail(tenantId: string): string {
  return `demo@${tenantId}.localhost`;
}

/** Gives each tenant without members one confirmed demo member, so a fresh start can log in. */
export async function seedDemoMembers(db: Db, tenants: TenantRegistry): Promise<string[]> {
  const seeded: string[] = [];
  for (const tenant of tenants.tenants) {
    const existing = await db.select({ id: users.id }).from(users).where(eq(users.tenantId, tenant.id)).limit(1);
    if (existing.length) continue;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ tenantId: tenant.id, email: demoEmail(tenant.id), passwordHash, status: 'active', language: tenant.domain_language })
        .returning({ id: users.id });
      if (!user) throw new Error('demo user insert returned nothing');
      await tx.insert(profiles).values({
        userId: user.id,
        tenantId: tenant.id,
        name: 'Demo',
        gender: 'female',
        sexuality: 'hetero',
        dateOfBirth: '1990-06-15',
        country: tenant.countries[0] as string,
        status: 'active',
      });
    });
    seeded.push(tenant.id);
  }
  return seeded;
}
