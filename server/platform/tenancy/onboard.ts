import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { domainToASCII } from 'node:url';
import { createTranslator } from '#server/platform/i18n';
import { isLanguage, type Language } from '#server/contract/languages';
import { TenantConfigError, type TenantFiles } from './load';
import { tenantSchema, type TenantFile } from './schema';

/** What onboarding a domain asks for (`npm run tenant -- add` flags, the console's form). */
export interface NewSiteInput {
  /** Defaults to the domain's first label. */
  id?: string | undefined;
  domain: string;
  name: string;
  niche: number;
  language: string;
  countries: readonly string[];
  company: string;
}

export const NEW_SITE_FIELDS = ['id', 'domain', 'name', 'niche', 'language', 'countries', 'company'] as const;
export type NewSiteField = (typeof NEW_SITE_FIELDS)[number];

/** One wrong input: `taken` when another site has the id or domain already, `invalid` otherwise. */
export type NewSiteProblem = { field: NewSiteField; reason: 'invalid'; message: string } | { field: 'id' | 'domain'; reason: 'taken'; message: string };

/** Refused input, every problem at once: the CLI prints the message, the console names each field. */
export class NewSiteError extends TenantConfigError {
  override name = 'NewSiteError';
  constructor(readonly fields: readonly NewSiteProblem[]) {
    super(fields.map((problem) => `--${problem.field}: ${problem.message}`).join('\n'));
  }
}

/** Which input each key of the written file comes from, so a schema refusal names what to correct. */
const SOURCE_OF: Record<keyof ReturnType<typeof draftFile>, NewSiteField> = {
  id: 'id',
  domains: 'domain',
  name: 'name',
  company: 'company',
  niche: 'niche',
  domain_language: 'language',
  languages: 'language',
  countries: 'countries',
  index_title: 'name',
  description: 'name',
  support_phone: 'company',
  support_email: 'company',
  mail_name: 'name',
  site_entry_countries: 'countries',
};

function slugFromDomain(domain: string): string {
  return (
    domain
      .replace(/^www\./, '')
      .split('.')[0]
      ?.replace(/[^a-z0-9-]/g, '-') ?? ''
  );
}

/** Requests' hosts lose a leading www. before they are looked up (./registry.ts): so does the domain. */
function normalDomain(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');
}

/**
 * Why a host can never be a site's domain, if it cannot: a name the server answers as something
 * else (the console's hosts, every site's own `<id>.localhost`), an address, or a name in Unicode,
 * which DNS and the Host header carry in its punycode form only.
 */
function unservableDomain(domain: string, reservedHosts: readonly string[]): string | undefined {
  if (/[^\x20-\x7e]/.test(domain)) {
    const ascii = domainToASCII(domain);
    return ascii ? `"${domain}" is not ASCII: write its punycode form "${ascii}"` : `"${domain}" is not a domain name`;
  }
  if (reservedHosts.includes(domain)) return `"${domain}" is the operator console's host (OPERATOR_HOSTS), never a site`;
  if (domain === 'localhost' || domain.endsWith('.localhost')) return `"${domain}": local names are given already (every site answers at <id>.localhost)`;
  if (isIP(domain.replace(/^\[(.*)\]$/, '$1'))) return `"${domain}" is an address; a site needs a domain name`;
  return undefined;
}

/**
 * The file as written: headline and description in each of its languages (the site's and English,
 * for the operator to edit or add to), support contacts from its company.
 */
function draftFile(input: NewSiteInput, language: Language, support: { phone: string; email: string }) {
  const domain = normalDomain(input.domain);
  const name = input.name.trim();
  const countries = input.countries.map((country) => country.trim().toUpperCase()).filter(Boolean);
  const languages: Language[] = [language, ...(language === 'en' ? [] : ['en' as const])];
  const translator = createTranslator();
  const perLanguage = (key: string) => Object.fromEntries(languages.map((each) => [each, translator.t(each)(key, { site: name })]));
  return {
    id: input.id?.trim() || slugFromDomain(domain),
    domains: [domain],
    name,
    company: input.company,
    niche: input.niche,
    domain_language: language,
    languages,
    countries,
    index_title: perLanguage('site_defaults.index_title'),
    description: perLanguage('site_defaults.description'),
    support_phone: support.phone,
    support_email: support.email,
    mail_name: name,
    site_entry_countries: countries,
  } satisfies TenantFile;
}

