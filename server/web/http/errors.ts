import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { DomainError, ValidationError } from '#server/core/domain/errors';
import { DATABASE_RETRY_AFTER_SECONDS, isConnectionError } from '#server/platform/db/connection-errors';

export const notFoundApi: RequestHandler = () => {
  throw new DomainError(404, 'not_found', 'errors.api_not_found');
};

/** body-parser's refusals (JSON and form bodies), by its `type`, as our codes and messages. */
const BODY_PARSER_ERRORS: Record<string, DomainError> = {
  'entity.too.large': new DomainError(413, 'too_large', 'errors.too_large'),
  'parameters.too.many': new DomainError(413, 'too_large', 'errors.too_large'),
  'entity.parse.failed': new DomainError(400, 'invalid_body', 'errors.invalid_body'),
  'request.size.invalid': new DomainError(400, 'invalid_body', 'errors.invalid_body'),
  'request.aborted': new DomainError(400, 'invalid_body', 'errors.invalid_body'),
  'charset.unsupported': new DomainError(415, 'unsupported_encoding', 'errors.unsupported_encoding'),
  'encoding.unsupported': new DomainError(415, 'unsupported_encoding', 'errors.unsupported_encoding'),
};

function bodyParserError(error: unknown): DomainError | undefined {
  if (typeof error !== 'object' || error === null || !('type' in error) || typeof error.type !== 'string') return undefined;
  return Object.hasOwn(BODY_PARSER_ERRORS, error.type) ? BODY_PARSER_ERRORS[error.type] : undefined;
}

/**
 * A request whose database connection was lost or could not be made (a restart, a failover, an
 * ended session), logged as a warning: 503 with Retry-After, for the API and the pages alike.
 */
export function databaseUnavailable(error: unknown): DomainError | undefined {
  if (!isConnectionError(error)) return undefined;
  return new DomainError(503, 'unavailable', 'errors.server', { retry_after: DATABASE_RETRY_AFTER_SECONDS });
}

function translate(t: TFunction | undefined, key: string, values: Record<string, unknown> = {}): string {
  return t ? t(key, values) : 'An error occured, please try again later.';
}

/** `{ error, message, fields? }` with the message in the member's language (docs/product.md#api-errors). */
export const apiErrorHandler: ErrorRequestHandler = (thrown, req, res, next) => {
  if (res.headersSent) return next(thrown);
  const unavailable = databaseUnavailable(thrown);
  if (unavailable) req.log.warn({ err: thrown }, 'database unavailable');
  const error = bodyParserError(thrown) ?? unavailable ?? thrown;
  // The console has no site: its language comes from the browser (server/web/api/operator/host.ts).
  const t = res.locals.ctx?.t ?? res.locals.console?.t;
  if (error instanceof ValidationError) {
    const fields: Record<string, string> = {};
    for (const [field, { key, values }] of Object.entries(error.fieldKeys)) fields[field] = translate(t, key, values);
    res.status(400).json({ error: error.code, message: Object.values(fields)[0] ?? translate(t, error.messageKey), fields, ...error.extra });
    return;
  }
  if (error instanceof DomainError) {
    // A refusal that passes (a dependency or a setting): says when to ask again.
    if (error.status === 503) res.setHeader('Retry-After', String(error.values.retry_after ?? 60));
    // A limit on guesses (server/core/domain/accounts/guard.ts, login.ts) says when its block ends.
    else if (error.status === 429 && typeof error.values.retry_after === 'number') res.setHeader('Retry-After', String(error.values.retry_after));
    res.status(error.status).json({ error: error.code, message: translate(t, error.messageKey, error.values), ...error.values });
    return;
  }
  if (error instanceof z.ZodError) {
    const fields: Record<string, string> = {};
    for (const issue of error.issues) fields[issue.path.join('.')] ??= translate(t, 'errors.invalid_field');
    res.status(400).json({ error: 'invalid_request', message: translate(t, 'errors.invalid_request'), fields });
    return;
  }
  const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) req.log.error({ err: error }, 'request failed');
  res
    .status(status)
    .json({ error: status === 500 ? 'server_error' : 'bad_request', message: translate(t, status === 500 ? 'errors.server' : 'errors.invalid_request') });
};
