import cluster from 'node:cluster';
import { runPrimary, speaksForMachine } from './boot/cluster';
import { composeServer } from './boot/compose';
import { ConfigError, EXIT_CONFIG, loadConfig, type Config } from './platform/config';
import { createLogger } from './platform/logger';
import { serveMachineMetrics, serveProcessMetrics } from './web/metrics/listener';
import { demoEmail, DEMO_PASSWORD, seedDemoContent } from './boot/seed/demo';
import { guardProcess } from './boot/process-guard';
import { startJobs } from './core/jobs';
import { loadTenantFiles, TenantConfigError } from './platform/tenancy/load';
import { bootFacts, productionProblems, readinessTable } from './boot/readiness';
import type { TenantRegistry } from './platform/tenancy/registry';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // Before any worker starts: a production boot missing a setting stops here, naming each one.
  const problems = productionProblems(config, loadTenantFiles(config.tenantsDir).tenants);
  if (problems.length) throw new ConfigError(`Refusing to start in production:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  // WEB_CONCURRENCY > 1: this process only keeps the workers running (server/boot/cluster.ts); each
  // worker comes back here and serves.
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
    const logger = createLogger(config.LOG_LEVEL);
    // The machine's metrics: the primary merges its workers' (a port it cannot have stops the start).
    await serveMachineMetrics(config, logger);
    runPrimary({ workers: config.WEB_CONCURRENCY, logger });
    return;
  }
  await serve(config);
}

async function serve(config: Config): Promise<void> {
  const composed = await composeServer(config);
  const { server, logger, database, cache, mailer, tenants, limits, realtime, payments, jobs, now } = composed;
  const metricsServer = await serveProcessMetrics(config, composed.metrics.registry, logger);
  const storage = composed.files.media;
  // One seeding at a time across the deployment: processes starting together (the workers of a
  // cluster, several machines) wait for the first, then find its work done. A site added while
  // the server runs is seeded after each process's reload, in turn: the first does the work.
  const seed = () => database.exclusive('demo-seed', () => seedDemoContent(database.db, storage, tenants));
  // Demo content only where the deployment asks for it (never on its own in production: decision 0126).
  const seeded = config.demoSites ? await seed() : undefined;
  composed.tenantWatcher.onReload(({ added }) => {
    if (!added.length || !config.demoSites) return;
    seed().then(
      (content) => logger.info({ added, content }, 'new sites seeded'),
      (error: unknown) => logger.error({ err: error, added }, 'seeding new sites failed'),
    );
  });
  const stopJobs = startJobs({
    accounts: { db: database.db, limits, secrets: composed.secrets, now },
    tenants,
    logger,
    payments: { db: database.db, providers: payments, realtime, now },
    files: composed.files,
  });
  jobs.start();

  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info({ port, database: database.driver, cache: cache.kind, mail: mailer.kind, tenants: tenants.tenants.length, seeded }, 'listening');
  if (speaksForMachine()) {
    process.stdout.write(`\n${readinessTable(config, bootFacts(config, tenants.tenants))}\n`);
    if (config.demoSites) printWelcome(tenants, port);
  }

  let stopping = false;
  const shutdown = (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('in-flight requests did not finish in time');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // A shutdown that hangs all the same (after a crash anything may be half done) still ends.
    setTimeout(() => process.exit(exitCode || 1), 2 * SHUTDOWN_GRACE_MS).unref();
    // Open sockets would keep server.close() waiting: they reconnect and resync elsewhere.
    composed.closeSockets().catch(() => undefined);
    server.close(async () => {
      stopJobs();
      metricsServer?.close();
      // PGlite must be closed cleanly, or the next start runs crash recovery.
      await composed.close();
      logger.info('stopped');
      process.exit(exitCode);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // The usual "reread your configuration": tenant files are also reloaded when they change.
  process.on('SIGHUP', () => composed.tenantWatcher.reload('SIGHUP'));
  guardProcess(logger, shutdown);
}

function printWelcome(tenants: TenantRegistry, port: number): void {
  const lines = ['', 'Demo sites:'];
  for (const tenant of tenants.tenants) {
    lines.push(`  ${tenant.name.padEnd(20)} http://${tenant.id}.localhost:${port}/${tenant.default ? `  (also http://localhost:${port}/)` : ''}`);
  }
  const first = tenants.tenants[0];
  if (first) lines.push('', `Demo login on each site: demo@<site-id>.localhost / ${DEMO_PASSWORD}  (e.g. ${demoEmail(first.id)})`, '');
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof TenantConfigError) {
    process.stderr.write(`Tenant configuration is invalid:\n${error.message}\n`);
    process.exit(EXIT_CONFIG);
  }
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(EXIT_CONFIG);
  }
  // Anything else (a database not up yet, a port taken) may pass: the supervisor tries again.
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