/** What onboarding checks a domain against beyond the other sites. */
export interface NewSiteOptions {
  /** The console's host names (OPERATOR_HOSTS): never a site's. */
  reservedHosts?: readonly string[];
}

/**
 * The one validation of a new site, for the CLI and the console: the schema the server reads
 * files with, a known company, a domain the server can serve as a site, and an id and domain no
 * site (served or on disk) has yet. `files` are the sites known now. Returns the file to write
 * and its content.
 */
export function checkNewSite(dir: string, files: TenantFiles, input: NewSiteInput, options: NewSiteOptions = {}): { file: string; tenant: TenantFile } {
  const problems: NewSiteProblem[] = [];
  const add = (problem: NewSiteProblem) => {
    if (!problems.some((other) => other.field === problem.field)) problems.push(problem);
  };
  if (!isLanguage(input.language))
    add({ field: 'language', reason: 'invalid', message: `"${input.language}" is not one of da, de, en, es, fi, fr, it, nb, nl, pl, sv` });
  const company = files.companies.get(input.company);
  if (!company) add({ field: 'company', reason: 'invalid', message: `no company "${input.company}"; known: ${[...files.companies.keys()].join(', ')}` });
  const unservable = unservableDomain(normalDomain(input.domain), options.reservedHosts ?? []);
  if (unservable) add({ field: 'domain', reason: 'invalid', message: unservable });
  const tenant = draftFile(input, isLanguage(input.language) ? input.language : 'en', {
    phone: company?.support_phone ?? '',
    email: company?.support_email ?? '',
  });
  const parsed = tenantSchema.safeParse(tenant);
  for (const issue of parsed.error?.issues ?? []) {
    const key = issue.path[0];
    const field = typeof key === 'string' && Object.hasOwn(SOURCE_OF, key) ? SOURCE_OF[key as keyof typeof SOURCE_OF] : 'name';
    // An id nobody typed came from the domain: say so, and how to choose one (nothing, when the domain is refused already).
    const derived = field === 'id' && !input.id?.trim();
    if (derived && problems.some((problem) => problem.field === 'domain')) continue;
    add({
      field,
      reason: 'invalid',
      message: `${issue.path.join('.')}: ${issue.message}${derived ? ` ("${tenant.id}", from the domain; choose one with --id)` : ''}`,
    });
  }
  const file = path.join(dir, `${tenant.id}.json`);
  // Only a valid id (letters, digits, dashes) names a file; an invalid one was reported above.
  const idIsValid = !problems.some((problem) => problem.field === 'id');
  if (idIsValid && (files.tenants.some((other) => other.id === tenant.id) || fs.existsSync(file)))
    add({ field: 'id', reason: 'taken', message: `a site "${tenant.id}" exists already` });
  const domain = tenant.domains[0] ?? '';
  const taken = files.tenants.find((other) => other.domains.includes(domain) || `${other.id}.localhost` === domain);
  if (taken) add({ field: 'domain', reason: 'taken', message: `"${domain}" is already served by ${taken.id}` });
  if (problems.length) throw new NewSiteError(problems);
  return { file, tenant };
}

/** Checks and writes the new site's file; a running server serves it after its next reload (./watch.ts). */
export function writeNewSite(dir: string, files: TenantFiles, input: NewSiteInput, options: NewSiteOptions = {}): { file: string; tenant: TenantFile } {
  const checked = checkNewSite(dir, files, input, options);
  try {
    // wx: two onboardings of one id at once cannot overwrite each other.
    fs.writeFileSync(checked.file, `${JSON.stringify(checked.tenant, null, 2)}\n`, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new NewSiteError([{ field: 'id', reason: 'taken', message: `a site "${checked.tenant.id}" exists already` }]);
  }
  return checked;
}
