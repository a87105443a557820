import path from 'node:path';
import type { Config } from '../platform/config';
import { directDebitOffered, mollieKey, sandboxAllowed } from '../adapters/payment-providers/availability';
import { ageAssuranceProblems, ageSandboxAllowed, veriffCredentials } from '../adapters/age-verifiers/availability';
import type { Tenant } from '../platform/tenancy/schema';

/**
 * What production needs said explicitly (docs/decisions/0126-production-by-construction.md): a
 * production boot refuses to start while any of these holds, naming each setting on one line;
 * `npm start` (the demo) says DEMO_SITES=1, PAYMENTS=sandbox and MAIL=outbox itself.
 */

/** The sandbox's signing secret before it was derived from APP_SECRET: public, in git history. */
const PUBLISHED_SANDBOX_SECRET = 'sandbox-webhook-secret-for-development';

/** Names no real site can have (RFC 2606 and 6761): a site with only such domains is a demo. */
const RESERVED = /(^|\.)(example|test|localhost|invalid)$|(^|\.)example\.(com|net|org)$/;

export function isDemoSite(tenant: Pick<Tenant, 'domains'>): boolean {
  return tenant.domains.every((domain) => RESERVED.test(domain.toLowerCase()));
}

type ReadinessConfig = Pick<
  Config,
  | 'NODE_ENV'
  | 'APP_SECRET'
  | 'SMTP_URL'
  | 'MAIL'
  | 'DKIM_KEYS_DIR'
  | 'DKIM'
  | 'MOLLIE_API_KEY'
  | 'PAYMENTS'
  | 'PAYMENT_SANDBOX_SECRET'
  | 'AGE_ASSURANCE'
  | 'VERIFF_API_KEY'
  | 'VERIFF_SHARED_SECRET'
  | 'VERIFF_BASE_URL'
  | 'PUSH_ALLOW_LOOPBACK'
  | 'SMS'
  | 'demoSites'
  | 'tenantsDir'
>;

/** Each missing or unsafe setting of a production boot, one line each; empty outside production. */
export function productionProblems(
  config: ReadinessConfig,
  tenants: readonly (Pick<Tenant, 'id' | 'domains'> & Partial<Pick<Tenant, 'age_assurance'>>)[],
): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!config.APP_SECRET && !config.demoSites) {
    problems.push('APP_SECRET: missing — the deployment secret (at least 32 characters, e.g. `openssl rand -base64 48`), the same on every process');
  }
  if (!config.SMTP_URL && config.MAIL !== 'outbox') {
    problems.push('SMTP_URL: missing — the mail server (smtp://user:password@host:587), or MAIL=outbox to keep every mail unsent in DATA_DIR/outbox');
  }
  if (config.SMTP_URL && !config.DKIM_KEYS_DIR && config.DKIM !== 'relay') {
    problems.push(
      "DKIM_KEYS_DIR: missing — the directory of each sending domain's DKIM key (`npm run tenant -- dkim --site <id>` makes one and prints its DNS record), or DKIM=relay when the mail relay signs",
    );
  }
  if (config.SMTP_URL && config.MAIL === 'outbox') {
    problems.push('MAIL: outbox and SMTP_URL are both set — unset one: MAIL=outbox sends nothing');
  }
  if (!config.MOLLIE_API_KEY && config.PAYMENTS === undefined) {
    problems.push(
      'MOLLIE_API_KEY: missing — the payment provider key (live_…), or PAYMENTS=sandbox for test money only (members can mark their own payments paid), or PAYMENTS=none to take no payments',
    );
  }
  if (config.PAYMENTS === 'sandbox' && config.PAYMENT_SANDBOX_SECRET === PUBLISHED_SANDBOX_SECRET) {
    problems.push('PAYMENT_SANDBOX_SECRET: the published development value — unset it (it is derived from APP_SECRET) or set a secret of your own');
  }
  problems.push(...ageAssuranceProblems(config, tenants));
  if (config.PUSH_ALLOW_LOOPBACK && !config.demoSites) {
    problems.push('PUSH_ALLOW_LOOPBACK: unsafe in production — it lets a member aim push requests at this machine; unset it');
  }
  const demo = tenants.filter(isDemoSite).map((tenant) => tenant.id);
  if (demo.length && !config.demoSites) {
    problems.push(
      `TENANTS_DIR: ${config.tenantsDir} holds demo sites (${demo.join(', ')}: only reserved example domains) — point TENANTS_DIR at your own site files, or DEMO_SITES=1 for a demo deployment`,
    );
  }
  return problems;
}

