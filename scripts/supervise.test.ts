import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { EXIT_CONFIG } from '#server/platform/config';
import { until } from '#tests/support/live-client';
import { serverBundle } from '#tests/support/bundles';

/** A server stand-in: crashes on its first two starts, then runs until SIGTERM and exits 0, as server/index.ts does. */
const CHILD = `
const fs = require('node:fs');
process.on('SIGTERM', () => process.exit(0));
const runs = Number(fs.existsSync(process.env.COUNTER) ? fs.readFileSync(process.env.COUNTER, 'utf8') : 0) + 1;
fs.writeFileSync(process.env.COUNTER, String(runs));
if (runs < 3) process.exit(1);
setInterval(() => undefined, 1000);
`;

it('restarts a crashed server with backoff, and stops for good on SIGTERM', { timeout: 30_000 }, async () => {
  const counter = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'supervise-')), 'runs');
  const supervisor = `
    const { supervise } = await import(${JSON.stringify(path.resolve('scripts/supervise.ts'))});
    process.exit(await supervise(['-e', ${JSON.stringify(CHILD)}], { firstBackoffMs: 50 }));
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', supervisor], {
    env: { ...process.env, COUNTER: counter },
    stdio: 'inherit',
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const runs = () => (fs.existsSync(counter) ? Number(fs.readFileSync(counter, 'utf8')) : 0);
  await until(() => runs() === 3, 20_000, 'the third start');
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(runs()).toBe(3);
});

it('does not start a server again that stopped for its configuration', { timeout: 30_000 }, async () => {
  const counter = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'supervise-')), 'runs');
  const badConfig = `
const fs = require('node:fs');
const runs = Number(fs.existsSync(process.env.COUNTER) ? fs.readFileSync(process.env.COUNTER, 'utf8') : 0) + 1;
fs.writeFileSync(process.env.COUNTER, String(runs));
process.exit(${EXIT_CONFIG});
`;
  const supervisor = `
    const { supervise } = await import(${JSON.stringify(path.resolve('scripts/supervise.ts'))});
    process.exit(await supervise(['-e', ${JSON.stringify(badConfig)}], { firstBackoffMs: 50 }));
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', supervisor], {
    env: { ...process.env, COUNTER: counter },
    stdio: 'inherit',
  });
  expect(await new Promise<number | null>((resolve) => child.on('exit', resolve))).toBe(EXIT_CONFIG);
  expect(Number(fs.readFileSync(counter, 'utf8'))).toBe(1);
});

it('makes the real server stop with the configuration exit code on a bad environment', { timeout: 30_000 }, async () => {
  const child = spawn(process.execPath, [await serverBundle()], {
    env: { ...process.env, PORT: 'not-a-port', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  expect(await new Promise<number | null>((resolve) => child.on('exit', resolve))).toBe(EXIT_CONFIG);
  expect(stderr).toContain('PORT');
});
