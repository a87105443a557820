import type { JobHandler } from '#server/platform/queue/queue';
import { NOTIFY_JOB } from '#server/platform/queue/kinds';
import type { NotificationDeps } from './deps';
import { dispatchEvent } from './dispatch-event';

/** The 'notify' job every message, like and match stores beside its event: it decides on push and mail. */
export function dispatchHandlers(deps: NotificationDeps): Record<string, JobHandler> {
  return { [NOTIFY_JOB]: (job) => dispatchEvent(deps, Number(job.payload.event_id)) };
}
