import path from 'node:path';
import { loadConfig, type Config } from '#server/platform/config';
import { loadTenantFiles, TenantConfigError } from '#server/platform/tenancy/load';
import { NewSiteError, writeNewSite } from '#server/platform/tenancy/onboard';
import { siteOrigin } from '#server/platform/tenancy/origin';
import { createDkimKey, DkimKeyError } from '#server/adapters/mail/dkim';
import { openCliDatabase } from '#server/platform/db/cli-connection';
import { storedSettings } from '#server/core/domain/site-settings/save';
import { applyOverride } from '#server/platform/tenancy/overrides';
import { EXIT_FAILED, parseCli, positiveInteger, requireFlags, runCli, UsageError } from './cli';

const USAGE = `Usage:
  npm run tenant -- check
  npm run tenant -- add --domain <host> --name <site name> --niche <1-7> --language <da|de|en|es|fi|fr|it|nb|nl|pl|sv>
                        --countries <NL,BE> --company <company id> [--id <tenant id>] [--dir <TENANTS_DIR>]

  npm run tenant -- dkim --site <tenant id> [--selector <name>] [--keys-dir <DKIM_KEYS_DIR>]
  npm run tenant -- settings --site <tenant id> [--export]

add writes <dir>/<id>.json, validated like the server does; a running server serves it without a restart.
dkim makes the site's DKIM key for its sending domain (the first domain) and prints the DNS record to
publish; the newest selector signs from the next mail on (docs/deploy.md#mail-authentication).
settings prints what owners changed in the console over the site's file (decision 0145); --export prints
the file with those changes laid over, to review and commit in its place.`;

const ADD_FLAGS = ['domain', 'name', 'niche', 'language', 'countries', 'company'] as const;

function add(config: Config, dir: string, flags: Record<string, string | undefined>): void {
  requireFlags(flags, ADD_FLAGS);
  const { tenant, file } = writeNewSite(
    dir,
    loadTenantFiles(dir),
    {
      id: flags.id,
      domain: flags.domain ?? '',
      name: flags.name ?? '',
      niche: positiveInteger('niche', flags.niche ?? ''),
      language: flags.language ?? '',
      countries: (flags.countries ?? '').split(','),
      company: flags.company ?? '',
    },
    { reservedHosts: config.OPERATOR_HOSTS },
  );
  loadTenantFiles(dir);
  // Where the running server says the site is (PUBLIC_ORIGIN, PORT), not a guess.
  const origin = siteOrigin(config.publicOrigin, tenant);
  const domain = tenant.domains[0] ?? '';
  const alsoDomain = new URL(origin).hostname === domain ? '' : ` (and at ${domain} once its DNS points to the server)`;
  console.log(`wrote ${file}\na running server picks it up within seconds (no restart); the site answers at ${origin}/${alsoDomain}`);
}

/** A selector by the month it was made (s202612), so the newest sorts last. */
function monthSelector(now: Date): string {
  return `s${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

function dkim(config: Config, dir: string, flags: Record<string, string | undefined>): void {
  requireFlags(flags, ['site']);
  const tenant = loadTenantFiles(dir).tenants.find((candidate) => candidate.id === flags.site);
  if (!tenant) throw new UsageError(`--site: no site "${flags.site}" in ${dir}`);
  const keysDir = flags['keys-dir'] ?? config.dkim?.dir;
  if (!keysDir) throw new UsageError('--keys-dir: where the keys go (DKIM_KEYS_DIR); DKIM=relay means the relay signs');
  const domain = tenant.domains[0] ?? '';
  const { file, record } = createDkimKey(path.resolve(keysDir), domain, flags.selector ?? monthSelector(new Date()));
  // DNS providers take a TXT value as strings of at most 255 characters each.
  const chunks = record.value.match(/.{1,255}/g) ?? [];
  console.log(
    `wrote ${file}\npublish this TXT record, then the key signs mail from noreply@${domain} (from the next mail on):\n\n${record.name}. IN TXT ${chunks.map((chunk) => `"${chunk}"`).join(' ')}`,
  );
}

/** The console's changes to a site (site_settings), or its file with them laid over (--export). */
async function settings(config: Config, dir: string, site: string | undefined, exported: boolean): Promise<void> {
  requireFlags({ site }, ['site']);
  const file = loadTenantFiles(dir).tenants.find((candidate) => candidate.id === site);
  if (!file) throw new UsageError(`--site: no site "${site}" in ${dir}`);
  const database = await openCliDatabase(config);
  try {
    const stored = await storedSettings(database.db, file.id);
    if (exported) {
      console.log(JSON.stringify(applyOverride(file, stored.settings).tenant, null, 2));
      return;
    }
    const saved = stored.updatedAt ? `version ${stored.version}, saved ${stored.updatedAt.toISOString()} by operator ${stored.updatedBy ?? '?'}` : 'none saved';
    console.log(`${file.id}: the console's changes over ${path.join(dir, `${file.id}.json`)} (${saved})\n${JSON.stringify(stored.settings, null, 2)}`);
  } finally {
    await database.close();
  }
}

runCli({ usage: USAGE, refusals: [NewSiteError, DkimKeyError] }, () => {
  const { positionals, values } = parseCli(process.argv.slice(2), {
    dir: { type: 'string' },
    id: { type: 'string' },
    domain: { type: 'string' },
    name: { type: 'string' },
    niche: { type: 'string' },
    language: { type: 'string' },
    countries: { type: 'string' },
    company: { type: 'string' },
    site: { type: 'string' },
    selector: { type: 'string' },
    'keys-dir': { type: 'string' },
    export: { type: 'boolean' },
  });
  const config = loadConfig();
  const dir = path.resolve(values.dir ?? config.tenantsDir);
  const command = positionals.join(' ');
  const { export: exported, ...flags } = values;
  if (command === 'add') return add(config, dir, flags);
  if (command === 'dkim') return dkim(config, dir, flags);
  if (command === 'settings') return settings(config, dir, flags.site, exported === true);
  if (command !== 'check') throw new UsageError(command ? `unknown command "${command}"` : 'which command?', true);
  try {
    const { tenants, companies } = loadTenantFiles(dir);
    console.log(`ok: ${tenants.length} tenants, ${companies.size} companies in ${dir}`);
  } catch (error) {
    if (!(error instanceof TenantConfigError)) throw error;
    console.error(error.message);
    process.exitCode = EXIT_FAILED;
  }
});
