import { loadConfig } from '#server/platform/config';
import { openDatabase } from '#server/platform/db/client';
import { seedDemoContent } from '#server/boot/seed/demo';
import { seedBulkProfiles } from '#server/boot/seed/profiles';
import { openMediaStores } from '#server/adapters/storage';
import { loadTenantFiles } from '#server/platform/tenancy/load';
import { TenantRegistry } from '#server/platform/tenancy/registry';
import { parseCli, positiveInteger, runCli } from './cli';

const USAGE = `Usage:
  npm run seed                         demo content: the demo login and 300 members per site (what a fresh start does)
  npm run seed -- --profiles <count>   benchmark data: <count> more members spread over all sites

Uses DATABASE_URL (PostgreSQL) or PGlite in DATA_DIR, like the server; avatars go to <DATA_DIR>/media, or to S3_BUCKET when set.`;

const PROGRESS_EVERY_MS = 1_000;

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

runCli({ usage: USAGE }, async () => {
  const { values } = parseCli(process.argv.slice(2), { profiles: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, false);
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const total = values.profiles === undefined ? undefined : positiveInteger('profiles', values.profiles);

  const config = loadConfig();
  const tenants = new TenantRegistry(loadTenantFiles(config.tenantsDir));
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  const files = openMediaStores(config);
  const storage = files.media;
  try {
    await database.migrate();
    const started = performance.now();
    if (total === undefined) {
      const seeded = await seedDemoContent(database.db, storage, tenants);
      console.log(`demo logins for: ${seeded.members.join(', ') || 'none needed'}; ${seeded.profiles} demo members added in ${seconds(started)} s`);
      return;
    }
    console.log(`seeding ${total.toLocaleString('en')} members over ${tenants.tenants.length} sites into ${database.driver}`);
    let lastReport = 0;
    await seedBulkProfiles(database.db, storage, tenants, total, (done) => {
      if (done < total && performance.now() - lastReport < PROGRESS_EVERY_MS) return;
      lastReport = performance.now();
      console.log(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} (${Math.round((done / total) * 100)} %) after ${seconds(started)} s`);
    });
    const elapsed = (performance.now() - started) / 1000;
    console.log(`done: ${total.toLocaleString('en')} members in ${elapsed.toFixed(1)} s (${Math.round(total / elapsed).toLocaleString('en')} per second)`);
  } finally {
    await database.close();
    files.close();
  }
});
