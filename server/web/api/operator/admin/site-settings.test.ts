import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/support/accounts';
import { BACKENDS } from '#tests/support/backends';
import { signedInOperator, type SignedInOperator } from '#tests/support/operators';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { auditLog, siteSettings } from '#server/platform/db/schema';
import type { SiteSettingsAnswer } from '#server/contract/answers/site-settings';

const SITE = 'flirtlocal';
const HOST = 'flirtlocal.localhost';
const OTHER_SITE = 'herzklopfen';
const PATH = '/api/operator/site-settings.php';

/** Asks `read` until `done` holds (another process sees a save on Redis's word or at its next poll). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(BACKENDS)('site settings in the console on $name', (backend) => {
  let first: TestApp;
  let second: TestApp;
  let owner: SignedInOperator;
  const read = async () => (await owner.api.get(`${PATH}?tenant_id=${SITE}`).expect(200)).body as SiteSettingsAnswer;
  const stored = async () => (await first.database.db.select().from(siteSettings).where(eq(siteSettings.tenantId, SITE)))[0];

  beforeAll(async () => {
    first = await createTestApp(backend);
    // Another process of the same deployment, whose visitors' pages are cached as in production.
    second = await createTestApp(backend, { processOf: first, pageCacheSeconds: 300 });
    owner = await signedInOperator(first, 'owner');
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('shows an owner the safe fields as served and as the file says, and refuses everyone but owners of the site', async () => {
    const settings = await read();
    expect(settings).toMatchObject({ tenant_id: SITE, version: 0, changed: [], domain_language: 'en' });
    expect(settings.values).toEqual(settings.file);
    expect(settings.values).toMatchObject({ message_credits: 10, photo_moderation: 'auto', site_entry_countries: ['NL', 'DE', 'GB', 'US'] });
    expect(Object.keys(settings.values.landers).sort()).toEqual(['collagelanding', 'gallery', 'maplanding']);
    expect(settings.values).not.toHaveProperty('domains');

    const manager = await signedInOperator(first, 'manager', [SITE]);
    await manager.api.get(`${PATH}?tenant_id=${SITE}`).expect(403);
    await manager.api.put(PATH, { tenant_id: SITE, version: 0, settings: { message_credits: 1 } }).expect(403);
    const ownerElsewhere = await signedInOperator(first, 'owner', [OTHER_SITE]);
    await ownerElsewhere.api.put(PATH, { tenant_id: SITE, version: 0, settings: { message_credits: 1 } }).expect(403);
    await ownerElsewhere.api.get(`${PATH}?tenant_id=${OTHER_SITE}`).expect(200);
    for (const role of ['moderator', 'support'] as const) {
      const operator = await signedInOperator(first, role, [SITE]);
      await operator.api.put(PATH, { tenant_id: SITE, version: 0, settings: { message_credits: 1 } }).expect(403);
    }
    expect(await stored()).toBeUndefined();
  });

  it('refuses a value the tenant schema refuses, naming the field in the operator’s words, and saves nothing', async () => {
    const before = await read();
    const refused = async (settings: Record<string, unknown>, field: string) => {
      const res = await owner.api.put(PATH, { tenant_id: SITE, version: before.version, settings }).expect(400);
      expect(Object.keys(res.body.fields)).toContain(field);
      return res.body as { message: string; fields: Record<string, string> };
    };
    expect((await refused({ message_credits: -1 }, 'message_credits')).message).toBe('Credits per message: enter 0 or more.');
    expect((await refused({ index_title: { de: 'Nur Deutsch' } }, 'index_title')).message).toMatch(/^Headline: /);
    expect((await refused({ index_title: { en: 'x'.repeat(121) } }, 'index_title.en')).message).toBe('Headline (en): at most 120 characters.');
    await refused({ site_entry_countries: ['nl'] }, 'site_entry_countries.0');
    await refused({ package_prices: { popular: { EUR: 0 } } }, 'package_prices.popular.EUR');
    await refused({ landers: { gallery: { manchester: { headline: '' } } } }, 'landers.gallery.manchester.headline');
    await refused({ photo_moderation: 'sometimes' }, 'photo_moderation');
    const unsafe = await refused({ domains: ['evil.example'] }, 'domains');
    expect(unsafe.message).toMatch(/console/);
    // In the operator's language: the console's cookie chooses it.
    const german = await owner.api.put(PATH, { tenant_id: SITE, version: 0, settings: { message_credits: -1 } }).set('Cookie', `${owner.cookie}; op_lang=de`);
    expect(german.status).toBe(400);
    expect(german.body.message).toBe('Credits pro Nachricht: Geben Sie mindestens 0 ein.');

    expect(await stored()).toBeUndefined();
    expect(await read()).toEqual(before);
    const audited = await first.database.db.select().from(auditLog).where(eq(auditLog.action, 'site_settings_change'));
    expect(audited).toEqual([]);
  });

  it('saves an owner’s changes over the file, audits each field before and after, and refuses a stale save with 409', async () => {
    const before = await read();
    const headline = { ...(before.values.index_title as Record<string, string>), en: 'Singles near you, live from the console' };
    const res = await owner.api
      .put(PATH, {
        tenant_id: SITE,
        version: 0,
        settings: {
          index_title: headline,
          message_credits: 12,
          package_prices: { ...before.values.package_prices, popular: { ...before.values.package_prices.popular, EUR: 2595 } },
          fictional: { singular: 'Flirt host' },
          landers: { gallery: { manchester: { cta: 'Meet Manchester' } } },
        },
      })
      .expect(200);
    const saved = res.body as SiteSettingsAnswer;
    expect(saved.version).toBe(1);
    expect(saved.changed.sort()).toEqual(['fictional', 'index_title', 'landers', 'message_credits', 'package_prices']);
    expect(saved.values).toMatchObject({ message_credits: 12, fictional: { singular: 'Flirt host' } });
    expect(saved.values.package_prices.popular?.EUR).toBe(2595);
    // The section is whole: the campaign's headline, not sent, is taken away; its region stays the file's.
    expect(saved.values.landers.gallery?.manchester).toEqual({ cta: 'Meet Manchester' });
    expect(saved.file).toEqual(before.file);
    expect(saved.updated_by).toBe(owner.email);

    // Only the smallest changes are kept: the other prices and languages still come from the file.
    const row = await stored();
    expect(row?.settings).toEqual({
      index_title: headline,
      message_credits: 12,
      package_prices: { popular: { EUR: 2595 } },
      fictional: { singular: 'Flirt host' },
      landers: { gallery: { manchester: { headline: null, cta: 'Meet Manchester' } } },
    });
    const [audited] = await first.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'site_settings_change'), eq(auditLog.tenantId, SITE)));
    expect(audited?.operatorId).toBe(owner.id);
    expect(audited?.detail).toMatchObject({
      version: 1,
      changes: {
        message_credits: { before: 10, after: 12 },
        'package_prices.popular.EUR': { before: before.values.package_prices.popular?.EUR, after: 2595 },
        'fictional.singular': { before: null, after: 'Flirt host' },
        'landers.gallery.manchester.headline': { before: "Manchester's newest members", after: null },
      },
    });

    const settings = (await api(first.app, HOST).get('/api/settings.php').expect(200)).body;
    expect(settings.index_title).toBe('Singles near you, live from the console');

    const stale = await owner.api.put(PATH, { tenant_id: SITE, version: 0, settings: { message_credits: 15 } }).expect(409);
    expect(stale.body).toMatchObject({ error: 'stale_settings' });
    expect(stale.body.message).toMatch(/meanwhile/);
    expect((await read()).values.message_credits).toBe(12);

    // Back to the file's value: nothing of it is kept.
    const back = (await owner.api.put(PATH, { tenant_id: SITE, version: 1, settings: { message_credits: 10 } }).expect(200)).body as SiteSettingsAnswer;
    expect(back.version).toBe(2);
    expect(back.changed).not.toContain('message_credits');
  });

  it('is live on another process of the deployment without a restart: its API and its cached pages', async () => {
    const visitor = api(second.app, HOST);
    const current = await read();
    const served = (body: { index_title?: unknown }) => body.index_title === 'Singles near you, live from the console';
    expect(served(await until(async () => (await visitor.get('/api/settings.php').expect(200)).body, served))).toBe(true);
    // The other process has cached its home page for visitors.
    expect((await visitor.get('/').expect(200)).text).toContain('Singles near you, live from the console');
    const headline = { ...(current.values.index_title as Record<string, string>), en: 'A headline saved on the first process' };
    await owner.api.put(PATH, { tenant_id: SITE, version: current.version, settings: { index_title: headline } }).expect(200);

    const settings = await until(
      async () => (await visitor.get('/api/settings.php').expect(200)).body,
      (body) => body.index_title === 'A headline saved on the first process',
    );
    expect(settings.index_title).toBe('A headline saved on the first process');
    const rendered = await visitor.get('/').expect(200);
    expect(rendered.text).toContain('A headline saved on the first process');
    expect(rendered.text).not.toContain('Singles near you, live from the console');
    expect(second.tenants.fileOf(SITE)?.index_title).toEqual(current.file.index_title);
  });
});
