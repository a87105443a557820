/**
 * A rule said no. Carries the HTTP status, a stable code for clients and the i18n key of the
 * message; the HTTP layer translates it into the member's language.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
    readonly values: Record<string, unknown> = {},
    readonly fields?: Record<string, string>,
  ) {
    super(code);
  }
}

/** A field-level validation failure: `fields` maps each field to the i18n key of its message. */
export class ValidationError extends DomainError {
  constructor(
    readonly fieldKeys: Record<string, { key: string; values?: Record<string, unknown> }>,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(400, 'invalid_request', 'errors.invalid_request');
  }
}
