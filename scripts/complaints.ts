import { parseArgs } from 'node:util';
import { and, desc, eq } from 'drizzle-orm';
import { loadConfig } from '#server/config';
import { openCliDatabase } from '#server/db/cli-connection';
import { complaints, profiles } from '#server/db/schema';
import { complaintLines } from './complaint-lines';

/**
 * npm run complaints -- [--tenant <id>] [--all] [--close <id>]
 * Operators list open complaints (newest first) and close handled ones.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { tenant: { type: 'string' }, all: { type: 'boolean', default: false }, close: { type: 'string' }, limit: { type: 'string', default: '50' } },
  });
  const config = loadConfig();
  const database = await openCliDatabase(config);
  try {
    if (values.close) {
      const closed = await database.db
        .update(complaints)
        .set({ status: 'closed' })
        .where(eq(complaints.id, Number(values.close)))
        .returning({ id: complaints.id });
      console.log(closed.length ? `closed complaint ${values.close}` : `no complaint ${values.close}`);
      return;
    }
    const filters = [values.all ? undefined : eq(complaints.status, 'open'), values.tenant ? eq(complaints.tenantId, values.tenant) : undefined];
    const rows = await database.db
      .select({ complaint: complaints, profileName: profiles.name })
      .from(complaints)
      .leftJoin(profiles, eq(profiles.userId, complaints.profileId))
      .where(and(...filters))
      .orderBy(desc(complaints.id))
      .limit(Number(values.limit));
    if (!rows.length) console.log('no complaints');
    for (const { complaint, profileName } of rows) console.log(complaintLines(complaint, profileName).join('\n'));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