export interface ReadinessFacts {
  database: string;
  redis: string | undefined;
  storage: string;
  sites: readonly Pick<Tenant, 'id'>[];
}

/** What the server runs on, as its configuration says (the table's database, Redis and storage rows). */
export function bootFacts(
  config: Pick<Config, 'DATABASE_URL' | 'REDIS_URL' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'dataDir'>,
  sites: ReadinessFacts['sites'],
): ReadinessFacts {
  const database = config.DATABASE_URL ? new URL(config.DATABASE_URL) : undefined;
  return {
    database: database
      ? `PostgreSQL ${database.host}${database.pathname}; migrated`
      : `embedded PostgreSQL (PGlite) in ${config.dataDir}, one process only; migrated`,
    redis: config.REDIS_URL,
    storage: config.S3_BUCKET
      ? `S3 bucket ${config.S3_BUCKET}${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ` in ${config.S3_REGION}`}`
      : `disk ${path.join(config.dataDir, 'media')} (this machine only)`,
    sites,
  };
}

/** The host (and port) of a URL, never its credentials. */
function hostOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

function payments(config: Pick<Config, 'NODE_ENV' | 'PAYMENTS' | 'MOLLIE_API_KEY'>): string {
  const key = mollieKey(config);
  const mollie = key ? `Mollie (${key.startsWith('live_') ? 'live' : 'test mode: no real money'})` : '';
  const sandbox = sandboxAllowed(config) ? 'sandbox (test money: members can mark their own payments paid)' : '';
  return [mollie, sandbox].filter(Boolean).join(', then ') || 'none: no site takes payments';
}

/** Who checks age where a site's file requires a provider (decision 0144). */
function ageChecksRow(config: Pick<Config, 'NODE_ENV' | 'AGE_ASSURANCE' | 'VERIFF_API_KEY' | 'VERIFF_SHARED_SECRET' | 'VERIFF_BASE_URL'>): string {
  if (veriffCredentials(config)) return 'Veriff checks where a site requires a provider';
  if (ageSandboxAllowed(config)) return "sandbox checks where a site requires a provider (nobody's age is checked)";
  return 'no provider: no site may require one';
}

function dkimRow(config: Pick<Config, 'DKIM' | 'dkim'>): string {
  if (config.DKIM === 'relay') return 'signed by the mail relay';
  if (!config.dkim) return 'none: mail is not signed';
  return `${config.dkim.dir}${config.dkim.makeMissing ? ' (the demo makes a key per sending domain)' : ''}`;
}

/** The table a booting server prints once: what it runs on, so an operator sees a demo shortcut at a glance. */
export function readinessTable(config: ReadinessConfig & Pick<Config, 'dataDir' | 'dkim'>, facts: ReadinessFacts): string {
  const rows: [string, string][] = [
    ['database', facts.database],
    ['redis', facts.redis ? hostOf(facts.redis) : 'none: cache, live events and limits in this process only'],
    ['mail', config.SMTP_URL ? `SMTP ${hostOf(config.SMTP_URL)}` : `outbox ${config.dataDir}/outbox: nothing is sent`],
    ['dkim', dkimRow(config)],
    ['payments', payments(config)],
    ['age', ageChecksRow(config)],
    ['sms', `outbox ${config.dataDir}/outbox: nothing is sent${directDebitOffered(config) ? '' : '; direct debit is not offered'}`],
    ['storage', facts.storage],
    ['secrets', config.APP_SECRET ? 'APP_SECRET' : `generated in ${config.dataDir}/app-secret (this machine only)`],
    ['sites', `${facts.sites.length}: ${facts.sites.map((site) => site.id).join(', ')}${config.demoSites ? ' (DEMO_SITES: demo members and login)' : ''}`],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  return [`Ready (${config.NODE_ENV}):`, ...rows.map(([name, value]) => `  ${name.padEnd(width)}  ${value}`)].join('\n');
}
