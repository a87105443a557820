import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/platform/db/schema';
import { ROOT } from '#server/platform/paths';
import { api, signUp } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { download, entriesOf } from '#tests/support/member-data';
import { signedInOperator } from '#tests/support/operators';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const EN = 'flirtlocal.localhost';
const DE = 'herzklopfen.localhost';

/** The demo sites, FlirtLocal with a `terms_version` of its own; Herzklopfen keeps the default (its company's added date). */
function tenantsWithVersion(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenants-terms-'));
  fs.cpSync(path.join(ROOT, 'tenants'), dir, { recursive: true });
  const file = path.join(dir, 'flirtlocal.json');
  fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), terms_version: '2026-01-01' }, null, 2));
  return dir;
}

describe.each(BACKENDS)('the accepted terms version (decision 0147) on $name', (backend) => {
  let t: TestApp;
  let tenantsDir: string;
  beforeAll(async () => {
    tenantsDir = tenantsWithVersion();
    t = await createTestApp(backend, { tenantsDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(tenantsDir, { recursive: true, force: true });
  });

  it('records the version the terms page shows, and when, with every new account', async () => {
    for (const [host, version] of [
      [EN, '2026-01-01'],
      [DE, '2024-03-15'],
    ] as const) {
      const shown = await api(t.app, host).get('/api/companyinfo.php').expect(200);
      expect(shown.body.company.terms_date).toBe(version);
      const { user } = await signUp(t.app, host);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.termsVersion).toBe(version);
      expect(row?.termsAcceptedAt?.toISOString()).toBe(row?.signupDate.toISOString());
    }
  });

  it("shows them on the console's member page and in the member's data export", async () => {
    const { user, cookie } = await signUp(t.app, EN);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const acceptedAt = row?.termsAcceptedAt?.toISOString();

    const owner = await signedInOperator(t, 'owner');
    const page = await owner.api.get(`/api/operator/member.php?id=${user.id}`).expect(200);
    expect(page.body.account).toMatchObject({ terms_version: '2026-01-01', terms_accepted_at: acceptedAt });

    const zip = await download(t, EN, '/api/export.php', cookie).expect(200);
    expect(entriesOf(zip.body).json('account').consent.terms).toEqual({ version: '2026-01-01', accepted_at: acceptedAt, how: 'signup' });
  });

  it('says "not recorded" for an account from before the record, in the export by the sign-up date', async () => {
    const { user, cookie } = await signUp(t.app, EN);
    await t.database.db.update(users).set({ termsVersion: null, termsAcceptedAt: null }).where(eq(users.id, user.id));
    const owner = await signedInOperator(t, 'owner');
    const page = await owner.api.get(`/api/operator/member.php?id=${user.id}`).expect(200);
    expect(page.body.account).toMatchObject({ terms_version: null, terms_accepted_at: null });
    const zip = await download(t, EN, '/api/export.php', cookie).expect(200);
    const account = entriesOf(zip.body).json('account');
    expect(account.consent.terms).toEqual({ version: null, accepted_at: account.signup_date, how: 'signup' });
  });
});
