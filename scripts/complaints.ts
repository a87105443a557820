import { and, desc, eq } from 'drizzle-orm';
import { loadConfig } from '#server/platform/config';
import { openCliDatabase } from '#server/platform/db/cli-connection';
import { complaints, profiles } from '#server/platform/db/schema';
import { loadTenantFiles } from '#server/platform/tenancy/load';
import { parseCli, positiveInteger, runCli, UsageError } from './cli';
import { complaintLines } from './complaint-lines';

const USAGE = `Usage:
  npm run complaints -- [--tenant <id>] [--all] [--limit 50]   open complaints (--all: closed ones too), newest first
  npm run complaints -- --close <complaint id>                 mark a handled complaint closed`;

/** Operators list open complaints (newest first) and close handled ones. */
runCli({ usage: USAGE }, async () => {
  const { values } = parseCli(
    process.argv.slice(2),
    { tenant: { type: 'string' }, all: { type: 'boolean', default: false }, close: { type: 'string' }, limit: { type: 'string', default: '50' } },
    false,
  );
  // Checked before the database is opened: a bad id or site is the operator's to correct, not a query's to fail.
  const close = values.close === undefined ? undefined : positiveInteger('close', values.close);
  const limit = positiveInteger('limit', values.limit);
  const config = loadConfig();
  if (values.tenant) {
    const sites = loadTenantFiles(config.tenantsDir).tenants.map((tenant) => tenant.id);
    if (!sites.includes(values.tenant)) throw new UsageError(`--tenant: no site ${values.tenant} (sites: ${sites.join(', ')})`);
  }
  const database = await openCliDatabase(config);
  try {
    if (close !== undefined) {
      const closed = await database.db.update(complaints).set({ status: 'closed' }).where(eq(complaints.id, close)).returning({ id: complaints.id });
      if (!closed.length) throw new UsageError(`--close: no complaint ${close}`);
      console.log(`closed complaint ${close}`);
      return;
    }
    const filters = [values.all ? undefined : eq(complaints.status, 'open'), values.tenant ? eq(complaints.tenantId, values.tenant) : undefined];
    const rows = await database.db
      .select({ complaint: complaints, profileName: profiles.name })
      .from(complaints)
      .leftJoin(profiles, eq(profiles.userId, complaints.profileId))
      .where(and(...filters))
      .orderBy(desc(complaints.id))
      .limit(limit);
    if (!rows.length) console.log('no complaints');
    for (const { complaint, profileName } of rows) console.log(complaintLines(complaint, profileName).join('\n'));
  } finally {
    await database.close();
  }
});
