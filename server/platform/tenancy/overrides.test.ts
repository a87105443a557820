import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../paths';
import { loadTenantFiles } from './load';
import { applyOverride, settingsOf } from './overrides';
import { TenantRegistry } from './registry';

const files = () => loadTenantFiles(path.join(ROOT, 'tenants'));
const SITE = 'herzklopfen';

describe('the console’s changes laid over a site’s file', () => {
  it('replaces what they name and nothing else; a text set to null is taken away', () => {
    const file = files().tenants.find((tenant) => tenant.id === SITE);
    if (!file) throw new Error(`no ${SITE}`);
    const [slug, variant] = Object.entries(file.landers.gallery?.variants ?? {})[0] ?? [];
    expect(variant?.headline).toBeDefined();
    const { tenant, ignored } = applyOverride(file, {
      message_credits: 7,
      package_prices: { [file.payments.packages[0]?.id ?? '']: { EUR: 999 } },
      landers: { gallery: { [slug ?? '']: { headline: null, cta: 'Los geht’s' } } },
      age_assurance: { DE: 'provider' },
    });
    expect(ignored).toEqual([]);
    expect(tenant).toMatchObject({ message_credits: 7, photo_credits: file.photo_credits, domains: file.domains });
    expect(tenant.payments.packages[0]?.prices).toEqual({ ...file.payments.packages[0]?.prices, EUR: 999 });
    expect(tenant.landers.gallery?.variants[slug ?? '']).toEqual({ ...variant, headline: undefined, cta: 'Los geht’s' });
    expect(tenant.age_assurance).toEqual({ ...file.age_assurance, countries: { DE: 'provider' } });
    expect(settingsOf(tenant).landers.gallery?.[slug ?? '']).toEqual({ cta: 'Los geht’s' });
  });

  it('leaves out a section the file no longer takes, reports it, and serves the rest', () => {
    const registry = new TenantRegistry(files());
    const before = registry.get(SITE)?.version;
    // A text in a language the site does not offer (its file could have dropped it since the save).
    registry.overrideWith(new Map([[SITE, { index_title: { de: 'Neu', sv: 'Ny' }, gift_credits: 44 }]]));
    expect(registry.get(SITE)?.tenant.gift_credits).toBe(44);
    expect(registry.get(SITE)?.tenant.index_title).toEqual(registry.fileOf(SITE)?.index_title);
    expect(registry.get(SITE)?.version).not.toBe(before);
    expect(registry.problems()).toEqual([expect.objectContaining({ file: `site_settings:${SITE}`, field: 'index_title', outcome: 'setting-ignored' })]);
    // A reload of the files keeps the changes.
    registry.replace(files(), []);
    expect(registry.get(SITE)?.tenant.gift_credits).toBe(44);
    registry.overrideWith(new Map());
    expect(registry.get(SITE)?.version).toBe(before);
    expect(registry.problems()).toEqual([]);
  });
});
