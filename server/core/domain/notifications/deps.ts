import type { Db } from '#server/platform/db/client';
import type { Translator } from '#server/platform/i18n';
import type { Logger } from '#server/platform/logger';
import type { Mailer } from '#server/adapters/mail/message';
import type { PushSender } from '#server/adapters/web-push/types';
import type { Storage } from '#server/adapters/storage/storage';
import type { Secrets } from '#server/platform/secrets';
import type { TenantRegistry } from '#server/platform/tenancy/registry';

/** What notification jobs (push, mail, reminders, digests) work with. */
export interface NotificationDeps {
  db: Db;
  tenants: TenantRegistry;
  translator: Translator;
  mailer: Mailer;
  push: PushSender;
  secrets: Secrets;
  logger: Logger;
  now(): Date;
  /** The media store: a mail's faces as JPEG are made and kept there (photos/mail-thumb.ts). */
  media: Storage;
  /** MEDIA_URL, where uploaded photos are served from (else each site's cdn_prefix): faces in mails. */
  mediaUrl?: string | undefined;
  /** NOTIFICATION_MAIL_DELAY_SECONDS: how long a message or like waits unread before its mail. */
  mailDelayMs: number;
  /** Tells this process's worker to look for jobs now (after an enqueue outside a request's transaction). */
  wake(): void;
}
