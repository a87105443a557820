import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { companySchema, tenantSchema, type Company, type Tenant } from './schema';

/** One thing wrong with the tenant files: which file, which field ("(file)" for the whole file), what. */
export interface TenantProblem {
  file: string;
  field: string;
  message: string;
}

export function describeProblem(problem: TenantProblem): string {
  return `${problem.file}: ${problem.field}: ${problem.message}`;
}

export class TenantConfigError extends Error {
  override name = 'TenantConfigError';
  constructor(
    message: string,
    readonly problems: readonly TenantProblem[] = [],
  ) {
    super(message);
  }
}

function fail(problems: TenantProblem[]): never {
  throw new TenantConfigError(problems.map(describeProblem).join('\n'), problems);
}

function issuesOf(file: string, error: z.ZodError): TenantProblem[] {
  return error.issues.map((issue) => ({ file, field: issue.path.length ? issue.path.join('.') : '(file)', message: issue.message }));
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return fail([{ file, field: '(file)', message: `not valid JSON (${(error as Error).message})` }]);
  }
}

function jsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
}

function checkFileName(file: string, id: string): void {
  if (id !== path.basename(file, '.json')) fail([{ file, field: 'id', message: `must equal the file name "${path.basename(file, '.json')}"` }]);
}

export function parseCompanyFile(file: string, raw: unknown): Company {
  const parsed = companySchema.safeParse(raw);
  if (!parsed.success) fail(issuesOf(file, parsed.error));
  checkFileName(file, parsed.data.id);
  return parsed.data;
}

export function parseTenantFile(file: string, raw: unknown, companies: ReadonlyMap<string, Company>): Tenant {
  const parsed = tenantSchema.safeParse(raw);
  if (!parsed.success) fail(issuesOf(file, parsed.error));
  const tenant = parsed.data;
  checkFileName(file, tenant.id);
  if (!companies.has(tenant.company)) fail([{ file, field: 'company', message: `no company file "companies/${tenant.company}.json"` }]);
  return tenant;
}

export interface TenantFiles {
  tenants: Tenant[];
  companies: Map<string, Company>;
}

/**
 * What a problem did on a reload: the site keeps its last good version, is not served, is served
 * without the wrong entry, or nothing was reloaded; or a change the console saved (decision 0145)
 * that the file as it is now does not take is left out.
 */
export type ProblemOutcome = 'kept-last-good' | 'skipped' | 'entry-ignored' | 'reload-refused' | 'setting-ignored';

export interface ReportedProblem extends TenantProblem {
  outcome: ProblemOutcome;
}

export interface TenantDirReading {
  files: TenantFiles;
  problems: ReportedProblem[];
  /** A problem no single site can be held back for (no default site, no sites at all): the last good registry stays. */
  refused: boolean;
}

function problemsOf(error: unknown): TenantProblem[] {
  if (error instanceof TenantConfigError) return [...error.problems];
  throw error;
}

/**
 * Reads every tenant and company file; a broken one is reported and replaced by its version in
 * `lastGood` (the files the running registry serves) or, for a new file, left out. Without
 * `lastGood` (a boot) there is nothing to fall back to: every problem skips its file.
 */
