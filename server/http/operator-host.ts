import express, { Router, type RequestHandler } from 'express';
import { parse as parseCookies } from 'cookie';
import { OPERATOR_COOKIE } from '#server/api/operator/routes';
import type { Db } from '#server/db/client';
import { DomainError } from '#server/domain/errors';
import { findSessionOperator } from '#server/domain/operators/sessions';
import type { Translator } from '#server/i18n';
import { normalizeHost } from '#server/tenancy/registry';
import { apiErrorHandler, notFoundApi } from './errors';
import { guardBody, guardUrl } from './input-guard';
import { requireSameOrigin } from './origin-check';
import { acceptedLanguage } from './tenant';

/** Paths that belong to the console: on a member site they do not exist. */
const CONSOLE_PATHS = /^\/(operator|admin|api\/operator)(\/|$)/;

export interface OperatorHostDeps {
  hosts: string[];
  db: Db;
  translator: Translator;
  now(): Date;
  /** The console's API routes (server/api/operator/routes.ts). */
  routes: Router;
}

/**
 * Splits the deploy in two before any tenant is resolved (docs/product.md#operator-console):
 * a console host answers only the console's API (no site, no member session, no member
 * route: everything else is 404), and a member site answers the console's paths with 404.
 */
export function operatorHost({ hosts, db, translator, now, routes }: OperatorHostDeps): RequestHandler {
  const consoleHosts = new Set(hosts.map((host) => normalizeHost(host)));
  const consoleApp = Router();
  consoleApp.use((req, res, next) => {
    const language = acceptedLanguage(req.headers['accept-language']);
    res.locals.console = { host: normalizeHost(req.headers.host), t: translator.t(language) };
    next();
  });
  consoleApp.use(guardUrl);
  consoleApp.use('/api/operator', express.json({ limit: '100kb' }), guardBody, requireSameOrigin, loadOperator(db, now));
  consoleApp.use(routes);
  consoleApp.use('/api', notFoundApi);
  consoleApp.use((_req, _res, next) => next(new DomainError(404, 'not_found', 'errors.api_not_found')));
  consoleApp.use(apiErrorHandler);

  return (req, res, next) => {
    if (consoleHosts.has(normalizeHost(req.headers.host))) return consoleApp(req, res, next);
    if (CONSOLE_PATHS.test(req.path)) {
      res.status(404).end();
      return;
    }
    next();
  };
}

function loadOperator(db: Db, now: () => Date): RequestHandler {
  return async (req, res, next) => {
    const ctx = res.locals.console;
    const token = parseCookies(req.headers.cookie ?? '')[OPERATOR_COOKIE];
    if (ctx && token && token.length < 100) {
      const operator = await findSessionOperator(db, token, ctx.host, now());
      if (operator) {
        ctx.operator = operator;
        ctx.sessionToken = token;
      }
    }
    next();
  };
}
