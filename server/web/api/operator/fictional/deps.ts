import type { Db } from '#server/platform/db/client';
import type { Realtime } from '#server/platform/realtime/events';
import type { Storage } from '#server/adapters/storage/storage';
import type { TenantRegistry } from '#server/platform/tenancy/registry';

/** What the fictional profiles' and the inbox's routes need (one file, so neither imports the other). */
export interface FictionalRouteDeps {
  db: Db;
  storage: Storage;
  /** NOTIFICATION_MAIL_DELAY_SECONDS in ms: a member's mail is planned with the answer. */
  mailDelayMs: number;
  realtime: Realtime;
  tenants: TenantRegistry;
  /** MEDIA_URL: where media are served when not from each site's cdn_prefix. */
  mediaUrl: string | undefined;
  now(): Date;
}

/** Where a site's media are addressed, as on its own pages. */
export function mediaPrefix(deps: Pick<FictionalRouteDeps, 'tenants' | 'mediaUrl'>, tenantId: string): string {
  return deps.mediaUrl ?? deps.tenants.get(tenantId)?.tenant.cdn_prefix ?? '/media/';
}