export function readTenantDir(dir: string, lastGood?: TenantFiles): TenantDirReading {
  const problems: ReportedProblem[] = [];
  const report = (found: TenantProblem[], kept: boolean) =>
    problems.push(...found.map((problem) => ({ ...problem, outcome: kept ? ('kept-last-good' as const) : ('skipped' as const) })));
  const companies = new Map<string, Company>();
  for (const file of jsonFiles(path.join(dir, 'companies'))) {
    try {
      const company = parseCompanyFile(file, readJson(file));
      companies.set(company.id, company);
    } catch (error) {
      const previous = lastGood?.companies.get(path.basename(file, '.json'));
      report(problemsOf(error), Boolean(previous));
      if (previous) companies.set(previous.id, previous);
    }
  }
  const previousTenants = new Map(lastGood?.tenants.map((tenant) => [tenant.id, tenant]));
  const fallBack = (id: string): Tenant | undefined => {
    const previous = previousTenants.get(id);
    return previous && companies.has(previous.company) ? previous : undefined;
  };
  const read: Tenant[] = [];
  for (const file of jsonFiles(dir)) {
    try {
      read.push(parseTenantFile(file, readJson(file), companies));
    } catch (error) {
      const previous = fallBack(path.basename(file, '.json'));
      report(problemsOf(error), Boolean(previous));
      if (previous) read.push(previous);
    }
  }
  // Counted before domains are claimed: a second default is refused whatever else is wrong with its file.
  const refusals: TenantProblem[] = [];
  if (read.length === 0) refusals.push({ file: dir, field: '(folder)', message: 'no tenant files' });
  const defaults = read.filter((tenant) => tenant.default);
  if (read.length && defaults.length !== 1) {
    refusals.push({ file: dir, field: 'default', message: `exactly one tenant must have "default": true (found ${defaults.length})` });
  }
  problems.push(...refusals.map((problem) => ({ ...problem, outcome: 'reload-refused' as const })));
  const tenants = claimDomains(dir, read, previousTenants, fallBack, report);
  problems.push(...shareProblems(dir, tenants));
  return { files: { tenants, companies }, problems, refused: refusals.length > 0 };
}

/**
 * A domain belongs to the site that served it before: sites unchanged since the last good load
 * claim their domains first, so a new or edited file cannot take a running site's domain.
 */
function claimDomains(
  dir: string,
  read: Tenant[],
  previous: ReadonlyMap<string, Tenant>,
  fallBack: (id: string) => Tenant | undefined,
  report: (found: TenantProblem[], kept: boolean) => void,
): Tenant[] {
  const unchanged = (tenant: Tenant) => previous.get(tenant.id) === tenant || JSON.stringify(previous.get(tenant.id)) === JSON.stringify(tenant);
  const ordered = [...read.filter(unchanged), ...read.filter((tenant) => !unchanged(tenant))];
  const owner = new Map<string, string>();
  const free = (tenant: Tenant) => tenant.domains.filter((domain) => owner.has(domain));
  const kept: Tenant[] = [];
  for (const candidate of ordered) {
    let tenant: Tenant | undefined = candidate;
    const taken = free(candidate);
    if (taken.length) {
      const file = path.join(dir, `${candidate.id}.json`);
      const previousVersion = fallBack(candidate.id);
      tenant = previousVersion && previousVersion !== candidate && free(previousVersion).length === 0 ? previousVersion : undefined;
      report(
        taken.map((domain) => ({ file, field: 'domains', message: `"${domain}" is already used by ${owner.get(domain)}` })),
        Boolean(tenant),
      );
    }
    if (!tenant) continue;
    for (const domain of tenant.domains) owner.set(domain, tenant.id);
    kept.push(tenant);
  }
  return read.map((tenant) => kept.find((other) => other.id === tenant.id)).filter((tenant): tenant is Tenant => Boolean(tenant));
}

/** A site shares profiles only with other sites of its company that are served; any other entry is reported and ignored. */
function shareProblems(dir: string, tenants: Tenant[]): ReportedProblem[] {
  const problems: ReportedProblem[] = [];
  const byId = new Map(tenants.map((tenant) => [tenant.id, tenant]));
  tenants.forEach((tenant, index) => {
    const wrong = tenant.share_profiles_with.filter((shared) => {
      const other = byId.get(shared);
      return !other || other.company !== tenant.company || other.id === tenant.id;
    });
    if (!wrong.length) return;
    const file = path.join(dir, `${tenant.id}.json`);
    for (const shared of wrong) {
      problems.push({
        file,
        field: 'share_profiles_with',
        message: `"${shared}" must be another tenant of company "${tenant.company}"`,
        outcome: 'entry-ignored',
      });
    }
    tenants[index] = { ...tenant, share_profiles_with: tenant.share_profiles_with.filter((shared) => !wrong.includes(shared)) };
  });
  return problems;
}

/** Reads and validates every tenant and company file, strictly (boot, CLIs); every problem names its file and field. */
export function loadTenantFiles(dir: string): TenantFiles {
  const { files, problems } = readTenantDir(dir);
  if (problems.length) fail(problems.map(({ file, field, message }) => ({ file, field, message })));
  return files;
}
