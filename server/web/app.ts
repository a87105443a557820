import express, { type ErrorRequestHandler } from 'express';
import type { Cache } from '../platform/cache';
import type { Config } from '../platform/config';
import type { Database } from '../platform/db/client';
import type { CountryLookup } from '../platform/geo/country';
import type { Translator } from '../platform/i18n';
import type { Logger } from '../platform/logger';
import type { Mailer } from '../adapters/mail/message';
import type { RateLimits } from '../platform/security/rate-limits';
import type { Realtime } from '../platform/realtime/events';
import type { AccountDeps } from '../core/domain/accounts/context';
import { accountLinkRoutes } from './api/account-links/routes';
import { signupRoutes } from './api/signup/routes';
import { oneTapRoutes } from './api/one-tap/routes';
import { userRoutes } from './api/user/routes';
import { pushRoutes } from './api/push/routes';
import { userEndpoint } from './api/user/endpoints';
import { notificationRoutes } from './api/notifications/routes';
import { notificationsEndpoint } from './api/notifications/endpoints';
import { unsubscribeRoutes } from './api/unsubscribe/routes';
import { unsubscribeEndpoint } from './api/unsubscribe/endpoints';
import { mailEventRoutes } from './api/mail-events/routes';
import type { Secrets } from '../platform/secrets';
import { profileRoutes } from './api/profile/routes';
import { profileEndpoint } from './api/profile/endpoints';
import { memberEndpoints } from './api/members/endpoints';
import { memberLandingEndpoint } from './api/member-landing/endpoints';
import { geocodeEndpoint } from './api/geocode/endpoints';
import { likeRoutes } from './api/likes/routes';
import { likeEndpoints } from './api/likes/endpoints';
import { chatRoutes } from './api/chat/routes';
import { chatEndpoints } from './api/chat/endpoints';
import { directDebitRoutes, paymentRoutes, paymentWebhookRoutes, retentionRoutes } from './api/payments/routes';
import { paymentEndpoints } from './api/payments/endpoints';
import type { PaymentProviders } from '../adapters/payment-providers/registry';
import type { AgeAssurers } from '../adapters/age-verifiers/registry';
import { ageCheckEndpoint, ageCheckRoutes, ageCheckWebhookRoutes } from './api/age-check/routes';
import { sandboxAgeCheckRoutes } from './api/age-check/sandbox-routes';
import type { SmsGateway } from '../adapters/sms/gateway';
import type { PushSender } from '../adapters/web-push/types';
import { sandboxCheckoutRoutes } from './api/sandbox-checkout/routes';
import { blockRoutes } from './api/blocks/routes';
import { complaintRoutes } from './api/complaints/routes';
import { photoRoutes } from './api/photos/routes';
import { exportRoutes } from './api/export/routes';
import { trafficRoutes } from './api/traffic/routes';
import type { MediaStores } from '../adapters/storage';
import { mediaRoutes } from './http/media';
import { textsRoutes } from './http/texts';
import { pageTexts } from '#server/platform/i18n/page-texts';
import { verificationEndpoint, verificationRoutes } from './api/verification/routes';
import { requireSameOrigin } from './http/origin-check';
import { guardBody, guardUrl } from './http/input-guard';
import { loadSession } from './http/session';
import { readEndpointRoutes, type ReadEndpoint } from './api/endpoints';
import { homeEndpoints } from './api/home/endpoints';
import { referenceEndpoints } from './api/reference/endpoints';
import { landerEndpoints } from './api/landers/endpoints';
import { createLanderVideos } from '../core/domain/landers/video';
import { landerRoutes } from './api/landers/routes';
import { createSettingsSource, settingsFirst, settingsRoutes } from './api/settings/routes';
import { apiErrorHandler, databaseUnavailable, notFoundApi } from './http/errors';
import { requestLog } from './http/request-log';
import { readCookies } from './http/cookies';
import { healthRoutes, type Readiness } from './http/health';
import type { Metrics } from './metrics/metrics';
import { labelled, measureRequests } from './metrics/http';
import { compress } from './http/compression';
import { apiHeaders, privateByDefault, securityHeaders } from './http/security';
import { resolveTenant, siteContext } from './http/tenant';
import { operatorHost } from './api/operator/host';
import { operatorRoutes } from './api/operator/routes';
import { consoleOrigin } from '../core/domain/operators/console-origin';
import { pageHandler } from './ssr/pages';
import { createPageCache } from './ssr/page-cache';
import type { PageRenderer } from './ssr/renderer';
import type { TenantRegistry } from '../platform/tenancy/registry';
import type { SiteSettingsSync } from '../platform/tenancy/site-settings-sync';
import { seoRoutes } from './seo/routes';
import { webAppRoutes } from './webapp/routes';

