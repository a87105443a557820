import crypto from 'node:crypto';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { ROOT } from '#server/platform/paths';
import { startLocalS3 } from '#tests/support/s3';
import { stopApp } from './cluster';
import type { Result } from './harness';
import { measure, runHeader, startApp, startProcess, table, writeSection } from './harness';
import { photoAcrossNodes } from './media-nodes';
import { chatAcrossProcesses, loadNote, prepareSpread, SPREAD_HEADER, spreadRows } from './spread';

const CONNECTIONS = 50;

function startProxy(port: number, targets: number[]): Promise<ChildProcess> {
  return startProcess(
    path.join(ROOT, 'scripts/bench/proxy.ts'),
    { PROXY_PORT: String(port), PROXY_TARGETS: targets.join(',') },
    `http://127.0.0.1:${port}/healthz`,
  );
}

/**
 * Issue 16, goal 8: two separate servers (WEB_CONCURRENCY=1 each, their own DATA_DIR, as two
 * machines would be) on one PostgreSQL and one Redis, behind a round-robin proxy
 * (scripts/bench/proxy.ts); the same proxy in front of one of them is the comparison. Media are
 * in one S3 bucket (s3rver in this process, issue 27): a photo uploaded through node 1 is served by node 2.
 * `ports`: the two nodes, the proxy to one node, the proxy to both.
 */
export async function benchNodes(baseline: Result, ports: [number, number, number, number], databaseUrl: string, redisUrl: string): Promise<void> {
  const [first, second, toOne, toBoth] = ports;
  const load = loadNote();
  const members = await prepareSpread(databaseUrl);
  const s3 = await startLocalS3();
  const bucket = await s3.createBucket();
  // What every node of a deployment shares besides the database: the one secret (server/platform/secrets.ts).
  // Rendering is what more nodes share out: visitors' cached pages would hide it (decision 0111).
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    WEB_CONCURRENCY: '1',
    PAGE_CACHE_SECONDS: '0',
    APP_SECRET: crypto.randomBytes(48).toString('base64'),
    S3_BUCKET: bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: '1',
  };
  const children: ChildProcess[] = [];
  try {
    children.push(await startApp(first, env));
    children.push(await startApp(second, env));
    children.push(await startProxy(toOne, [first]));
    children.push(await startProxy(toBoth, [first, second]));
    const headers = { host: 'herzklopfen.localhost' };
    const [uploader] = members;
    if (!uploader) throw new Error('no bench member to upload a photo');
    const photo = await photoAcrossNodes(first, second, 'flirtlocal.localhost', uploader);
    if (photo.status !== 200) throw new Error(`node 2 answered ${photo.status} for ${photo.url}, uploaded through node 1`);
    const results = [
      baseline,
      await measure('GET / (SSR home), proxy → 1 node', `http://127.0.0.1:${toOne}/`, { headers, connections: CONNECTIONS }),
      await measure('GET / (SSR home), proxy → 2 nodes', `http://127.0.0.1:${toBoth}/`, { headers, connections: CONNECTIONS }),
      await measure('GET a photo uploaded through node 1, from node 2 (bucket)', `http://127.0.0.1:${second}${photo.url}`, {
        headers: { host: 'flirtlocal.localhost' },
        connections: CONNECTIONS,
      }),
    ];
    const chat = spreadRows('2 nodes behind the proxy', await chatAcrossProcesses(toBoth, databaseUrl, members));
    const body = [
      `${runHeader(CONNECTIONS)} Two nodes = two \`node dist/server/index.js\` on ports ${first} and ${second}, each with its own DATA_DIR, one PostgreSQL and one Redis, all on this machine; the proxy is scripts/bench/proxy.ts (round-robin, WebSocket upgrades passed through). Measured on a shared machine, so the figures are indicative. ${load}`,
      '',
      table(results, baseline),
      '',
      `Media in one S3 bucket (s3rver, running in the bench's own process, so the photo row measures it as much as the app): a photo uploaded through node 1 (${photo.url}) is served by node 2 with ${photo.status}, ${photo.type}, ${photo.bytes} bytes.`,
      '',
      'Chat between members whose sockets are on different nodes (through the proxy; only split pairs send):',
      '',
      SPREAD_HEADER,
      chat,
    ].join('\n');
    console.log(body);
    writeSection('nodes', body);
  } finally {
    await Promise.all(children.reverse().map(stopApp));
    await s3.close();
  }
}
