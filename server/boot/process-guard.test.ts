import { spawn } from 'node:child_process';
import { expect, it } from 'vitest';
import { until } from '#tests/support/live-client';
import { ROOT } from '../platform/paths';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
}

it('logs an escaped rejection with its request id and goes on; an uncaught exception shuts down with code 1', { timeout: 60_000 }, async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/crashing-server.ts'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const logs = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  await until(() => /PORT \d+/.test(output), 30_000, 'the server to listen');
  const port = Number(/PORT (\d+)/.exec(output)?.[1]);
  const get = (path: string, id: string) => fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'X-Request-Id': id } });

  expect((await get('/reject', 'request-that-rejects')).status).toBe(200);
  await until(() => logs().some((line) => line.msg === 'unhandled promise rejection'), 5000, 'the rejection to be logged');
  expect(logs().find((line) => line.msg === 'unhandled promise rejection')?.reqId).toBe('request-that-rejects');
  expect((await get('/ok', 'request-after-rejection')).status).toBe(200);

  expect((await get('/throw', 'request-that-throws')).status).toBe(200);
  expect(await exited).toBe(1);
  const fatal = logs().find((line) => line.msg === 'uncaught exception: shutting down');
  expect(fatal).toMatchObject({ level: 60, reqId: 'request-that-throws' });
});
