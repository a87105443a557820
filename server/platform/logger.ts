import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

/**
 * JSON logs on stdout; request logs add reqId and tenant (see server/web/http/request-log.ts). The
 * pid tells apart the lines of the processes sharing a machine (WEB_CONCURRENCY, server/boot/cluster.ts).
 */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'dating-platform', pid: process.pid }, redact: ['req.headers.cookie', 'req.headers.authorization'] });
}
