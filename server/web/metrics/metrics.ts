import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus instruments, on a registry of their own (made once per composed
 * server, so test apps never share counts; prom-client's global registry stays empty). Names
 * follow Prometheus' conventions; docs/grafana-dashboard.json queries them, and a test checks
 * that every name it queries exists in a scrape (server/web/metrics/dashboard.test.ts).
 */
export interface Metrics {
  registry: Registry;
  /** By route (a bounded label, server/web/metrics/http.ts), method and status; never per site. */
  requests: Histogram<'route' | 'method' | 'status'>;
  /** From the page handler's start to the last byte of a rendered page (cached pages are not renders). */
  renders: Histogram;
  /** Chat messages stored, counted once each (a retried send is not counted again). */
  messages: Counter;
  /** Mails handed to SMTP (or the outbox): sent, or failed (the job retries it). */
  mails: Counter<'result'>;
  /** Bounces and spam reports taken in by POST /api/mail-events.php, per site and kind. */
  mailEvents: Counter<'tenant' | 'kind'>;
  /** Web pushes: sent, gone (the subscription no longer exists) or failed, per site. */
  pushes: Counter<'tenant' | 'result'>;
  /** Jobs whose run threw: `final` when it failed for good, else it is retried later. */
  jobFailures: Counter<'kind' | 'final'>;
  /** PostgreSQL connections that broke, idle or in use (a restart, a failover, pg_terminate_backend); the pool replaces them. */
  databaseConnectionsLost: Counter;
}

/** Request times from a cached settings call (~1 ms) to a slow page or export. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const RENDER_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  // CPU, memory, event loop lag, handles, GC: what an operator looks at first.
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by route (API path, page, media, static or other), method and status',
      labelNames: ['route', 'method', 'status'],
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    renders: new Histogram({
      name: 'ssr_render_duration_seconds',
      help: 'Server rendering of a page, from its request to its last byte',
      buckets: RENDER_BUCKETS,
      registers,
    }),
    messages: new Counter({ name: 'chat_messages_sent_total', help: 'Chat messages stored', registers }),
    mails: new Counter({ name: 'mails_total', help: 'Mails sent or failed (result)', labelNames: ['result'], registers }),
    mailEvents: new Counter({
      name: 'mail_events_total',
      help: 'Bounces and spam reports received, per site and kind (hard_bounce, soft_bounce, complaint, ignored)',
      labelNames: ['tenant', 'kind'],
      registers,
    }),
    pushes: new Counter({ name: 'push_total', help: 'Web pushes by site and result (sent, gone, failed)', labelNames: ['tenant', 'result'], registers }),
    jobFailures: new Counter({
      name: 'jobs_failed_total',
      help: 'Job runs that threw, by kind; final="true" when the job failed for good',
      labelNames: ['kind', 'final'],
      registers,
    }),
    databaseConnectionsLost: new Counter({ name: 'db_connections_lost_total', help: 'PostgreSQL connections that broke, idle or in use', registers }),
  };
}
