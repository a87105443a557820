import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditLedger, profiles } from '#server/platform/db/schema';
import { applyCreditChange } from '#server/core/domain/credits/ledger';
import { loadTenantFiles } from '#server/platform/tenancy/load';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { createMember } from '#tests/support/members';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { ROOT } from '#server/platform/paths';

// A and B: sister sites of one company; C: a site of another company that resells too.
const A = { id: 'flirtlocal', host: 'flirtlocal.localhost' };
const B = { id: 'herzklopfen', host: 'herzklopfen.localhost' };
const C = { id: 'regenboog-date', host: 'regenboog-date.localhost' };

type Card = { id: number; kind: string; home_site: string };

/**
 * Decision 0123's proof: a member of B appears on A only when A resells, B resells, and the member
 * agreed; never on a site of another company; and a profile URL that does not qualify is a 404.
 */
describe.each(BACKENDS)('members resold between sister sites on $name', (backend) => {
  let t: TestApp;
  let dir: string;
  const ids: Record<string, number> = {};
  const cookies: Record<string, string> = {};

  /** Rewrites the sites' flags in the files and serves them, as a live reload would. */
  function setResell(flags: { a: boolean; b: boolean; c: boolean }) {
    const write = (id: string, change: Record<string, unknown>) => {
      const file = path.join(dir, `${id}.json`);
      fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), ...change }));
    };
    write(A.id, { member_resell: flags.a });
    write(B.id, { member_resell: flags.b });
    write(C.id, { member_resell: flags.c, company: 'other-media' });
    t.tenants.replace(loadTenantFiles(dir), []);
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resell-'));
    fs.cpSync(path.join(ROOT, 'tenants'), dir, { recursive: true });
    const company = JSON.parse(fs.readFileSync(path.join(dir, 'companies', 'amora-media.json'), 'utf8'));
    fs.writeFileSync(path.join(dir, 'companies', 'other-media.json'), JSON.stringify({ ...company, id: 'other-media', name: 'Other Media B.V.' }));
    t = await createTestApp(backend, { tenantsDir: dir });
    const db = t.database.db;
    const add = async (name: string, site: { host: string }, profile: Parameters<typeof createMember>[3]) => {
      const member = await createMember(t.app, db, site.host, { name, ...profile }, { name });
      ids[name] = member.id;
      cookies[name] = member.cookie;
    };
    await add('Albert', A, { gender: 'male', sexuality: 'hetero' });
    await add('Bea', B, { gender: 'female', sexuality: 'hetero', resell: true });
    await add('Bodil', B, { gender: 'female', sexuality: 'hetero' });
    // Operator-managed profiles never cross, whatever their row says.
    await add('Bianca', B, { gender: 'female', sexuality: 'hetero', resell: true, fictional: true });
    await add('Cleo', C, { gender: 'female', sexuality: 'hetero', resell: true });
    await add('Carl', C, { gender: 'male', sexuality: 'hetero' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => setResell({ a: true, b: true, c: true }));

  const searchOn = async (site: { host: string }, who: string): Promise<Card[]> => {
    const res = await api(t.app, site.host, cookies[who]).get('/api/members.php?gender=any').expect(200);
    return res.body.results;
  };
  const found = (cards: Card[], name: string) => cards.some((card) => card.id === ids[name]);
  const profileStatus = async (site: { host: string }, who: string, name: string) =>
    (await api(t.app, site.host, cookies[who]).get(`/api/member.php?id=${ids[name]}`)).status;

  it('shows a consenting member of a sister site when both sites resell, named with her home site', async () => {
    const cards = await searchOn(A, 'Albert');
    expect(cards.find((card) => card.id === ids.Bea)).toMatchObject({ kind: 'member', home_site: B.id });
    expect(found(cards, 'Bodil')).toBe(false);
    expect(found(cards, 'Bianca')).toBe(false);
    expect(found(cards, 'Cleo')).toBe(false);
    expect(await profileStatus(A, 'Albert', 'Bea')).toBe(200);
    for (const name of ['Bodil', 'Bianca', 'Cleo']) expect(await profileStatus(A, 'Albert', name), name).toBe(404);
    // The page's settings name the sister site, so the card can say where she is from.
    const settings = await api(t.app, A.host).get('/api/settings.php').expect(200);
    expect(settings.body.other_sites).toEqual({ [B.id]: 'Herzklopfen 40+' });
  });

  it('never shows a member to a site of another company, though both resell', async () => {
    expect(found(await searchOn(C, 'Carl'), 'Bea')).toBe(false);
    expect(await profileStatus(C, 'Carl', 'Bea')).toBe(404);
    expect(found(await searchOn(A, 'Albert'), 'Cleo')).toBe(false);
    expect(await profileStatus(A, 'Albert', 'Cleo')).toBe(404);
  });

  it.each([
    ['this site does not resell', { a: false, b: true, c: true }],
    ['her home site does not resell', { a: true, b: false, c: true }],
  ])('hides her when %s', async (_case, flags) => {
    setResell(flags);
    expect(found(await searchOn(A, 'Albert'), 'Bea')).toBe(false);
    expect(await profileStatus(A, 'Albert', 'Bea')).toBe(404);
  });

  it('hides her as soon as she takes her consent back, and shows her again when she gives it', async () => {
    const bea = api(t.app, B.host, cookies.Bea);
    expect((await bea.get('/api/user.php').expect(200)).body.user.resell).toBe(true);
    await bea.put('/api/user.php', { resell: false }).expect(200);
    expect(found(await searchOn(A, 'Albert'), 'Bea')).toBe(false);
    expect(await profileStatus(A, 'Albert', 'Bea')).toBe(404);
    const back = await bea.put('/api/user.php', { resell: true }).expect(200);
    expect(back.body.user.resell).toBe(true);
    expect(found(await searchOn(A, 'Albert'), 'Bea')).toBe(true);
  });

  it("charges each message on the site where it is written, and lets her answer from her home site's chats", async () => {
    const db = t.database.db;
    await db.transaction(async (tx) => {
      for (const [name, site] of [
        ['Albert', A.id],
        ['Bea', B.id],
      ] as const)
        await applyCreditChange(tx, { tenantId: site, userId: ids[name] as number, amount: 100, reason: 'correction', reference: `resell-${name}` });
    });
    const lastDebit = async (name: string) =>
      (
        await db
          .select({ tenantId: creditLedger.tenantId, amount: creditLedger.amount })
          .from(creditLedger)
          .where(and(eq(creditLedger.userId, ids[name] as number), eq(creditLedger.reason, 'message')))
          .orderBy(desc(creditLedger.id))
          .limit(1)
      )[0];

    await api(t.app, A.host, cookies.Albert)
      .post('/api/chat.php', { profile_id: ids.Bea, text: 'Hello from FlirtLocal', client_id: crypto.randomUUID() })
      .expect(200);
    expect(await lastDebit('Albert')).toMatchObject({ tenantId: A.id });

    const chats = await api(t.app, B.host, cookies.Bea).get('/api/chats.php').expect(200);
    const chat = chats.body.chats.find((entry: { profile: Card }) => entry.profile.id === ids.Albert);
    expect(chat.profile.home_site).toBe(A.id);
    await api(t.app, B.host, cookies.Bea).post('/api/chat.php', { profile_id: ids.Albert, text: 'Hallo zurück', client_id: crypto.randomUUID() }).expect(200);
    expect(await lastDebit('Bea')).toMatchObject({ tenantId: B.id, amount: -12 });
  });

  it('keeps operator-managed profiles at home even with a consent set in their row', async () => {
    const [row] = await t.database.db
      .select({ resell: profiles.resell })
      .from(profiles)
      .where(eq(profiles.userId, ids.Bianca as number));
    expect(row?.resell).toBe(true);
    expect(found(await searchOn(A, 'Albert'), 'Bianca')).toBe(false);
  });
});
