import cluster from 'node:cluster';
import http from 'node:http';
import { prometheusContentType, type Registry } from 'prom-client';
import type { Config } from '#server/platform/config';
import type { Logger } from '#server/platform/logger';
import { answerScrapes, scrapeWorkers } from './cluster';

export interface MetricsListenerOptions {
  port: number;
  host: string;
  /** The exposition text of one scrape. */
  scrape(): Promise<string>;
  contentType: string;
  logger: Logger;
}

/**
 * The metrics' own HTTP listener (METRICS_PORT on METRICS_HOST, loopback by default): GET /metrics
 * and nothing else. Never the app's port: the sites and the console do not serve metrics, so a
 * visitor cannot read the deployment's traffic, payments or queue.
 */
export async function listenMetrics({ port, host, scrape, contentType, logger }: MetricsListenerOptions): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: metrics are at GET /metrics\n');
      return;
    }
    scrape().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'metrics scrape failed');
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Scrape failed; see the server log\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  logger.info({ port: typeof address === 'object' && address ? address.port : port, host }, 'metrics listening');
  return server;
}

type MetricsConfig = Pick<Config, 'METRICS_PORT' | 'METRICS_HOST'>;

/**
 * A server process's metrics: its own listener, or in a cluster's worker its answers to the
 * primary (which listens for the machine). Nothing without METRICS_PORT.
 */
export async function serveProcessMetrics(config: MetricsConfig, registry: Registry, logger: Logger): Promise<http.Server | undefined> {
  if (config.METRICS_PORT === undefined) return undefined;
  if (cluster.isWorker) {
    answerScrapes(registry, logger);
    return undefined;
  }
  return listenMetrics({ port: config.METRICS_PORT, host: config.METRICS_HOST, scrape: () => registry.metrics(), contentType: registry.contentType, logger });
}

/** A cluster primary's metrics: every worker's, merged per scrape (server/web/metrics/cluster.ts). */
export async function serveMachineMetrics(config: MetricsConfig, logger: Logger): Promise<http.Server | undefined> {
  if (config.METRICS_PORT === undefined) return undefined;
  return listenMetrics({ port: config.METRICS_PORT, host: config.METRICS_HOST, scrape: () => scrapeWorkers(), contentType: prometheusContentType, logger });
}
