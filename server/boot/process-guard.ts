import { currentRequestId } from '../web/http/server';
import type { Logger } from '../platform/logger';

/**
 * What escapes every handler. A rejected promise nobody awaited is logged and the process goes
 * on: it left nothing half done that others rely on. An uncaught exception may have (a callback
 * cut off midway), so it is logged and the process shuts down gracefully with a non-zero code;
 * the supervisor (npm start, or the container's restart policy) starts a fresh one. Both carry
 * the id of the request whose work failed, when there was one.
 */
export function guardProcess(logger: Logger, shutdown: (reason: string, exitCode: number) => void): void {
  process.on('unhandledRejection', (reason: unknown) => {
    logger.error({ err: reason, reqId: currentRequestId() }, 'unhandled promise rejection');
  });
  process.on('uncaughtException', (error: Error) => {
    logger.fatal({ err: error, reqId: currentRequestId() }, 'uncaught exception: shutting down');
    shutdown('uncaughtException', 1);
  });
}
