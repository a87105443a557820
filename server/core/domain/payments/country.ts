import type { Db } from '#server/platform/db/client';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { viewerProfile } from '../accounts/lookup';

/** Members pay in their profile's country; visitors see the prices of where they are, else the site's first country. */
export async function paymentCountry(db: Db, tenant: Pick<Tenant, 'countries'>, user: User | undefined, visitorCountry: string | null): Promise<string> {
  const profile = user ? await viewerProfile(db, user) : undefined;
  return profile?.country ?? visitorCountry ?? (tenant.countries[0] as string);
}
