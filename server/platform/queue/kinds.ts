/** The kind of job every message, like and match starts (stored beside its event, server/platform/realtime/events.ts). */
export const NOTIFY_JOB = 'notify';
