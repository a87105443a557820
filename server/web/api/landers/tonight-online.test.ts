import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { listen, openSocket, until, type LiveServer } from '#tests/support/live-client';
import { createFace } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';

interface Tonight {
  members: { id: number }[];
  nearby: { country: string | null; online: number[] };
}

/**
 * docs/product.md#presence (issue 30: "online now" always 0): a member with the site open counts as
 * online on alonetonight even when two dozen newer faces would fill the lander without her.
 */
describe.each(BACKENDS)('alonetonight online now on $name', (backend) => {
  let t: TestApp;
  let server: LiveServer;
  let gwen: { id: number; cookie: string };
  let ivy: { id: number; cookie: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    server = await listen(t.app, t.hub);
    gwen = await createFace(t.app, t.database.db, EN, 'flirtlocal', { name: 'Gwen', gender: 'female', country: 'GB' });
    ivy = await createFace(t.app, t.database.db, EN, 'flirtlocal', { name: 'Ivy', gender: 'female', country: 'GB' });
    for (let index = 0; index < 24; index += 1) await createFace(t.app, t.database.db, EN, 'flirtlocal', { gender: 'female', country: 'GB' });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  /** A tab of the member with the live socket open, as every page of a signed-in member keeps it. */
  const openTab = async (cookie: string) => {
    const { ws } = await openSocket(server.port, EN, { Origin: `http://${EN}`, Cookie: cookie }, null);
    if (!ws) throw new Error('the live socket did not open');
    return ws;
  };
  /** The lander is kept a minute per site and visitor country: each look comes from another country the site serves. */
  const tonight = async (country: string): Promise<Tonight> =>
    (await api(t.app, EN).get('/api/lander.php?name=alonetonight').set('cf-ipcountry', country).expect(200)).body as Tonight;
  const searchOnline = async () => (await api(t.app, EN).get('/api/members.php?online=1&gender=any').expect(200)).body.results as { id: number }[];

  it('counts and shows first the members with the site open, not those in invisible mode, and no one once they leave', async () => {
    expect((await tonight('GB')).nearby.online).toEqual([]);
    const gwensTab = await openTab(gwen.cookie);
    const ivysTab = await openTab(ivy.cookie);
    await api(t.app, EN, ivy.cookie).put('/api/user.php', { invisible: true }).expect(200);
    const open = await tonight('IE');
    expect(open.nearby.online).toEqual([gwen.id]);
    expect(open.members[0]?.id).toBe(gwen.id);
    expect(open.members.map((member) => member.id)).not.toContain(ivy.id);

    gwensTab.close();
    ivysTab.close();
    await until(() => gwensTab.readyState === gwensTab.CLOSED && ivysTab.readyState === ivysTab.CLOSED);
    // Gone from the search's "online now" first (the server notices a closed socket a moment later).
    await expect.poll(searchOnline).toEqual([]);
    const left = await tonight('US');
    expect(left.nearby.online).toEqual([]);
    expect(left.members.map((member) => member.id)).not.toContain(gwen.id);
  });
});
