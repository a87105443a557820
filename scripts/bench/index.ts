import { benchCapacity } from './capacity';
import { benchChat } from './chat';
import { benchLighthouse } from './lighthouse';
import { benchMembers } from './members';
import { benchCluster } from './cluster';
import { benchNodes } from './nodes';
import { benchNotifications } from './notifications';
import { benchPlatform } from './platform';
import { benchSearch } from './search';
import { measure, startHelloWorld } from './harness';

/**
 * npm run bench (after npm run build): loopback only, bounded in time. Every figure is also a
 * ratio to a bare Express hello-world measured in the same run; results go to docs/bench.md.
 * The search and chat parts need PostgreSQL (BENCH_DATABASE_URL, default the local server); chat
 * uses its own database on the same server, dropped and created afresh each run, as do cluster,
 * nodes and capacity, which need Redis as well (BENCH_REDIS_URL, default the local server).
 */
const HELLO_PORT = 4401;
const APP_PORT = 4402;
/** Its own port: the previous part's server may still be shutting down on APP_PORT. */
const CHAT_PORT = 4403;
const NOTIFY_PORT = 4404;
/** The static server the platform part compares server rendering with. */
const STATIC_PORT = 4405;
const LIGHTHOUSE_PORT = 4406;
/** Issue 32's signed-in pages on PostgreSQL + Redis, a worker per core. */
const MEMBERS_PORT = 4408;
/** The platform part's second app, on PostgreSQL and Redis. */
const PLATFORM_PG_PORT = 4407;
/** The capacity part's node (a worker per core). */
const CAPACITY_PORT = 4460;
/** WEB_CONCURRENCY 1 and 2, each on its own port; then two nodes and the proxy in front of them. */
const CLUSTER_PORTS: [number, number] = [4483, 4484];
const NODES_PORTS: [number, number, number, number] = [4485, 4486, 4487, 4488];
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SEARCH_DATABASE = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/bench_search';
/** Same server as search, its own database: the chat bench drops and recreates it. */
function benchDatabase(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

async function main(): Promise<void> {
  const hello = await startHelloWorld(HELLO_PORT);
  try {
    const baseline = await measure('bare Express hello-world', `http://127.0.0.1:${HELLO_PORT}/`);
    const only = process.argv[2];
    if (!only || only === 'platform') {
      await benchPlatform(baseline, APP_PORT, STATIC_PORT, {
        port: PLATFORM_PG_PORT,
        databaseUrl: benchDatabase(SEARCH_DATABASE, 'bench_platform'),
        redisUrl: REDIS_URL,
      });
    }
    if (!only || only === 'members') await benchMembers(baseline, MEMBERS_PORT, benchDatabase(SEARCH_DATABASE, 'bench_members'), REDIS_URL);
    if (!only || only === 'search') await benchSearch(baseline, APP_PORT, SEARCH_DATABASE);
    if (!only || only === 'chat') await benchChat(baseline, CHAT_PORT, benchDatabase(SEARCH_DATABASE, 'bench_chat'));
    if (!only || only === 'cluster') await benchCluster(baseline, CLUSTER_PORTS, benchDatabase(SEARCH_DATABASE, 'bench_cluster'), REDIS_URL);
    if (!only || only === 'nodes') await benchNodes(baseline, NODES_PORTS, benchDatabase(SEARCH_DATABASE, 'bench_nodes'), REDIS_URL);
    if (!only || only === 'notifications') await benchNotifications(NOTIFY_PORT, benchDatabase(SEARCH_DATABASE, 'bench_notify'));
    if (!only || only === 'lighthouse') await benchLighthouse(LIGHTHOUSE_PORT);
    if (!only || only === 'capacity') await benchCapacity(CAPACITY_PORT, benchDatabase(SEARCH_DATABASE, 'bench_capacity'), REDIS_URL);
  } finally {
    hello.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