export interface AppDeps {
  config: Config;
  logger: Logger;
  database: Database;
  cache: Cache;
  tenants: TenantRegistry;
  /** The console's changes to the sites' safe fields, on every process (decision 0145). */
  siteSettings: SiteSettingsSync;
  translator: Translator;
  lookupCountry: CountryLookup;
  renderer: PageRenderer;
  mailer: Mailer;
  limits: RateLimits;
  realtime: Realtime;
  payments: PaymentProviders;
  /** Age assurance: the sites' providers and the sandbox (docs/decisions/0144-age-assurance.md). */
  ageAssurance: AgeAssurers;
  sms: SmsGateway;
  /** Web push: the sites' VAPID public keys for the settings. */
  push: PushSender;
  /** Keys derived from the deployment secret: unsubscribe links, bounce addresses. */
  secrets: Secrets;
  /** Where media and verification selfies are kept: DATA_DIR or an S3 bucket (server/adapters/storage/index.ts). */
  files: MediaStores;
  /** This server's Prometheus instruments (served on METRICS_PORT, never by the app). */
  metrics: Metrics;
  /** What /readyz checks: the database and its migrations, Redis when configured. */
  readiness: Readiness;
  /** The clock; tests move it. */
  now(): Date;
}

/** Room for a few hundred visitor pages (each 30–60 kB) per process. */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/** The whole Express app, without listening: server/index.ts serves it, tests drive it with supertest. */
export function createApp(deps: AppDeps): express.Express {
  const { config, logger, database, cache, tenants, translator, lookupCountry, renderer } = deps;
  const isProduction = config.NODE_ENV === 'production';
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  // Load balancers' probes: first, on every host, and neither logged nor timed.
  app.use(healthRoutes(deps.readiness));
  app.use(measureRequests(deps.metrics.requests));
  // The Cookie header, parsed once for everything after: the settings call first of all.
  app.use(readCookies);

  const log = requestLog(logger);
  const tenantDeps = { tenants, translator, lookupCountry, geoipHeader: config.GEOIP_HEADER, mediaUrl: config.MEDIA_URL };
  const context = siteContext(tenantDeps);
  const secureCookies = isProduction;
  const settings = createSettingsSource({ mediaUrl: config.MEDIA_URL, push: deps.push });
  app.use(
    labelled(
      '/api/settings.php',
      settingsFirst({
        source: settings,
        secureCookies,
        // No page answers here, so no nonce.
        context: (req, res) => context(req, res.locals.cookies, ''),
        headers: apiHeaders(isProduction),
        log,
      }),
    ),
  );
  app.use(securityHeaders(isProduction));
  app.use(log);
  app.use(compress());
  app.use(labelled('static', renderer.assets));
  const { media: storage, selfies } = deps.files;
  // Messages plan their recipient's mail as they are sent (server/core/domain/notifications/message-notice.ts).
  const mailDelayMs = config.NOTIFICATION_MAIL_DELAY_SECONDS * 1000;
  app.use(mediaRoutes(deps.files, logger));
  const texts = pageTexts(translator.resources);
  app.use(textsRoutes(texts));
  app.use(privateByDefault);
  // The operator console lives on its own hosts, which are no site: it answers before a tenant is resolved.
  app.use(
    operatorHost({
      hosts: config.OPERATOR_HOSTS,
      db: database.db,
      translator,
      now: deps.now,
      routes: operatorRoutes({
        db: database.db,
        limits: deps.limits,
        secrets: deps.secrets,
        now: deps.now,
        secureCookies: isProduction,
        tenants,
        siteSettings: deps.siteSettings,
        storage,
        mailDelayMs,
        realtime: deps.realtime,
        mediaUrl: config.MEDIA_URL,
        selfies,
        tenantsDir: config.tenantsDir,
        operatorHosts: config.OPERATOR_HOSTS,
        consoleOrigin: consoleOrigin(config),
        payments: deps.payments,
      }),
      renderer,
    }),
  );
  app.use(resolveTenant(tenantDeps));
  // One rule for every string a request brings (no NUL, controls, lone surrogates): URL here, bodies after their parser.
  app.use(guardUrl);
  // The settings with a query or by HEAD (the plain call was answered first): no session or body to read.
  app.use(settingsRoutes({ source: settings, secureCookies }));
  const paymentDeps = { db: database.db, providers: deps.payments, realtime: deps.realtime, logger, now: deps.now };
  // Providers call these without a session or an Origin; they carry their own proof.
  app.use(paymentWebhookRoutes(paymentDeps));
  const ageDeps = { db: database.db, assurers: deps.ageAssurance, now: deps.now };
  app.use(ageCheckWebhookRoutes(ageDeps));
  // Mail programs (one-click unsubscribe) and the MTA (bounces, spam reports) have no session or Origin either.
  app.use(unsubscribeRoutes({ db: database.db, secrets: deps.secrets, translator }));
  app.use(
    mailEventRoutes({
      db: database.db,
      secrets: deps.secrets,
      token: config.MAIL_EVENTS_TOKEN,
      now: deps.now,
      recorded: (tenant, kind) => deps.metrics.mailEvents.inc({ tenant, kind }),
    }),
  );
  // The sandbox's checkout exists only where the sandbox may take payments (never unasked in production).
  if (deps.payments.sandbox) app.use(sandboxCheckoutRoutes(deps.payments.sandbox));
  if (deps.ageAssurance.sandbox) app.use(sandboxAgeCheckRoutes({ db: database.db, sandbox: deps.ageAssurance.sandbox }));
  // Only the API takes JSON bodies; under /api its error handler answers a bad one with 400/413/415.
  app.use('/api', express.json({ limit: '100kb' }), guardBody);
  app.use(loadSession(database.db, deps.now));
  app.use('/api', requireSameOrigin);

  const likeDeps = { db: database.db, realtime: deps.realtime, now: deps.now, pick: (count: number) => Math.floor(Math.random() * count) };
  const chatDeps = { db: database.db, storage, mailDelayMs, limits: deps.limits, realtime: deps.realtime, now: deps.now };
  const accounts: AccountDeps = { db: database.db, limits: deps.limits, secrets: deps.secrets, now: deps.now };
  const endpoints: ReadEndpoint[] = [
    ...referenceEndpoints({ cache }),
    userEndpoint({ db: database.db }),
    notificationsEndpoint({ db: database.db }),
    unsubscribeEndpoint({ db: database.db, secrets: deps.secrets }),
    profileEndpoint({ db: database.db }),
    verificationEndpoint({ db: database.db, secrets: deps.secrets }),
    ageCheckEndpoint({ db: database.db }),
    ...memberEndpoints({ db: database.db, now: deps.now }),
    memberLandingEndpoint({ db: database.db, now: deps.now }),
    ...homeEndpoints({ db: database.db, cache, now: deps.now }),
    geocodeEndpoint(),
    ...likeEndpoints(likeDeps),
    ...chatEndpoints(chatDeps),
    ...paymentEndpoints(paymentDeps),
    ...landerEndpoints({
      db: database.db,
      cache,
      now: deps.now,
      videos: createLanderVideos({ db: database.db, storage, ffmpeg: config.FFMPEG_PATH, logger, now: deps.now }),
    }),
  ];
  app.use(readEndpointRoutes(endpoints));
  // Before the login: the subscription shares its path (?push=1).
  app.use(pushRoutes({ db: database.db, allowLoopback: config.PUSH_ALLOW_LOOPBACK }));
  app.use(userRoutes({ accounts, secureCookies }));
  app.use(signupRoutes({ accounts, secureCookies, chat: { db: database.db, storage, mailDelayMs, realtime: deps.realtime } }));
  app.use(accountLinkRoutes({ accounts, secureCookies }));
  app.use(profileRoutes({ db: database.db }));
  app.use(blockRoutes({ db: database.db }));
  app.use(complaintRoutes({ db: database.db }));
  app.use(likeRoutes(likeDeps));
  app.use(chatRoutes(chatDeps));
  app.use(paymentRoutes(paymentDeps));
  app.use(directDebitRoutes({ ...paymentDeps, sms: deps.sms, translator }));
  app.use(retentionRoutes({ db: database.db }));
  app.use(photoRoutes({ db: database.db, storage, limits: deps.limits }));
  app.use(exportRoutes({ db: database.db, files: { media: storage, selfies }, limits: deps.limits, now: deps.now }));
  app.use(verificationRoutes({ db: database.db, selfies, secrets: deps.secrets, limits: deps.limits }));
  app.use(ageCheckRoutes(ageDeps));
  app.use(notificationRoutes({ db: database.db }));
  app.use(trafficRoutes({ db: database.db, limits: deps.limits, now: deps.now }));
  app.use(webAppRoutes({ cache }));
  app.use(seoRoutes({ db: database.db, cache }));
  app.use(landerRoutes({ cache }));
  app.use('/api', notFoundApi);
  app.use('/api', apiErrorHandler);
  // After every route and before the pages: /{43-character token} is a one-tap link, anything else a page.
  app.use(oneTapRoutes({ accounts, secureCookies }));
  const pageCache =
    config.pageCacheSeconds > 0
      ? createPageCache({ ttlMs: config.pageCacheSeconds * 1000, maxBytes: PAGE_CACHE_BYTES, now: () => deps.now().getTime() })
      : undefined;
  app.use(labelled('page', pageHandler({ renderer, texts, endpoints, settings, secureCookies, cache: pageCache, renders: deps.metrics.renders })));
  app.use(pageErrorHandler);
  return app;
}

/** A page that failed before React could render its own error page; 503 while the database is out of reach. */
const pageErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  // The visitor left before the page was ready (the router stops its loaders with an AbortError): nothing failed, nobody to answer.
  if (res.destroyed && error instanceof Error && error.name === 'AbortError') return void req.log.debug('page abandoned by the client');
  const unavailable = databaseUnavailable(error);
  if (unavailable) req.log.warn({ err: error }, 'page failed: database unavailable');
  else req.log.error({ err: error }, 'page failed');
  if (res.headersSent) return next(error);
  const t = res.locals.ctx?.t;
  if (unavailable) res.setHeader('Retry-After', String(unavailable.values.retry_after));
  res
    .status(unavailable ? 503 : 500)
    .type('html')
    .send(
      `<!doctype html><meta charset="utf-8"><title>Error</title><p>${t ? t(unavailable ? 'errors.server' : 'errors.generic') : 'Error'}</p><p><a href="/">${t ? t('errors.go_home') : 'Home'}</a></p>`,
    );
};
