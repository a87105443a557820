import type { Db } from '#server/platform/db/client';
import type { users } from '#server/platform/db/schema';
import type { Language } from '#server/contract/languages';
import type { RateLimits } from '#server/platform/security/rate-limits';
import type { Secrets } from '#server/platform/secrets';
import type { TenantContext } from '#server/platform/tenancy/registry';

/** What the account rules need from the outside world; `now` lets tests move the clock. */
export interface AccountDeps {
  db: Db;
  limits: RateLimits;
  /** Derives the e-mailed links' tokens from their queued mail's nonce (./mail.ts). */
  secrets: Secrets;
  now(): Date;
}

/** Who is asking, where: the tenant, the page language, the site origin for links, the IP. */
export interface SiteRequest {
  site: TenantContext;
  language: Language;
  /** e.g. https://flirtlocal.example, used to build links in e-mails. */
  origin: string;
  ip: string;
  /** The country the site serves this visitor in (settings' geoip_selected_country). */
  country: string;
}

export type User = typeof users.$inferSelect;
