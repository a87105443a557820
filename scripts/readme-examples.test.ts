import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/platform/db/client';
import { complaints, users } from '#server/platform/db/schema';
import { correctCredits } from '#server/core/domain/payments/operator';
import { ROOT } from '#server/platform/paths';
import { operatorClis } from './node-bundles';

const run = promisify(execFile);

/** Operator CLIs whose README examples need more than a database and the site files, and the test that runs them. */
const RUN_ELSEWHERE: Record<string, string> = { 'media:copy': 'scripts/media-copy.test.ts (a bucket on s3rver)' };

const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const clis = operatorClis(scripts).filter((cli) => !(cli.script in RUN_ELSEWHERE));

/** The `npm run <operator cli> …` commands of README's "Other commands" table, in their order. */
function readmeExamples(): { script: string; command: string }[] {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Other commands\n')) ?? '';
  return [...section.matchAll(/^\| `(npm run ([\w:-]+)[^`]*)` \|/gm)]
    .map((match) => ({ script: match[2] ?? '', command: match[1] ?? '' }))
    .filter((example) => clis.some((cli) => cli.script === example.script));
}

describe('the README’s operator commands, run as written', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-examples-'));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    PORT: '4100',
    DATA_DIR: path.join(root, 'data'),
    TENANTS_DIR: path.join(root, 'tenants'),
  };

  beforeAll(async () => {
    fs.cpSync(path.join(ROOT, 'tenants'), path.join(root, 'tenants'), { recursive: true });
    // What the examples name: a member with credits to correct, and complaint 1 to close.
    const database = await openDatabase({ dataDir: path.join(root, 'data') });
    try {
      await database.migrate();
      await database.db.insert(users).values({ tenantId: 'flirtlocal', email: 'member@example.com', passwordHash: '-', language: 'en' });
      await correctCredits(database.db, { tenant: 'flirtlocal', email: 'member@example.com', amount: 100, note: 'start', now: new Date() });
      const [complaint] = await database.db
        .insert(complaints)
        .values({ tenantId: 'flirtlocal', reason: 'spam_or_scam', text: 'sends links' })
        .returning({ id: complaints.id });
      expect(complaint?.id).toBe(1);
    } finally {
      await database.close();
    }
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('runs each example of every operator CLI, and each does what its row says', { timeout: 120_000 }, async () => {
    const examples = readmeExamples();
    expect(new Set(examples.map((example) => example.script))).toEqual(new Set(clis.map((cli) => cli.script)));
    const outputs = new Map<string, string>();
    for (const { script, command } of examples) {
      const entry = clis.find((cli) => cli.script === script)?.entry ?? '';
      // The shell reads the quotes as the operator's shell would; npm itself only adds seconds.
      const shell = command.replace(/^npm run [\w:-]+( --)?/, `"${process.execPath}" --import tsx ${entry}`);
      const result = await run('/bin/sh', ['-c', shell], { cwd: ROOT, env }).catch((error: { code: number; stdout: string; stderr: string }) => error);
      expect(`${command}\n${result.stderr}`).toBe(`${command}\n`);
      outputs.set(command, result.stdout);
    }
    const output = (prefix: string) => [...outputs].find(([command]) => command.startsWith(prefix))?.[1];
    // Links from the configured origins on the configured port.
    expect(output('npm run tenant -- add')).toContain('the site answers at http://liebesglueck.localhost:4100/');
    expect(output('npm run operator -- add')).toMatch(/^ {2}http:\/\/operator\.localhost:4100\/password#[\w-]+$/m);
    expect(output('npm run operator -- list')).toMatch(/owner@example\.com\towner\tall sites/);
    expect(output('npm run complaints -- --tenant flirtlocal')).toContain('sends links');
    expect(output('npm run complaints -- --close 1')).toBe('closed complaint 1\n');
    expect(output('npm run payments -- discount add')).toBe('created SPRING10 (10 %) on flirtlocal\n');
    expect(output('npm run payments -- credits correct')).toMatch(/now has 80 credits/);
    expect(output('npm run traffic -- report')).toMatch(/^total/m);
  });
});
