import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '#server/paths';
import { loadTenantFiles } from '#server/tenancy/load';
import { TenantRegistry } from '#server/tenancy/registry';

function tenantCli(dir: string, ...args: string[]): { code: number; output: string } {
  try {
    const output = execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/tenant.ts'), ...args, '--dir', dir], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: 'pipe',
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
    expect(tenant.index_title).toContain('Kærlighed Nu');
    expect(tenant.index_title).not.toMatch(/Meet singles/);

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
    expect(badNiche.code).toBe(1);
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

  it('check fails on a broken file and names it', () => {
    const dir = copyTenants();
    fs.writeFileSync(path.join(dir, 'broken.json'), '{ "id": "broken", ');
    const check = tenantCli(dir, 'check');
    expect(check.code).toBe(1);
    expect(check.output).toMatch(/broken\.json: \(file\): not valid JSON/);
  });
});
