import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadTenantFiles, TenantConfigError } from '#server/tenancy/load';
import { writeNewSite } from '#server/tenancy/onboard';

const USAGE = `Usage:
  npm run tenant -- check
  npm run tenant -- add --domain <host> --name <site name> --niche <1-7> --language <da|de|en|es|fi|fr|it|nb|nl|pl|sv>
                        --countries <NL,BE> --company <company id> [--id <tenant id>] [--dir tenants]

add writes tenants/<id>.json, validated like the server does; a running server serves it without a restart.`;

function add(dir: string, flags: Record<string, string | undefined>): void {
  if (!flags.domain || !flags.name || !flags.niche || !flags.language || !flags.countries || !flags.company) {
    throw new TenantConfigError(`missing flags\n${USAGE}`);
  }
  const { file, tenant } = writeNewSite(dir, loadTenantFiles(dir), {
    id: flags.id,
    domain: flags.domain,
    name: flags.name,
    niche: Number(flags.niche),
    language: flags.language,
    countries: flags.countries.split(','),
    company: flags.company,
  });
  loadTenantFiles(dir);
  console.log(
    `wrote ${file}\na running server picks it up within seconds (no restart); the site answers at https://${tenant.domains[0]}/ and http://${tenant.id}.localhost:3000/`,
  );
}

function main(): void {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      dir: { type: 'string', default: 'tenants' },
      id: { type: 'string' },
      domain: { type: 'string' },
      name: { type: 'string' },
      niche: { type: 'string' },
      language: { type: 'string' },
      countries: { type: 'string' },
      company: { type: 'string' },
    },
  });
  const dir = path.resolve(values.dir);
  try {
    if (positionals[0] === 'check') {
      const { tenants, companies } = loadTenantFiles(dir);
      console.log(`ok: ${tenants.length} tenants, ${companies.size} companies in ${dir}`);
    } else if (positionals[0] === 'add') {
      add(dir, values);
    } else {
      console.log(USAGE);
      process.exitCode = 2;
    }
  } catch (error) {
    if (!(error instanceof TenantConfigError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

main();
