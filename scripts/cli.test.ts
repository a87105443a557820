import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/platform/db/client';
import { users } from '#server/platform/db/schema';
import { correctCredits } from '#server/core/domain/payments/operator';
import { ROOT } from '#server/platform/paths';
import { cliBundle } from '#tests/support/bundles';
import { parseCli, UsageError } from './cli';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-input-'));

/** A CLI as an operator types it (`npm run <cli> -- …`), on a scratch embedded database; never throws. */
async function cli(script: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const environment = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    TENANTS_DIR: path.join(ROOT, 'tenants'),
    NODE_ENV: 'development',
    ...env,
  };
  try {
    const { stdout, stderr } = await run(process.execPath, [await cliBundle(script), ...args], { cwd: ROOT, env: environment });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Exit code 2 and a first line that names the problem; no stack frame and no SQL anywhere. */
async function expectRefused(script: string, args: string[], firstLine: RegExp) {
  const result = await cli(script, args);
  const label = `${script} ${args.join(' ')}`;
  expect(result.stderr.split('\n')[0], label).toMatch(firstLine);
  expect(result.code, label).toBe(2);
  expect(result.stdout, label).toBe('');
  expect(result.stderr, label).not.toMatch(/^\s+at /m);
  expect(result.stderr, label).not.toMatch(/\b(select|insert into|update|delete from)\b.*\b(from|values|set|where)\b/i);
}

describe('the operator CLIs’ arguments', () => {
  const options = { amount: { type: 'string' }, all: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;
  const refusal = (args: string[], allowPositionals = true) => {
    try {
      parseCli(args, options, allowPositionals);
    } catch (error) {
      if (error instanceof UsageError) return error.message;
      throw error;
    }
    return 'accepted';
  };

  it('take a negative number as a flag’s value, written either way', () => {
    expect(parseCli(['credits', '--amount', '-20'], options)).toMatchObject({ positionals: ['credits'], values: { amount: '-20' } });
    expect(parseCli(['--amount=-2.5', '-h'], options).values).toEqual({ amount: '-2.5', help: true });
    expect(parseCli(['--', '--all'], options).positionals).toEqual(['--all']);
  });

  it('name an unknown flag, a missing value, a value given to a switch and a stray argument', () => {
    expect(refusal(['--amout', '5'])).toBe('unknown flag --amout');
    expect(refusal(['--amount'])).toMatch(/^--amount needs a value/);
    expect(refusal(['--amount', '--all'])).toMatch(/^--amount needs a value/);
    expect(refusal(['--amount', '-x'])).toMatch(/^--amount needs a value/);
    expect(refusal(['--all=yes'])).toBe('--all takes no value');
    expect(refusal(['list'], false)).toBe('unexpected argument "list"');
  });
});

describe('the operator CLIs on wrong input', () => {
  beforeAll(async () => {
    // A member with 10 credits on flirtlocal, in the scratch database the CLIs open.
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      await database.db.insert(users).values({ tenantId: 'flirtlocal', email: 'member@example.com', passwordHash: '-', language: 'en' });
      await correctCredits(database.db, { tenant: 'flirtlocal', email: 'member@example.com', amount: 10, note: 'start', now: new Date() });
    } finally {
      await database.close();
    }
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuse bad flags and values before they open the database', async () => {
    // None of these reaches the database, so they may run at once.
    await Promise.all([
      expectRefused('payments', ['credits', 'correct', '--tenant', 'flirtlocal', '--amount', '-20', '--bogus'], /^unknown flag --bogus$/),
      expectRefused('payments', ['discount', 'add', '--tenant'], /^--tenant needs a value/),
      expectRefused('payments', ['credits', 'correct', '--tenant', 'flirtlocal'], /^missing --email, --amount, --note$/),
      expectRefused(
        'payments',
        ['credits', 'correct', '--tenant', 'flirtlocal', '--email', 'member@example.com', '--amount', 'twenty', '--note', 'x'],
        /^--amount: "twenty" is not a whole number/,
      ),
      expectRefused('payments', ['refund'], /^unknown command "refund"$/),
      expectRefused('complaints', ['--close', 'abc'], /^--close: "abc" is not a whole number from 1 up$/),
      expectRefused('complaints', ['--close', '-3'], /^--close: "-3" is not a whole number from 1 up$/),
      expectRefused('complaints', ['--tenant', 'atlantis'], /^--tenant: no site atlantis \(sites: .*flirtlocal/),
      expectRefused('traffic', ['report', '--tenant', 'flirtlocal', '--from', '2026-02-30'], /^--from: "2026-02-30" is not a day as YYYY-MM-DD$/),
      expectRefused('traffic', ['report', '--tenant', 'flirtlocal', '--json=1'], /^--json takes no value$/),
      expectRefused('operator', ['add', '--email', 'x@example.com'], /^missing --role$/),
      expectRefused('seed', ['--profiles', '-5'], /^--profiles: "-5" is not a whole number from 1 up$/),
    ]);
  });

  it('refuse what the rules refuse, naming the flag to correct', { timeout: 180_000 }, async () => {
    const discount = ['discount', 'add', '--code', 'SPRING10', '--percent', '10'];
    await expectRefused('payments', [...discount, '--tenant', 'atlantis'], /^--tenant: no site atlantis \(sites: .*flirtlocal/);
    await expectRefused('payments', [...discount, '--tenant', 'flirtlocal', '--expires', '2020-01-31'], /^--expires: 2020-01-31 has begun or passed/);
    await expectRefused('payments', ['discount', 'add', '--tenant', 'flirtlocal', '--code', 'MINUS', '--percent', '-5'], /^--percent: /);
    const correction = ['credits', 'correct', '--tenant', 'flirtlocal', '--email', 'member@example.com', '--note', 'ticket 4711'];
    await expectRefused('payments', [...correction, '--amount', '-20'], /^--amount: the member has 10 credits; a correction never takes them below 0$/);
    await expectRefused('payments', [...correction, '--email', 'nobody@example.com', '--amount', '5'], /^--email: no member nobody@example.com on flirtlocal$/);
    await expectRefused('complaints', ['--close', '424242'], /^--close: no complaint 424242$/);
    await expectRefused('operator', ['add', '--email', 'x@example.com', '--role', 'king'], /^--role: "king" is not one of owner, manager, moderator, support$/);
  });

  it('say in one line, with exit code 1, that they could not reach the database', async () => {
    const result = await cli('complaints', [], { DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/none' });
    expect(result.stderr.trim()).toBe('failed: connect ECONNREFUSED 127.0.0.1:1');
    expect(result.code).toBe(1);
  });
});
