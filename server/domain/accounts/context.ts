import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import type { Translator } from '../../i18n';
import type { Language } from '../../i18n/languages';
import type { Mailer } from '../../mail/mailer';
import type { RateLimits } from '../../security/rate-limits';
import type { TenantContext } from '../../tenancy/registry';

/** What the account rules need from the outside world; `now` lets tests move the clock. */
export interface AccountDeps {
  db: Db;
  limits: RateLimits;
  mailer: Mailer;
  translator: Translator;
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
