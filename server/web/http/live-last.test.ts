import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { BACKENDS } from '#tests/support/backends';
import { listen, openSocket, type LiveServer } from '#tests/support/live-client';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { POLICY_VIOLATION } from './socket-guard';

const EN = 'flirtlocal.localhost';

/** Opens /api/live with `last` exactly as given and resolves with the close code the server sends. */
function closeCodeFor(port: number, cookie: string, last: string): Promise<number> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/live?last=${last}`, { headers: { Host: EN, Origin: `http://${EN}`, Cookie: cookie } });
  return new Promise((resolve) => {
    ws.on('error', () => undefined);
    ws.on('close', (code) => resolve(code));
  });
}

/**
 * The live socket's ?last= is the client's last event id. One that is no event id (too long for
 * the replay's query, signed, not a number) is the client's fault: closed 1008, not 1011 after a
 * failed query, and the member's next socket with a real id works.
 */
describe.each(BACKENDS)('the live socket’s last event id on $name', (backend) => {
  let t: TestApp;
  let server: LiveServer;
  beforeAll(async () => {
    t = await createTestApp(backend);
    server = await listen(t.app, t.hub);
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  it('closes with 1008 for an id that is none, and connects with a real one', async () => {
    const member = await createMember(t.app, t.database.db, EN);
    for (const last of ['9'.repeat(400), '1e30', '-1', 'abc', '', '12345678901234567890']) {
      expect(await closeCodeFor(server.port, member.cookie, last)).toBe(POLICY_VIOLATION);
    }
    const opened = await openSocket(server.port, EN, { Origin: `http://${EN}`, Cookie: member.cookie }, 999_999_999_999_999);
    expect(opened.events.find((event) => event.type === 'ready')).toMatchObject({ payload: { last_id: 999_999_999_999_999 } });
    opened.ws?.close();
  });
});
