import { spawn } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../platform/paths';
import { serverBundle } from '#tests/support/bundles';

const PORT = 4390;

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

/** A GET to our loopback port with a tenant's Host header (Node cannot resolve *.localhost). */
function get(pathname: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path: pathname, headers: { host } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** Something already answering on the port would be tested instead of our server. */
async function portAnswers(): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${PORT}/healthz`);
    return true;
  } catch {
    return false;
  }
}

describe('graceful shutdown', () => {
  let started: ReturnType<typeof spawn> | undefined;
  // Also after a timeout: a server left running would hold the port for every later run.
  afterEach(() => {
    if (started && started.exitCode === null && started.signalCode === null) started.kill('SIGKILL');
  });

  it('finishes the request in flight, closes the database and exits 0 on SIGTERM', async () => {
    expect(await portAnswers(), `port ${PORT} is taken by another process`).toBe(false);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-'));
    const child = spawn(process.execPath, [await serverBundle()], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'development', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started = child;
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await waitForHealth(Date.now() + 60_000);

    // The first page render compiles the app in Vite: a request that is surely still running.
    const inFlight = get('/pages/terms', `herzklopfen.localhost:${PORT}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    child.kill('SIGTERM');

    const response = await inFlight.catch((error: unknown) => {
      throw new Error(`${String(error)}\n${output}`);
    });
    expect(response.status).toBe(200);
    expect(response.body).toContain('</html>');
    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"stopped"');
  }, 90_000);
});
