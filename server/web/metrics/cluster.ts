import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, Gauge, type PrometheusContentType, type Registry } from 'prom-client';
import type { Logger } from '#server/platform/logger';

/**
 * WEB_CONCURRENCY > 1: the workers share the app's port, but a metrics port shared the same way
 * would hand each scrape to one worker, which knows only its own requests. So the primary listens
 * on METRICS_PORT and, per scrape, asks every worker over the cluster's IPC channel for its
 * registry (as JSON) and merges them with prom-client's AggregatorRegistry: counters and
 * histograms summed, the deployment-wide gauges (queue, payments) by their maximum. A worker
 * that does not answer in time (still booting, stuck) is left out of that scrape and counted in
 * cluster_workers{state="missing"}, rather than failing the whole scrape.
 */

const ASK = 'metrics:scrape';
const ANSWER = 'metrics:registry';
const WORKER_TIMEOUT_MS = 3_000;

/** One metric of a registry's JSON (what getMetricsAsJSON gives and aggregate takes). */
type Metric = Awaited<ReturnType<Registry['getMetricsAsJSON']>>[number];

interface Answer {
  type: typeof ANSWER;
  id: number;
  metrics: Metric[];
}

function isAnswer(message: unknown, id: number): message is Answer {
  return typeof message === 'object' && message !== null && 'type' in message && message.type === ANSWER && 'id' in message && message.id === id;
}

let asked = 0;

function askWorker(worker: Worker, timeoutMs: number): Promise<Metric[] | undefined> {
  const id = (asked += 1);
  return new Promise((resolve) => {
    const done = (metrics: Metric[] | undefined) => {
      clearTimeout(timer);
      worker.off('message', listen);
      worker.off('exit', gone);
      resolve(metrics);
    };
    const listen = (message: unknown) => {
      if (isAnswer(message, id)) done(message.metrics);
    };
    const gone = () => done(undefined);
    const timer = setTimeout(gone, timeoutMs);
    worker.on('message', listen);
    worker.once('exit', gone);
    worker.send({ type: ASK, id }, (error: Error | null) => error && done(undefined));
  });
}

/** The primary's scrape: every connected worker's metrics, merged. */
export async function scrapeWorkers(timeoutMs = WORKER_TIMEOUT_MS): Promise<string> {
  const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker?.isConnected()));
  const answers = await Promise.all(workers.map((worker) => askWorker(worker, timeoutMs)));
  const received = answers.filter((metrics): metrics is Metric[] => metrics !== undefined);
  const merged = AggregatorRegistry.aggregate<PrometheusContentType>(received);
  const state = new Gauge({
    name: 'cluster_workers',
    help: 'Worker processes by whether they answered this scrape',
    labelNames: ['state'],
    registers: [merged],
  });
  state.set({ state: 'answered' }, received.length);
  state.set({ state: 'missing' }, workers.length - received.length);
  return merged.metrics();
}

/** A worker's side: answers the primary's scrapes with this registry (one that cannot is left out as missing). */
export function answerScrapes(registry: Registry, logger: Logger): void {
  process.on('message', (message: unknown) => {
    if (typeof message !== 'object' || message === null || !('type' in message) || message.type !== ASK || !('id' in message)) return;
    const { id } = message;
    registry.getMetricsAsJSON().then(
      (metrics) => process.send?.({ type: ANSWER, id, metrics }),
      (error: unknown) => logger.error({ err: error }, 'metrics for the primary failed'),
    );
  });
}
