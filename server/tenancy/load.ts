import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { companySchema, tenantSchema, type Company, type Tenant } from './schema';

export class TenantConfigError extends Error {
  override name = 'TenantConfigError';
}

function describeIssues(file: string, error: z.ZodError): string {
  return error.issues.map((issue) => `${file}: ${issue.path.length ? issue.path.join('.') : '(file)'}: ${issue.message}`).join('\n');
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new TenantConfigError(`${file}: (file): not valid JSON (${(error as Error).message})`);
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

export function parseCompanyFile(file: string, raw: unknown): Company {
  const parsed = companySchema.safeParse(raw);
  if (!parsed.success) throw new TenantConfigError(describeIssues(file, parsed.error));
  if (parsed.data.id !== path.basename(file, '.json')) {
    throw new TenantConfigError(`${file}: id: must equal the file name "${path.basename(file, '.json')}"`);
  }
  return parsed.data;
}

export function parseTenantFile(file: string, raw: unknown, companies: ReadonlyMap<string, Company>): Tenant {
  const parsed = tenantSchema.safeParse(raw);
  if (!parsed.success) throw new TenantConfigError(describeIssues(file, parsed.error));
  const tenant = parsed.data;
  if (tenant.id !== path.basename(file, '.json')) {
    throw new TenantConfigError(`${file}: id: must equal the file name "${path.basename(file, '.json')}"`);
  }
  if (!companies.has(tenant.company)) {
    throw new TenantConfigError(`${file}: company: no company file "companies/${tenant.company}.json"`);
  }
  return tenant;
}

export interface TenantFiles {
  tenants: Tenant[];
  companies: Map<string, Company>;
}

/** Reads and validates every tenant and company file; every problem names its file and field. */
export function loadTenantFiles(dir: string): TenantFiles {
  const companies = new Map<string, Company>();
  const problems: string[] = [];
  for (const file of jsonFiles(path.join(dir, 'companies'))) {
    try {
      const company = parseCompanyFile(file, readJson(file));
      companies.set(company.id, company);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  const tenants: Tenant[] = [];
  for (const file of jsonFiles(dir)) {
    try {
      tenants.push(parseTenantFile(file, readJson(file), companies));
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  problems.push(...crossFileProblems(dir, tenants));
  if (problems.length) throw new TenantConfigError(problems.join('\n'));
  return { tenants, companies };
}

function crossFileProblems(dir: string, tenants: Tenant[]): string[] {
  const problems: string[] = [];
  if (tenants.length === 0) problems.push(`${dir}: (folder): no tenant files`);
  const defaults = tenants.filter((tenant) => tenant.default);
  if (tenants.length && defaults.length !== 1) {
    problems.push(`${dir}: default: exactly one tenant must have "default": true (found ${defaults.length})`);
  }
  const byId = new Map(tenants.map((tenant) => [tenant.id, tenant]));
  for (const tenant of tenants) {
    for (const shared of tenant.share_profiles_with) {
      const other = byId.get(shared);
      if (!other || other.company !== tenant.company || other.id === tenant.id) {
        problems.push(`${path.join(dir, `${tenant.id}.json`)}: share_profiles_with: "${shared}" must be another tenant of company "${tenant.company}"`);
      }
    }
  }
  const owner = new Map<string, string>();
  for (const tenant of tenants) {
    for (const domain of tenant.domains) {
      const other = owner.get(domain);
      if (other) problems.push(`${path.join(dir, `${tenant.id}.json`)}: domains: "${domain}" is already used by ${other}`);
      owner.set(domain, tenant.id);
    }
  }
  return problems;
}
