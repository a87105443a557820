import express, { Router, type RequestHandler } from 'express';
import type { Db } from '#server/platform/db/client';
import { DomainError } from '#server/core/domain/errors';
import { findSessionOperator } from '#server/core/domain/operators/sessions';
import type { Translator } from '#server/platform/i18n';
import { normalizeHost } from '#server/platform/tenancy/registry';
import { apiErrorHandler } from '#server/web/http/errors';
import { guardBody, guardUrl } from '#server/web/http/input-guard';
import { requireSameOrigin } from '#server/web/http/origin-check';
import { acceptedLanguage } from '#server/web/http/tenant';
import { consoleShell } from '#server/web/ssr/console-shell';
import type { PageRenderer } from '#server/web/ssr/renderer';
import { isLanguage } from '#server/contract/languages';
import { CONSOLE_LANGUAGE_COOKIE, OPERATOR_COOKIE } from '#server/contract/cookies';

export interface OperatorHostDeps {
  hosts: string[];
  db: Db;
  translator: Translator;
  now(): Date;
  /** The console's API routes (server/web/api/operator/routes.ts). */
  routes: Router;
  /** Serves the console's page (its own client entry) for every path outside the API. */
  renderer: PageRenderer;
}

/**
 * The console, mounted before any tenant is resolved (docs/product.md#operator-console): on a
 * console host it answers alone (no site, no member session, no member route: everything else
 * is 404); any other host leaves it at once, so on a member site its paths do not exist.
 */
export function operatorHost({ hosts, db, translator, now, routes, renderer }: OperatorHostDeps): Router {
  const consoleHosts = new Set(hosts.map((host) => normalizeHost(host)));
  const router = Router();
  router.use((req, res, next) => {
    const host = normalizeHost(req.headers.host);
    if (!consoleHosts.has(host)) return next('router');
    // The operator's choice (a host-only cookie), else the browser's.
    const chosen = res.locals.cookies[CONSOLE_LANGUAGE_COOKIE];
    const language = isLanguage(chosen) ? chosen : acceptedLanguage(req.headers['accept-language']);
    res.locals.console = { host, language, t: translator.t(language) };
    next();
  });
  router.use(guardUrl);
  router.use('/api/operator', express.json({ limit: '100kb' }), guardBody, requireSameOrigin, loadOperator(db, now));
  router.use(routes);
  router.use(consoleShell(renderer));
  router.use((_req, _res, next) => next(new DomainError(404, 'not_found', 'errors.api_not_found')));
  router.use(apiErrorHandler);
  return router;
}

function loadOperator(db: Db, now: () => Date): RequestHandler {
  return async (_req, res, next) => {
    const ctx = res.locals.console;
    const token = res.locals.cookies[OPERATOR_COOKIE];
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
