import { accountMailHandlers } from '../domain/accounts/mail-jobs';
import { complaintMailHandlers } from '../domain/complaints/mail';
import { photoFileHandlers } from '../domain/photos/file-removal';
import { photoMailHandlers } from '../domain/photos/removed-mail';
import type { NotificationDeps } from '../domain/notifications/deps';
import { dispatchHandlers } from '../domain/notifications/dispatch';
import { mailJobHandlers } from '../domain/notifications/mail-jobs';
import { pushJobHandlers } from '../domain/notifications/push-jobs';
import { transactionalMailHandlers } from '../domain/notifications/transactional';
import type { JobHandler } from '#server/platform/queue/queue';

/** Every kind of queued job and what runs it (one line per area). */
export function jobHandlers(deps: NotificationDeps): Record<string, JobHandler> {
  return {
    ...dispatchHandlers(deps),
    ...mailJobHandlers(deps),
    ...transactionalMailHandlers(deps),
    ...accountMailHandlers(deps),
    ...complaintMailHandlers(deps),
    ...photoMailHandlers(deps),
    ...photoFileHandlers(deps),
    ...pushJobHandlers(deps),
  };
}
