import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTranslator } from '#server/i18n';
import { isLanguage } from '#server/shared/languages';
import { loadTenantFiles, parseTenantFile, TenantConfigError } from '#server/tenancy/load';
import type { TenantFile } from '#server/tenancy/schema';

const USAGE = `Usage:
  npm run tenant -- check
  npm run tenant -- add --domain <host> --name <site name> --niche <1-7> --language <da|de|en|es|fi|fr|it|nb|nl|pl|sv>
                        --countries <NL,BE> --company <company id> [--id <tenant id>] [--dir tenants]

add writes tenants/<id>.json, validated like the server does; a running server serves it without a restart.`;

function slugFromDomain(domain: string): string {
  return (
    domain
      .replace(/^www\./, '')
      .split('.')[0]
      ?.replace(/[^a-z0-9-]/g, '-') ?? ''
  );
}

/** Builds a new tenant file from flags; wording comes from the site's language. */
export function buildTenantFile(flags: Record<string, string | undefined>): TenantFile {
  const domain = (flags.domain ?? '').trim().toLowerCase();
  const language = flags.language ?? '';
  if (!domain || !flags.name || !flags.niche || !language || !flags.countries || !flags.company) {
    throw new TenantConfigError(`missing flags\n${USAGE}`);
  }
  if (!isLanguage(language)) throw new TenantConfigError(`--language: "${language}" is not one of da, de, en, es, fi, fr, it, nb, nl, pl, sv`);
  const t = createTranslator().t(language);
  const countries = flags.countries
    .split(',')
    .map((country) => country.trim().toUpperCase())
    .filter(Boolean);
  const name = flags.name.trim();
  return {
    id: flags.id ?? slugFromDomain(domain),
    domains: [domain],
    name,
    company: flags.company,
    niche: Number(flags.niche),
    domain_language: language,
    languages: [language, ...(language === 'en' ? [] : ['en' as const])],
    countries,
    index_title: t('site_defaults.index_title', { site: name }),
    description: t('site_defaults.description', { site: name }),
    support_phone: '',
    support_email: '',
    mail_name: name,
    site_entry_countries: countries,
  };
}

function add(dir: string, flags: Record<string, string | undefined>): void {
  const { companies, tenants } = loadTenantFiles(dir);
  const draft = buildTenantFile(flags);
  const company = companies.get(draft.company);
  if (!company) throw new TenantConfigError(`--company: no company "${draft.company}"; known: ${[...companies.keys()].join(', ')}`);
  const tenant: TenantFile = { ...draft, support_phone: company.support_phone, support_email: company.support_email };
  const file = path.join(dir, `${tenant.id}.json`);
  if (fs.existsSync(file)) throw new TenantConfigError(`${file}: (file): already exists`);
  const taken = tenants.find((other) => other.domains.includes(tenant.domains[0] as string));
  if (taken) throw new TenantConfigError(`--domain: "${tenant.domains[0]}" is already served by ${taken.id}`);
  parseTenantFile(file, tenant, companies);
  fs.writeFileSync(file, `${JSON.stringify(tenant, null, 2)}\n`);
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
