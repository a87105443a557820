import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '#server/platform/paths';
import { cliBundle } from '#tests/support/bundles';
import { BACKENDS, createScratchDatabase } from '#tests/support/backends';
import { prepareMembers, SITE, type Member } from '#tests/support/chat-delivery';
import { apiRequest, freePort, killChildren, startServer, type ServerEnv, type ServerProcess } from '#tests/support/server-process';
import { socketPath } from './local-socket';

const run = promisify(execFile);

/** `npm run complaints -- …` as an operator types it, in a process of its own beside the server's. */
async function complaintsCli(env: ServerEnv, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [await cliBundle('complaints'), ...args], {
    cwd: ROOT,
    timeout: 60_000,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TENANTS_DIR: path.join(ROOT, 'tenants'), ...env },
  });
  return stdout;
}

/**
 * The operator CLIs on the server's own database while `npm start` serves it: on PGlite (one
 * process only) through the server's socket in DATA_DIR, on PostgreSQL directly; and on PGlite's
 * files once the server has stopped or was killed.
 */
describe.each(BACKENDS)('an operator CLI beside a serving server on $name', (backend) => {
  const dataDirs: string[] = [];
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await killChildren();
    await Promise.all(drops.map((drop) => drop()));
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lists and closes a complaint filed through the API while the server answers on', { timeout: 240_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-data-'));
    dataDirs.push(dataDir);
    const scratch = backend.databaseUrl ? await createScratchDatabase(backend.databaseUrl) : undefined;
    if (scratch) drops.push(scratch.drop);
    const env: ServerEnv = { DATA_DIR: dataDir, DATABASE_URL: scratch?.url };
    const [reporter, reported] = (await prepareMembers(scratch ? { url: scratch.url } : { dataDir }, 2)) as [Member, Member];
    const port = await freePort();
    let server: ServerProcess = await startServer(env, port);
    const complain = (text: string) =>
      apiRequest(port, SITE, reporter.cookie, 'POST', '/api/complaints.php', { reason: 'spam_or_scam', text, profile_id: reported.id });

    const filed = await complain('Asks every new member for money right away.');
    expect(filed.status).toBe(201);
    const id = (filed.body.complaint as { id: number }).id;

    // The CLI and a member's request at the same time: neither waits for the other to finish.
    const [listed, during] = await Promise.all([complaintsCli(env, '--tenant', 'flirtlocal'), complain('Sends the same link to everyone.')]);
    expect(listed).toContain(`#${id} `);
    expect(listed).toContain('Asks every new member for money right away.');
    expect(during.status).toBe(201);

    expect(await complaintsCli(env, '--close', String(id))).toContain(`closed complaint ${id}`);
    expect(await complaintsCli(env, '--tenant', 'flirtlocal')).not.toContain(`#${id} `);
    expect((await complain('Still answering after the CLI wrote.')).status).toBe(201);

    if (scratch) {
      await server.stop();
      return;
    }
    // Killed: its socket file stays behind, answers nothing, and neither the CLI nor the next start is fooled by it.
    await server.kill();
    expect(fs.existsSync(socketPath(dataDir))).toBe(true);
    expect(await complaintsCli(env, '--tenant', 'flirtlocal', '--all')).toContain(`#${id} `);
    server = await startServer(env, port);
    expect(await complaintsCli(env, '--tenant', 'flirtlocal')).toContain('Still answering after the CLI wrote.');
    // Stopped in order: the socket goes with it, and the CLI opens the files itself.
    await server.stop();
    expect(fs.existsSync(socketPath(dataDir))).toBe(false);
    expect(await complaintsCli(env, '--tenant', 'flirtlocal')).toContain('Sends the same link to everyone.');
  });
});
