import path from 'node:path';
import { loadConfig, type Config } from '#server/platform/config';
import { loadTenantFiles, TenantConfigError } from '#server/platform/tenancy/load';
import { NewSiteError, writeNewSite } from '#server/platform/tenancy/onboard';
import { siteOrigin } from '#server/platform/tenancy/origin';
import { EXIT_FAILED, parseCli, positiveInteger, requireFlags, runCli, UsageError } from './cli';

const USAGE = `Usage:
  npm run tenant -- check
  npm run tenant -- add --domain <host> --name <site name> --niche <1-7> --language <da|de|en|es|fi|fr|it|nb|nl|pl|sv>
                        --countries <NL,BE> --company <company id> [--id <tenant id>] [--dir <TENANTS_DIR>]

add writes <dir>/<id>.json, validated like the server does; a running server serves it without a restart.`;

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

runCli({ usage: USAGE, refusals: [NewSiteError] }, () => {
  const { positionals, values } = parseCli(process.argv.slice(2), {
    dir: { type: 'string' },
    id: { type: 'string' },
    domain: { type: 'string' },
    name: { type: 'string' },
    niche: { type: 'string' },
    language: { type: 'string' },
    countries: { type: 'string' },
    company: { type: 'string' },
  });
  const config = loadConfig();
  const dir = path.resolve(values.dir ?? config.tenantsDir);
  const command = positionals.join(' ');
  if (command === 'add') return add(config, dir, values);
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
