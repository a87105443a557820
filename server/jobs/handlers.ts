import type { NotificationDeps } from '../domain/notifications/deps';
import { dispatchHandlers } from '../domain/notifications/dispatch';
import { pushJobHandlers } from '../domain/notifications/push-jobs';
import type { JobHandler } from '../queue/queue';

/** Every kind of queued job and what runs it (one line per area). */
export function jobHandlers(deps: NotificationDeps): Record<string, JobHandler> {
  return {
    ...dispatchHandlers(deps),
    ...pushJobHandlers(deps),
  };
}
