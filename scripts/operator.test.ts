import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { generateSync, verifySync } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/platform/db/client';
import { operators } from '#server/platform/db/schema';
import { hashToken } from '#server/core/domain/accounts/tokens';
import { openTotpSecret } from '#server/core/domain/operators/totp';
import { ROOT } from '#server/platform/paths';
import { cliBundle } from '#tests/support/bundles';
import { loadSecrets } from '#server/platform/secrets';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-cli-'));

/** `npm run operator -- …` as an operator types it, on the embedded database of DATA_DIR. */
async function operatorCli(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', PORT: '3000' };
  delete env.DATABASE_URL;
  delete env.APP_SECRET;
  return run(process.execPath, [await cliBundle('operator'), ...args], { cwd: ROOT, env });
}

describe('npm run operator', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('adds an operator and prints a sign-in link and an otpauth URI that an authenticator can use', async () => {
    const { stdout } = await operatorCli('add', '--email', 'Chief@Example.com', '--role', 'manager', '--tenants', 'flirtlocal,herzklopfen');
    expect(stdout).toContain('chief@example.com (manager; flirtlocal, herzklopfen)');
    const link = stdout.match(/http:\/\/operator\.localhost:3000\/password#([\w-]+)/);
    const uri = stdout.match(/otpauth:\/\/totp\/\S+/)?.[0] ?? '';
    const parsed = new URL(uri);
    expect(parsed.host + decodeURIComponent(parsed.pathname)).toBe('totp/Operator console:chief@example.com');
    const secret = parsed.searchParams.get('secret') ?? '';
    expect(parsed.searchParams.get('issuer')).toBe('Operator console');
    // What the phone's app shows is what the server accepts.
    expect(verifySync({ secret, token: generateSync({ secret }) }).valid).toBe(true);

    const database = await openDatabase({ dataDir });
    try {
      const [row] = await database.db.select().from(operators).where(eq(operators.email, 'chief@example.com'));
      expect(row).toMatchObject({ role: 'manager', tenants: ['flirtlocal', 'herzklopfen'], passwordHash: null, setupTokenHash: hashToken(link?.[1] ?? '') });
      // The database holds the secret sealed, never readable as such.
      expect(row?.totpSecret).not.toContain(secret);
      expect(openTotpSecret(loadSecrets({ dataDir }), row?.totpSecret ?? '')).toBe(secret);
    } finally {
      await database.close();
    }
  });

  it('lists operators and disables one', async () => {
    await operatorCli('add', '--email', 'gone@example.com', '--role', 'support', '--tenants', 'flirtlocal');
    expect((await operatorCli('disable', '--email', 'Gone@example.com')).stdout).toContain('disabled operator');
    const { stdout } = await operatorCli('list');
    expect(stdout).toMatch(/gone@example\.com\tsupport\tflirtlocal\tdisabled/);
    expect(stdout).toMatch(/chief@example\.com\tmanager\tflirtlocal,herzklopfen\tsign-in link not used yet/);
    await expect(operatorCli('disable', '--email', 'nobody@example.com')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('no operator') });
  });

  it('refuses an unknown site, a role without sites, and a second operator with the same e-mail', async () => {
    await expect(operatorCli('add', '--email', 'x@example.com', '--role', 'manager', '--tenants', 'flirtlocal,nosuchsite')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('no site nosuchsite'),
    });
    await expect(operatorCli('add', '--email', 'mod@example.com', '--role', 'moderator')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--tenants'),
    });
    await operatorCli('add', '--email', 'owner@example.com', '--role', 'owner');
    await expect(operatorCli('add', '--email', 'OWNER@example.com', '--role', 'owner')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('exists already'),
    });
  });
});
