import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { CONSOLE, signedInOperator } from '#tests/support/operators';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';
import { auditLog } from '#server/platform/db/schema';
import { ROOT } from '#server/platform/paths';
import { cliBundle } from '#tests/support/bundles';

const run = promisify(execFile);
const english = texts('en');
const SITE_A = 'flirtlocal';
const SITE_B = 'herzklopfen';

interface Site {
  id: string;
  name: string;
  domains: string[];
  company: { id: string; name: string };
  payments: { configured: string; provider: string };
}

/** The console also answers on a name of the operator's own domain: never a site's. */
const OPERATOR_HOSTS = 'operator.localhost,console.amora-media.example';

const NEW_SITE = { domain: 'www.liefde-nu.example', name: 'Liefde Nu', niche: 7, language: 'nl', countries: ['nl', 'BE'], company: 'amora-media' };

/** The CLI's flags for the same input as the console's form. */
function flags(input: Record<string, unknown>): string[] {
  return Object.entries(input).flatMap(([key, value]) => [`--${key}`, Array.isArray(value) ? value.join(',') : String(value)]);
}

describe.each(BACKENDS)('the sites screen on $name', (backend) => {
  let t: TestApp;
  let tenantsDir: string;
  beforeAll(async () => {
    tenantsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-sites-'));
    fs.cpSync(path.join(ROOT, 'tenants'), tenantsDir, { recursive: true });
    t = await createTestApp(backend, { tenantsDir, operatorHosts: OPERATOR_HOSTS });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(tenantsDir, { recursive: true, force: true });
  });

  it('shows each operator the sites they may see, as loaded, without onboarding for anyone but owners of every site', async () => {
    const owner = await signedInOperator(t, 'owner');
    const all = (await owner.api.get('/api/operator/sites.php').expect(200)).body;
    expect(all.sites.map((site: Site) => site.id).sort()).toEqual(t.tenants.tenants.map((tenant) => tenant.id).sort());
    const flirt = all.sites.find((site: Site) => site.id === SITE_A);
    expect(flirt).toMatchObject({ name: 'FlirtLocal', company: { id: 'amora-media' }, payments: { configured: 'auto', provider: 'sandbox' } });
    expect(all).toMatchObject({ may_onboard: true, companies: [{ id: 'amora-media' }] });

    const manager = await signedInOperator(t, 'manager', [SITE_B]);
    const mine = (await manager.api.get('/api/operator/sites.php').expect(200)).body;
    expect(mine.sites.map((site: Site) => site.id)).toEqual([SITE_B]);
    expect(mine).toMatchObject({ may_onboard: false, companies: [] });
    await manager.api.post('/api/operator/sites.php', { ...NEW_SITE, domain: 'manager-site.example' }).expect(403);
    const limitedOwner = await signedInOperator(t, 'owner', [SITE_A]);
    await limitedOwner.api.post('/api/operator/sites.php', { ...NEW_SITE, domain: 'limited-site.example' }).expect(403);

    for (const role of ['moderator', 'support'] as const) {
      const op = await signedInOperator(t, role, [SITE_A]);
      await op.api.get('/api/operator/sites.php').expect(403);
      await op.api.post('/api/operator/sites.php', { ...NEW_SITE, domain: `${role}-site.example` }).expect(403);
    }
    await api(t.app, CONSOLE).get('/api/operator/sites.php').expect(401);
    expect(fs.readdirSync(tenantsDir).filter((name) => name.includes('site'))).toEqual([]);
  });

  it('lists the problems of the tenant files: all for owners of every site, their own sites’ for managers', async () => {
    const owner = await signedInOperator(t, 'owner');
    const manager = await signedInOperator(t, 'manager', [SITE_B]);
    const broken = path.join(tenantsDir, 'coeurs-coquins.json');
    const good = fs.readFileSync(broken, 'utf8');
    fs.writeFileSync(broken, JSON.stringify({ ...JSON.parse(good), niche: 9 }));
    try {
      let problems: { file: string; field: string; outcome: string }[] = [];
      for (let tries = 0; tries < 100 && !problems.length; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        problems = (await owner.api.get('/api/operator/sites.php').expect(200)).body.problems;
      }
      expect(problems).toEqual([expect.objectContaining({ file: 'coeurs-coquins.json', field: 'niche', outcome: 'kept-last-good' })]);
      expect((await manager.api.get('/api/operator/sites.php').expect(200)).body.problems).toEqual([]);
    } finally {
      fs.writeFileSync(broken, good);
    }
  });

  it('onboards a domain: the file is written, the site answers on its host at once, the audit log has it', { timeout: 60_000 }, async () => {
    const owner = await signedInOperator(t, 'owner');
    const reply = await owner.api.post('/api/operator/sites.php', NEW_SITE).expect(201);
    expect(reply.body).toMatchObject({ id: 'liefde-nu', live: true, site: { name: 'Liefde Nu', domains: ['liefde-nu.example'], countries: ['NL', 'BE'] } });
    const written = JSON.parse(fs.readFileSync(path.join(tenantsDir, 'liefde-nu.json'), 'utf8'));
    expect(written).toMatchObject({ id: 'liefde-nu', niche: 7, domain_language: 'nl', support_email: 'support@amora-media.example' });

    const settings = await api(t.app, 'liefde-nu.example').get('/api/settings.php').expect(200);
    expect(settings.body.name).toBe('Liefde Nu');
    await api(t.app, 'liefde-nu.localhost').get('/api/settings.php').expect(200);
    const listed = (await owner.api.get('/api/operator/sites.php').expect(200)).body.sites as Site[];
    expect(listed.map((site) => site.id)).toContain('liefde-nu');
    // Operators of the new site can be given it now.
    await owner.api.post('/api/operator/operators.php', { email: 'liefde-mod@example.com', role: 'moderator', tenants: ['liefde-nu'] }).expect(201);

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'site_create'));
    expect(entry).toMatchObject({ operatorId: owner.id, tenantId: 'liefde-nu', detail: { domain: 'liefde-nu.example', company: 'amora-media' } });
  });

  it('refuses bad input field by field, with the CLI’s own validation, and writes nothing', { timeout: 120_000 }, async () => {
    const owner = await signedInOperator(t, 'owner');
    const before = fs.readdirSync(tenantsDir).sort();
    const cases: { input: Record<string, unknown>; fields: Record<string, string> }[] = [
      {
        input: { domain: 'http://bad domain', name: 'X', niche: 12, language: 'xx', countries: ['Holland'], company: 'nobody' },
        fields: {
          domain: english('operator_console.site_domain_invalid'),
          name: english('operator_console.site_name_invalid'),
          niche: english('operator_console.site_niche_invalid'),
          language: english('operator_console.site_language_invalid'),
          countries: english('operator_console.site_countries_invalid'),
          company: english('operator_console.site_company_invalid'),
        },
      },
      {
        input: { ...NEW_SITE, domain: 'flirtlocal.example', id: 'copycat' },
        fields: { domain: english('operator_console.site_domain_taken') },
      },
      {
        input: { ...NEW_SITE, domain: 'other.example', id: SITE_B },
        fields: { id: english('operator_console.site_id_taken') },
      },
      {
        input: { ...NEW_SITE, domain: 'console.amora-media.example', id: 'console' },
        fields: { domain: english('operator_console.site_domain_invalid') },
      },
      {
        input: { ...NEW_SITE, domain: 'third.example', id: '../escape' },
        fields: { id: english('operator_console.site_id_invalid') },
      },
    ];
    for (const { input, fields } of cases) {
      const reply = await owner.api.post('/api/operator/sites.php', input).expect(400);
      expect(reply.body.fields).toEqual(fields);
      // `npm run tenant -- add` refuses the same fields, in its own words.
      const cli = run(process.execPath, [await cliBundle('tenant'), 'add', ...flags(input), '--dir', tenantsDir], {
        cwd: ROOT,
        env: { ...process.env, OPERATOR_HOSTS },
      });
      const failure = (await cli.then(
        () => ({ stderr: '' }),
        (error: unknown) => error,
      )) as { stderr: string };
      const refused = [...failure.stderr.matchAll(/^--(\w+): /gm)].map((match) => match[1]).sort();
      expect(refused).toEqual(Object.keys(fields).sort());
    }
    await owner.api.post('/api/operator/sites.php', { ...NEW_SITE, niche: '7' }).expect(400);
    expect(fs.readdirSync(tenantsDir).sort()).toEqual(before);
    expect(fs.existsSync(path.join(path.dirname(tenantsDir), 'escape.json'))).toBe(false);
  });
});
