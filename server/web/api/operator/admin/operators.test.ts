import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { CONSOLE, OPERATOR_PASSWORD, signedInOperator, totpCodeAt, totpSecretOf } from '#tests/support/operators';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { texts } from '#tests/support/texts';
import { auditLog, operators } from '#server/platform/db/schema';
import { ROOT } from '#server/platform/paths';
import { cliBundle } from '#tests/support/bundles';

const run = promisify(execFile);
const english = texts('en');
const SITE_A = 'flirtlocal';
const SITE_B = 'herzklopfen';

interface Row {
  id: number;
  email: string;
  role: string;
  tenants: string[];
  state: string;
  last_sign_in_at: string | null;
  manageable: boolean;
}

describe.each(BACKENDS)('the operators screen on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const auditRows = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

  it('is for owners only: managers, moderators and support get 403, nobody signed in 401', async () => {
    await api(t.app, CONSOLE).get('/api/operator/operators.php').expect(401);
    for (const role of ['manager', 'moderator', 'support'] as const) {
      const op = await signedInOperator(t, role, [SITE_A]);
      await op.api.get('/api/operator/operators.php').expect(403);
      await op.api.post('/api/operator/operators.php', { email: `new-${role}@example.com`, role: 'support', tenants: [SITE_A] }).expect(403);
      await op.api.put('/api/operator/operators.php', { id: op.id, role: 'owner', tenants: [] }).expect(403);
      await op.api.post('/api/operator/operator-disable.php', { id: op.id }).expect(403);
      await op.api.get('/api/operator/audit.php').expect(403);
    }
    expect(await t.database.db.$count(operators, eq(operators.email, 'new-manager@example.com'))).toBe(0);
  });

  it('adds an operator: the sign-in link (from the configured origin) sets the password, the TOTP secret signs in', async () => {
    const owner = await signedInOperator(t, 'owner');
    const email = 'New.Moderator@Example.com';
    const created = (await owner.api.post('/api/operator/operators.php', { email, role: 'moderator', tenants: [SITE_A] }).expect(201)).body;
    expect(created.operator).toMatchObject({ email: 'new.moderator@example.com', role: 'moderator', tenants: [SITE_A], state: 'invited' });
    expect(created.sign_in_link).toMatch(/^http:\/\/operator\.localhost:3000\/password#/);
    expect(created.otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    // Nothing secret is kept in the clear or listed again.
    const listed = (await owner.api.get('/api/operator/operators.php').expect(200)).body.operators as Row[];
    expect(JSON.stringify(listed)).not.toContain(totpSecretOf(created.otpauth_uri));
    expect(listed.find((row) => row.email === 'new.moderator@example.com')).toMatchObject({ state: 'invited', last_sign_in_at: null });

    const token = new URL(created.sign_in_link).hash.slice(1);
    await api(t.app, CONSOLE).post('/api/operator/password.php', { token, password: OPERATOR_PASSWORD }).expect(200);
    t.clock.offsetMs += 30_000;
    const code = totpCodeAt(totpSecretOf(created.otpauth_uri), t.now());
    await api(t.app, CONSOLE).post('/api/operator/login.php', { email, password: OPERATOR_PASSWORD, code }).expect(200);
    const after = (await owner.api.get('/api/operator/operators.php').expect(200)).body.operators as Row[];
    const row = after.find((entry) => entry.id === created.operator.id);
    expect(row?.state).toBe('active');
    expect(row?.last_sign_in_at).not.toBeNull();

    const [entry] = (await auditRows('operator_create')).filter((audited) => audited.detail.operator_id === created.operator.id);
    expect(entry).toMatchObject({ operatorId: owner.id, detail: { email: 'new.moderator@example.com', role: 'moderator', tenants: [SITE_A] } });
  });

  it('refuses what the CLI refuses, field by field in the operator language, and creates nothing', async () => {
    const owner = await signedInOperator(t, 'owner');
    const before = await t.database.db.$count(operators);
    const refused = async (body: object, field: string, message: string) => {
      const reply = await owner.api.post('/api/operator/operators.php', body).expect(400);
      expect(reply.body.fields).toEqual({ [field]: message });
    };
    await refused({ email: 'not-an-address', role: 'support', tenants: [SITE_A] }, 'email', english('operator_console.operator_email_invalid'));
    await refused({ email: owner.email, role: 'support', tenants: [SITE_A] }, 'email', english('operator_console.operator_email_taken'));
    await refused({ email: 'x1@example.com', role: 'admin', tenants: [SITE_A] }, 'role', english('operator_console.operator_role_invalid'));
    await refused({ email: 'x2@example.com', role: 'moderator', tenants: [] }, 'tenants', english('operator_console.operator_sites_needed'));
    await refused(
      { email: 'x3@example.com', role: 'manager', tenants: [SITE_A, 'nosuchsite'] },
      'tenants',
      english('operator_console.operator_sites_unknown', { sites: 'nosuchsite' }),
    );
    await owner.api.post('/api/operator/operators.php', { email: 'x4@example.com', role: 'manager', tenants: 'flirtlocal' }).expect(400);
    expect(await t.database.db.$count(operators)).toBe(before);
  });

  it('changes role and sites: a narrower access ends the sessions, a wider one keeps them', async () => {
    const owner = await signedInOperator(t, 'owner');
    const manager = await signedInOperator(t, 'manager', [SITE_A]);
    const widen = await owner.api.put('/api/operator/operators.php', { id: manager.id, role: 'manager', tenants: [SITE_A, SITE_B] }).expect(200);
    expect(widen.body).toMatchObject({ operator: { tenants: [SITE_A, SITE_B] }, sessions_ended: false });
    await manager.api.get(`/api/operator/sites.php`).expect(200);

    const narrow = await owner.api.put('/api/operator/operators.php', { id: manager.id, role: 'support', tenants: [SITE_B] }).expect(200);
    expect(narrow.body).toMatchObject({ operator: { role: 'support', tenants: [SITE_B] }, sessions_ended: true });
    await manager.api.get('/api/operator/me.php').expect(401);

    await owner.api.put('/api/operator/operators.php', { id: manager.id, role: 'support', tenants: ['nosuchsite'] }).expect(400);
    await owner.api.put('/api/operator/operators.php', { id: 2_000_000_000, role: 'support', tenants: [SITE_A] }).expect(404);
    const updates = (await auditRows('operator_update')).filter((row) => row.detail.operator_id === manager.id);
    expect(updates.map((row) => row.detail.sessions_ended)).toEqual([false, true]);
    expect(updates[1]?.detail).toMatchObject({ before: { role: 'manager', tenants: [SITE_A, SITE_B] }, after: { role: 'support', tenants: [SITE_B] } });
  });

  it('disables an operator: their sessions end, the list says so, a second time changes nothing', async () => {
    const owner = await signedInOperator(t, 'owner');
    const support = await signedInOperator(t, 'support', [SITE_B]);
    expect((await owner.api.post('/api/operator/operator-disable.php', { id: support.id }).expect(200)).body.changed).toBe(true);
    await support.api.get('/api/operator/me.php').expect(401);
    const listed = (await owner.api.get('/api/operator/operators.php').expect(200)).body.operators as Row[];
    expect(listed.find((row) => row.id === support.id)?.state).toBe('disabled');
    expect((await owner.api.post('/api/operator/operator-disable.php', { id: support.id }).expect(200)).body.changed).toBe(false);
    expect((await auditRows('operator_disable')).filter((row) => row.detail.operator_id === support.id)).toHaveLength(1);
    await owner.api.post('/api/operator/operator-disable.php', { id: 'x' }).expect(400);
  });

  it('keeps an owner of some sites within them: their operators, their grants, their audit rows', async () => {
    const limited = await signedInOperator(t, 'owner', [SITE_A]);
    const ofA = await signedInOperator(t, 'moderator', [SITE_A]);
    const ofB = await signedInOperator(t, 'moderator', [SITE_B]);
    const ofBoth = await signedInOperator(t, 'manager', [SITE_A, SITE_B]);
    const listed = (await limited.api.get('/api/operator/operators.php').expect(200)).body.operators as Row[];
    const ids = listed.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([limited.id, ofA.id, ofBoth.id]));
    expect(ids).not.toContain(ofB.id);
    expect(listed.find((row) => row.id === ofBoth.id)?.manageable).toBe(false);

    await limited.api.post('/api/operator/operators.php', { email: 'b-helper@example.com', role: 'support', tenants: [SITE_B] }).expect(403);
    await limited.api.post('/api/operator/operators.php', { email: 'all-owner@example.com', role: 'owner', tenants: [] }).expect(403);
    await limited.api.put('/api/operator/operators.php', { id: ofB.id, role: 'support', tenants: [SITE_A] }).expect(403);
    await limited.api.put('/api/operator/operators.php', { id: ofBoth.id, role: 'manager', tenants: [SITE_A] }).expect(403);
    await limited.api.post('/api/operator/operator-disable.php', { id: ofB.id }).expect(403);
    await limited.api.put('/api/operator/operators.php', { id: ofA.id, role: 'support', tenants: [SITE_A] }).expect(200);

    const entries = (await limited.api.get('/api/operator/audit.php?limit=200').expect(200)).body.entries as {
      operator_id: number;
      tenant_id: string | null;
    }[];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.tenant_id === SITE_A || entry.operator_id === limited.id).toBe(true);
    await limited.api.get(`/api/operator/audit.php?tenant_id=${SITE_B}`).expect(403);
  });

  it('shares the role and site check with the CLI', { timeout: 120_000 }, async () => {
    const owner = await signedInOperator(t, 'owner');
    const reply = await owner.api.post('/api/operator/operators.php', { email: 'cli-twin@example.com', role: 'moderator', tenants: ['atlantis'] }).expect(400);
    expect(reply.body.fields.tenants).toBe(english('operator_console.operator_sites_unknown', { sites: 'atlantis' }));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-cli-'));
    try {
      const cli = run(
        process.execPath,
        [await cliBundle('operator'), 'add', '--email', 'cli-twin@example.com', '--role', 'moderator', '--tenants', 'atlantis'],
        {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
        },
      );
      await expect(cli).rejects.toMatchObject({ stderr: expect.stringContaining('--tenants: no site atlantis') });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** An app of its own: which owners exist is the point here. */
describe.each(BACKENDS)('the last owner of every site on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('cannot be disabled or demoted while no other active owner of every site remains', async () => {
    const owner = await signedInOperator(t, 'owner');
    const lastOwner = english('operator_console.last_owner');
    const disable = await owner.api.post('/api/operator/operator-disable.php', { id: owner.id }).expect(409);
    expect(disable.body.message).toBe(lastOwner);
    await owner.api.put('/api/operator/operators.php', { id: owner.id, role: 'manager', tenants: [SITE_A] }).expect(409);
    await owner.api.put('/api/operator/operators.php', { id: owner.id, role: 'owner', tenants: [SITE_A] }).expect(409);
    // An owner of some sites does not count, nor does a disabled one.
    const limited = await signedInOperator(t, 'owner', [SITE_A]);
    await owner.api.post('/api/operator/operator-disable.php', { id: owner.id }).expect(409);
    const second = await signedInOperator(t, 'owner');
    await owner.api.post('/api/operator/operator-disable.php', { id: second.id }).expect(200);
    await owner.api.post('/api/operator/operator-disable.php', { id: owner.id }).expect(409);
    await owner.api.put('/api/operator/operators.php', { id: limited.id, role: 'owner', tenants: [] }).expect(200);
    // Now another owner of every site is there: the first may step down.
    await owner.api.put('/api/operator/operators.php', { id: owner.id, role: 'manager', tenants: [SITE_A] }).expect(200);
    await owner.api.get('/api/operator/me.php').expect(401);
    const [stillOwner] = await t.database.db.select().from(operators).where(eq(operators.id, limited.id));
    expect(stillOwner).toMatchObject({ role: 'owner', tenants: [] });
  });
});
