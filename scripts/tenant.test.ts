import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#server/platform/db/client';
import { siteSettings } from '#server/platform/db/schema';
import { ROOT } from '#server/platform/paths';
import { cliBundle } from '#tests/support/bundles';
import { loadTenantFiles } from '#server/platform/tenancy/load';
import { TenantRegistry } from '#server/platform/tenancy/registry';

const TENANT_CLI = await cliBundle('tenant');

/** `npm run tenant -- …` on a development server at port 4123 with the console at its default host. */
function tenantCli(dir: string, ...args: string[]): { code: number; output: string } {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', PORT: '4123' };
  delete env.PUBLIC_ORIGIN;
  delete env.OPERATOR_HOSTS;
  try {
    const output = execFileSync(process.execPath, [TENANT_CLI, ...args, '--dir', dir], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: 'pipe',
      env,
    });
    return { code: 0, output };
  } catch (error) {
    const failure = error as { status: number; stdout: string; stderr: string };
    return { code: failure.status, output: `${failure.stdout}${failure.stderr}` };
  }
}

function copyTenants(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-cli-'));
  fs.cpSync(path.join(ROOT, 'tenants'), dir, { recursive: true });
  return dir;
}

describe('npm run tenant', () => {
  it('onboards a new domain from flags, with wording in its language', () => {
    const dir = copyTenants();
    const add = tenantCli(
      dir,
      'add',
      '--domain',
      'Kaerlighed.example',
      '--name',
      'Kærlighed Nu',
      '--niche',
      '7',
      '--language',
      'da',
      '--countries',
      'dk',
      '--company',
      'amora-media',
    );
    expect(add.output).toContain('kaerlighed.json');
    // The link is the configured origin on the configured port.
    expect(add.output).toContain('the site answers at http://kaerlighed.localhost:4123/ (and at kaerlighed.example once its DNS points to the server)');
    expect(add.code).toBe(0);
    const tenant = JSON.parse(fs.readFileSync(path.join(dir, 'kaerlighed.json'), 'utf8'));
    expect(tenant).toMatchObject({
      id: 'kaerlighed',
      domains: ['kaerlighed.example'],
      niche: 7,
      domain_language: 'da',
      countries: ['DK'],
      support_email: 'support@amora-media.example',
    });
    // The headline and description in each of the site's languages, its own first.
    expect(tenant.languages).toEqual(['da', 'en']);
    expect(Object.keys(tenant.index_title)).toEqual(['da', 'en']);
    expect(tenant.index_title.da).toContain('Kærlighed Nu');
    expect(tenant.index_title.da).not.toMatch(/Meet singles/);
    expect(tenant.index_title.en).toContain('Kærlighed Nu');
    expect(Object.keys(tenant.description)).toEqual(['da', 'en']);

    const registry = new TenantRegistry(loadTenantFiles(dir));
    expect(registry.resolve('kaerlighed.example')?.tenant.name).toBe('Kærlighed Nu');
    expect(registry.resolve('kaerlighed.localhost:3000')?.tenant.id).toBe('kaerlighed');
    expect(tenantCli(dir, 'check').output).toMatch(/ok: 5 tenants, 1 companies/);
  });

  it('refuses bad flags with a clear message and writes nothing', () => {
    const dir = copyTenants();
    const before = fs.readdirSync(dir).sort();
    const badNiche = tenantCli(
      dir,
      'add',
      '--domain',
      'x-site.example',
      '--name',
      'X',
      '--niche',
      '12',
      '--language',
      'de',
      '--countries',
      'DE',
      '--company',
      'amora-media',
    );
    expect(badNiche.code).toBe(2);
    expect(badNiche.output).toMatch(/--niche: niche: /);
    expect(badNiche.output).toMatch(/--name: name: /);
    const taken = tenantCli(
      dir,
      'add',
      '--domain',
      'flirtlocal.example',
      '--id',
      'copycat',
      '--name',
      'Copy',
      '--niche',
      '2',
      '--language',
      'en',
      '--countries',
      'GB',
      '--company',
      'amora-media',
    );
    expect(taken.output).toMatch(/already served by flirtlocal/);
    const company = tenantCli(
      dir,
      'add',
      '--domain',
      'y-site.example',
      '--name',
      'Y Site',
      '--niche',
      '2',
      '--language',
      'en',
      '--countries',
      'GB',
      '--company',
      'nobody',
    );
    expect(company.output).toMatch(/--company: no company "nobody"/);
    expect(fs.readdirSync(dir).sort()).toEqual(before);
  });

  it('answers wrong input with the flags to correct and exit code 2, never a stack trace', () => {
    const dir = copyTenants();
    const before = fs.readdirSync(dir).sort();
    const site = (domain: string) => [
      'add',
      '--domain',
      domain,
      '--name',
      'Some Site',
      '--niche',
      '2',
      '--language',
      'en',
      '--countries',
      'GB',
      '--company',
      'amora-media',
    ];
    const cases: [string[], RegExp][] = [
      [['add', '--domain', 'd.example'], /^missing --name, --niche, --language, --countries, --company$/m],
      [['add', '--domian', 'd.example'], /^unknown flag --domian$/m],
      [['add', '--domain'], /^--domain needs a value/m],
      [[...site('niche.example'), '--niche', 'seven'], /^--niche: "seven" is not a whole number/m],
      [site('operator.localhost'), /^--domain: "operator.localhost" is the operator console's host/m],
      [site('www.operator.localhost'), /^--domain: "operator.localhost" is the operator console's host/m],
      [site('localhost'), /^--domain: "localhost": local names are given already/m],
      [site('192.0.2.7'), /^--domain: "192.0.2.7" is an address/m],
      [site('kærlighed.example'), /^--domain: "kærlighed.example" is not ASCII: write its punycode form "xn--krlighed-j0a.example"$/m],
      [site('d.example'), /^--id: id: .* \("d", from the domain; choose one with --id\)$/m],
      [['remove'], /^unknown command "remove"$/m],
    ];
    for (const [args, message] of cases) {
      const result = tenantCli(dir, ...args);
      expect(result.output, args.join(' ')).toMatch(message);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.output).not.toMatch(/^\s+at /m);
    }
    expect(fs.readdirSync(dir).sort()).toEqual(before);
  });

  // Migrating an embedded database on disk takes a while on a busy machine.
  it('settings prints the console’s changes to a site and exports its file with them laid over', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-cli-data-'));
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await database.db.insert(siteSettings).values({ tenantId: 'flirtlocal', settings: { message_credits: 12 }, version: 2, updatedBy: 7 });
    await database.close();
    const settings = (...args: string[]) =>
      execFileSync(process.execPath, [TENANT_CLI, 'settings', '--site', 'flirtlocal', ...args], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      });
    const shown = settings();
    expect(shown).toMatch(/^flirtlocal: the console's changes over .*flirtlocal\.json \(version 2, saved .* by operator 7\)$/m);
    expect(JSON.parse(shown.slice(shown.indexOf('{')))).toEqual({ message_credits: 12 });
    const exported = JSON.parse(settings('--export'));
    expect(exported).toMatchObject({ id: 'flirtlocal', message_credits: 12, photo_credits: 20 });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('check fails on a broken file and names it', () => {
    const dir = copyTenants();
    fs.writeFileSync(path.join(dir, 'broken.json'), '{ "id": "broken", ');
    const check = tenantCli(dir, 'check');
    expect(check.code).toBe(1);
    expect(check.output).not.toMatch(/^\s+at /m);
    expect(check.output).toMatch(/broken\.json: \(file\): not valid JSON/);
  });
});
