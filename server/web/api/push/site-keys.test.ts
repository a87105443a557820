import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { composeServer } from '#server/boot/compose';
import { loadConfig } from '#server/platform/config';
import { ROOT } from '#server/platform/paths';
import { createOnDemandRenderer } from '#server/web/ssr/development';

const SECRET = 'the-deployment-secret-of-the-site-keys-test';
const HOSTS = ['flirtlocal.localhost', 'kaerlighed.localhost'];

/** A copy of the sites with one more, added the way ops add a site: `npm run tenant -- add`. */
function sitesWithANewOne(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-keys-'));
  fs.cpSync(path.join(ROOT, 'tenants'), dir, { recursive: true });
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'scripts/tenant.ts'),
      'add',
      ...['--domain', 'kaerlighed.example', '--name', 'Kærlighed Nu', '--niche', '7', '--language', 'da', '--countries', 'DK', '--company', 'amora-media'],
      ...['--dir', dir],
    ],
    { cwd: ROOT, stdio: 'pipe' },
  );
  return dir;
}

/** Starts the server as a deployment would (its own DATA_DIR), asks each site's settings for its push key, and stops it. */
async function pushKeys(tenantsDir: string, appSecret: string): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-data-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TENANTS_DIR: tenantsDir, DATA_DIR: dataDir, APP_SECRET: appSecret });
  const composed = await composeServer(config, { database: { url: undefined }, renderer: () => createOnDemandRenderer() });
  try {
    const keys: string[] = [];
    for (const host of HOSTS) keys.push((await request(composed.app).get('/api/settings.php').set('Host', host).expect(200)).body.push_public_key);
    return keys;
  } finally {
    await composed.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('VAPID keys of the sites', () => {
  it('gives a site added with the tenant CLI its own key at once, the same after a restart with the same APP_SECRET', async () => {
    const tenantsDir = sitesWithANewOne();
    const [flirtlocal, added] = await pushKeys(tenantsDir, SECRET);
    for (const key of [flirtlocal, added]) {
      const point = Buffer.from(key ?? '', 'base64url');
      expect(point).toHaveLength(65);
      expect(() => crypto.ECDH.convertKey(point, 'prime256v1')).not.toThrow();
    }
    expect(added).not.toBe(flirtlocal);
    // Nothing about the key is in the site's file: it comes from the deployment secret.
    expect(fs.readFileSync(path.join(tenantsDir, 'kaerlighed.json'), 'utf8')).not.toMatch(/push|vapid/i);

    expect(await pushKeys(tenantsDir, SECRET)).toEqual([flirtlocal, added]);
    const otherDeployment = await pushKeys(tenantsDir, `${SECRET}-elsewhere`);
    expect(otherDeployment).not.toContain(flirtlocal);
    expect(otherDeployment).not.toContain(added);
    fs.rmSync(tenantsDir, { recursive: true, force: true });
  });
});
