import type { Request, RequestHandler, Response } from 'express';
import { DomainError } from '#server/core/domain/errors';
import { SESSION_COOKIE } from '#server/contract/cookies';
import type { RequestCookies } from './cookies';

/**
 * Text no field of ours takes: C0 control characters other than tab, line feed and carriage
 * return (PostgreSQL refuses NUL outright, the others are never typed by a person), and UTF-16
 * surrogates without their other half (they have no UTF-8 form, so drivers and libraries throw).
 * In a `u` regex a surrogate pair is one code point, so the surrogate range only matches halves.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point of this rule
const BAD_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff]/u;

/** Our deepest body is a profile's list of values; anything far deeper is an attack on parsers. */
export const MAX_DEPTH = 16;

/** Keys that mean something to JavaScript objects and nothing to our API. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function isCleanText(text: string): boolean {
  return !BAD_TEXT.test(text);
}

/** True when every string and key in a parsed value is clean and it nests at most MAX_DEPTH deep. */
export function isCleanInput(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isCleanText(value);
  if (value === null || typeof value !== 'object') return true;
  if (Buffer.isBuffer(value)) return true;
  if (depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => isCleanInput(item, depth + 1));
  return Object.entries(value).every(([key, item]) => !FORBIDDEN_KEYS.has(key) && isCleanText(key) && isCleanInput(item, depth + 1));
}

/** For parsers that run inside a route (multipart forms). */
export class InputRejected extends DomainError {
  constructor() {
    super(400, 'invalid_input', 'errors.invalid_input');
  }
}

function decodedPath(req: Request): string | undefined {
  try {
    return decodeURIComponent(req.path);
  } catch {
    return undefined;
  }
}

function rawQuery(req: Request): URLSearchParams {
  const index = req.originalUrl.indexOf('?');
  return new URLSearchParams(index < 0 ? '' : req.originalUrl.slice(index + 1));
}

/**
 * What routes read from the URL and the session cookie: the decoded path (route parameters),
 * the query both as Express parses it and as URLSearchParams does (read endpoints use the
 * latter), and the session token, which is looked up in the database.
 */
function urlIsClean(req: Request, cookies: RequestCookies): boolean {
  const path = decodedPath(req);
  if (path === undefined || !isCleanText(path)) return false;
  if (!isCleanInput(req.query)) return false;
  for (const [key, value] of rawQuery(req)) {
    if (FORBIDDEN_KEYS.has(key) || !isCleanText(key) || !isCleanText(value)) return false;
  }
  const token = cookies[SESSION_COOKIE];
  return token === undefined || isCleanText(token);
}

/** Answered here, not thrown: pages have no JSON error handler, and this runs before them. The operator console has no site, only its own context. */
function reject(res: Response): void {
  res.status(400).json({ error: 'invalid_input', message: (res.locals.console ?? res.locals.ctx).t('errors.invalid_input') });
}

/** Mounted right after tenant resolution, before any route reads the URL or the session. */
export const guardUrl: RequestHandler = (req, res, next) => {
  if (!urlIsClean(req, res.locals.cookies)) return reject(res);
  next();
};

/** Mounted after the JSON parser; the multipart parser (inside its routes) checks its fields itself. */
export const guardBody: RequestHandler = (req, res, next) => {
  if (!isCleanInput(req.body)) return reject(res);
  next();
};
