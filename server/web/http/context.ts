import type { TFunction } from 'i18next';
import type { User } from '#server/core/domain/accounts/context';
import type { Language } from '#server/contract/languages';
import type { TenantContext } from '#server/platform/tenancy/registry';
import type { RequestCookies } from './cookies';

/** What the middlewares learn about a request, for routes and the renderer. */
export interface RequestContext {
  site: TenantContext;
  language: Language;
  t: TFunction;
  /** ISO country of the visitor, or null (loopback, unknown). */
  country: string | null;
  nonce: string;
  /** Where media files are served from: MEDIA_URL, else the tenant's cdn_prefix. */
  cdnPrefix: string;
  /** The logged-in member, when the session cookie is valid on this tenant. */
  user?: User | undefined;
  sessionToken?: string | undefined;
  /** The session cookie belongs to a banned member: no user, and calls that need one answer 403 `banned`. */
  banned?: boolean | undefined;
}

declare global {
  // Express merges its Locals interface with this one (declaration merging).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The request's cookies, parsed once by the first middleware (server/web/http/cookies.ts). */
      cookies: RequestCookies;
      ctx: RequestContext;
      /** The page's CSP nonce; API answers have none (their policy allows no script). */
      nonce?: string;
    }
  }
}
