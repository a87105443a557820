import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../paths';
import { loadTenantFiles } from './load';
import { TenantRegistry } from './registry';
import { watchTenantFiles, type TenantWatcher } from './watch';

const dirs: string[] = [];
const watchers: TenantWatcher[] = [];
afterEach(() => {
  for (const watcher of watchers.splice(0)) watcher.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A registry serving a copy of the demo tenants, with a watcher whose reload the test calls itself. */
function servedCopy(): { dir: string; registry: TenantRegistry; reload: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenants-reload-'));
  dirs.push(dir);
  fs.cpSync(path.join(ROOT, 'tenants'), dir, { recursive: true });
  const registry = new TenantRegistry(loadTenantFiles(dir));
  const watcher = watchTenantFiles({ dir, registry, logger: pino({ level: 'silent' }) });
  watchers.push(watcher);
  return { dir, registry, reload: () => watcher.reload('test') };
}

function edit(file: string, change: (value: Record<string, unknown>) => void): void {
  const value = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(value);
  fs.writeFileSync(file, JSON.stringify(value));
}

describe('reloading the tenant registry', () => {
  it('swaps every site at once: a resolved context stays as it was, the next resolve sees the edit', () => {
    const { dir, registry, reload } = servedCopy();
    const before = registry.resolve('herzklopfen.localhost');
    edit(path.join(dir, 'herzklopfen.json'), (tenant) => {
      tenant.name = 'Herzklopfen Neu';
    });
    reload();
    const after = registry.resolve('herzklopfen.localhost');
    expect(before?.tenant.name).toBe('Herzklopfen 40+');
    expect(after?.tenant.name).toBe('Herzklopfen Neu');
    expect(after?.version).not.toBe(before?.version);
    expect(registry.problems()).toEqual([]);
  });

  it('serves a new file, stops serving a removed one', () => {
    const { dir, registry, reload } = servedCopy();
    const file = JSON.parse(fs.readFileSync(path.join(dir, 'herzklopfen.json'), 'utf8'));
    fs.writeFileSync(
      path.join(dir, 'liebesglueck.json'),
      JSON.stringify({ ...file, id: 'liebesglueck', domains: ['liebesglueck.example'], share_profiles_with: [] }),
    );
    fs.rmSync(path.join(dir, 'coeurs-coquins.json'));
    reload();
    expect(registry.resolve('liebesglueck.example')?.tenant.id).toBe('liebesglueck');
    expect(registry.resolve('coeurs-coquins.localhost')).toBeUndefined();
    expect(registry.get('coeurs-coquins')).toBeUndefined();
  });

  it('reports a broken file with its file and field and keeps that site at its last good version', () => {
    const { dir, registry, reload } = servedCopy();
    edit(path.join(dir, 'herzklopfen.json'), (tenant) => {
      tenant.name = 'Half edited';
      tenant.niche = 9;
    });
    fs.writeFileSync(path.join(dir, 'regenboog-date.json'), '{ "id": "regenboog-date", ');
    reload();
    expect(registry.resolve('herzklopfen.localhost')?.tenant.name).toBe('Herzklopfen 40+');
    expect(registry.resolve('regenboog-date.localhost')?.tenant.id).toBe('regenboog-date');
    expect(registry.resolve('flirtlocal.example')?.tenant.id).toBe('flirtlocal');
    expect(registry.problems()).toEqual([
      expect.objectContaining({ file: path.join(dir, 'herzklopfen.json'), field: 'niche', outcome: 'kept-last-good' }),
      expect.objectContaining({ file: path.join(dir, 'regenboog-date.json'), field: '(file)', outcome: 'kept-last-good' }),
    ]);
    edit(path.join(dir, 'herzklopfen.json'), (tenant) => {
      tenant.niche = 2;
    });
    fs.cpSync(path.join(ROOT, 'tenants', 'regenboog-date.json'), path.join(dir, 'regenboog-date.json'));
    reload();
    expect(registry.resolve('herzklopfen.localhost')?.tenant.name).toBe('Half edited');
    expect(registry.problems()).toEqual([]);
  });

  it('does not let a new file take a running site’s domain, and skips a broken new file', () => {
    const { dir, registry, reload } = servedCopy();
    const file = JSON.parse(fs.readFileSync(path.join(dir, 'herzklopfen.json'), 'utf8'));
    fs.writeFileSync(path.join(dir, 'aaa-thief.json'), JSON.stringify({ ...file, id: 'aaa-thief', domains: ['flirtlocal.example'], share_profiles_with: [] }));
    fs.writeFileSync(path.join(dir, 'broken-new.json'), JSON.stringify({ ...file, id: 'broken-new', domains: ['broken.example'], company: 'nobody' }));
    reload();
    expect(registry.resolve('flirtlocal.example')?.tenant.id).toBe('flirtlocal');
    expect(registry.get('aaa-thief')).toBeUndefined();
    expect(registry.resolve('broken.example')).toBeUndefined();
    expect(registry.problems()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: path.join(dir, 'aaa-thief.json'),
          field: 'domains',
          outcome: 'skipped',
          message: '"flirtlocal.example" is already used by flirtlocal',
        }),
        expect.objectContaining({ file: path.join(dir, 'broken-new.json'), field: 'company', outcome: 'skipped' }),
      ]),
    );
  });

  it('keeps a site whose profile-sharing partner was removed, sharing with nobody', () => {
    const { dir, registry, reload } = servedCopy();
    edit(path.join(dir, 'herzklopfen.json'), (tenant) => {
      tenant.share_profiles_with = ['coeurs-coquins'];
    });
    reload();
    expect(registry.get('herzklopfen')?.tenant.share_profiles_with).toEqual(['coeurs-coquins']);
    fs.rmSync(path.join(dir, 'coeurs-coquins.json'));
    reload();
    expect(registry.resolve('herzklopfen.localhost')?.tenant.share_profiles_with).toEqual([]);
    expect(registry.problems()).toEqual([
      expect.objectContaining({ file: path.join(dir, 'herzklopfen.json'), field: 'share_profiles_with', outcome: 'entry-ignored' }),
    ]);
  });

  it('refuses a reading without exactly one default site as a whole: every site keeps serving', () => {
    const { dir, registry, reload } = servedCopy();
    edit(path.join(dir, 'herzklopfen.json'), (tenant) => {
      tenant.default = true;
      tenant.name = 'Not yet';
    });
    reload();
    expect(registry.resolve('localhost')?.tenant.id).toBe('flirtlocal');
    expect(registry.resolve('herzklopfen.localhost')?.tenant.name).toBe('Herzklopfen 40+');
    expect(registry.problems()).toEqual([expect.objectContaining({ field: 'default', outcome: 'reload-refused' })]);
  });

  it('notices a changed file by itself', async () => {
    const { dir, registry } = servedCopy();
    edit(path.join(dir, 'herzklopfen.json'), (tenant) => {
      tenant.name = 'Seen without a signal';
    });
    const deadline = Date.now() + 10_000;
    while (registry.get('herzklopfen')?.tenant.name !== 'Seen without a signal' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(registry.get('herzklopfen')?.tenant.name).toBe('Seen without a signal');
  });
});
