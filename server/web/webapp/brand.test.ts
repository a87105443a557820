import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandMark, initialOf } from '#server/contract/brand-mark';
import { BACKENDS } from '#tests/support/backends';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { shortName } from './routes';

describe('a site’s short name', () => {
  it('is the operator’s choice, else the name when it fits, else its first whole words', () => {
    expect(shortName({ name: 'Cœurs Coquins', short_name: 'Cœurs Coquins' })).toBe('Cœurs Coquins');
    expect(shortName({ name: 'FlirtLocal' })).toBe('FlirtLocal');
    expect(shortName({ name: 'Herzklopfen 40+' })).toBe('Herzklopfen');
    expect(shortName({ name: 'Regenboog Date' })).toBe('Regenboog');
    expect(shortName({ name: 'Supercalifragilistic' })).toBe('Supercalifra');
  });
});

describe('a site’s mark', () => {
  it('is the name’s initial without accents on the niche’s badge, a heart when the name has no Latin letter', () => {
    expect(initialOf('Élan Vital')).toBe('E');
    expect(initialOf('40+ Singles')).toBe('S');
    expect(initialOf('Любовь')).toBeUndefined();
    expect(brandMark('Herzklopfen 40+', 3).glyph).not.toBe(brandMark('FlirtLocal', 1).glyph);
    expect(brandMark('FlirtLocal', 3).badge).not.toBe(brandMark('FlirtLocal', 1).badge);
    expect(brandMark('Любовь', 1).glyph).not.toBe(brandMark('Hello', 1).glyph);
  });
});

/** What a browser installs: the same on every backend, so one is enough. */
describe.each(BACKENDS.slice(0, 1))('the installable app’s name and icons on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const get = (host: string, path: string) => request(t.app).get(path).set('Host', `${host}.localhost`).expect(200);

  it('names each site on the home screen without cutting a word', async () => {
    const names: Record<string, string> = {};
    for (const site of ['flirtlocal', 'herzklopfen', 'coeurs-coquins', 'regenboog-date'])
      names[site] = JSON.parse((await get(site, '/manifest.webmanifest')).text).short_name;
    expect(names).toEqual({ flirtlocal: 'FlirtLocal', herzklopfen: 'Herzklopfen', 'coeurs-coquins': 'Cœurs Coquins', 'regenboog-date': 'Regenboog' });
  });

  it('draws each site its own icon: its initial in its colours, with no font needed', async () => {
    const [herz, flirt] = await Promise.all([get('herzklopfen', '/icons/icon-192.png'), get('flirtlocal', '/icons/icon-192.png')]);
    const pixels = async (png: Buffer) => (await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })).data;
    const at = (data: Buffer, x: number, y: number) => [...data.subarray((y * 192 + x) * 3, (y * 192 + x) * 3 + 3)];
    const [h, f] = await Promise.all([pixels(herz.body as Buffer), pixels(flirt.body as Buffer)]);
    // H's right stem is drawn in the contrast colour (white); F has no stroke there.
    expect(at(h, 127, 77)).toEqual([255, 255, 255]);
    expect(at(f, 127, 77)).not.toEqual([255, 255, 255]);
    // Each site's own primary colour in the corner.
    expect(at(h, 4, 4)).not.toEqual(at(f, 4, 4));
    const badge = (await get('herzklopfen', '/icons/icon.svg')).body.toString('utf8');
    expect(badge).toContain(brandMark('Herzklopfen 40+', 3).badge);
  });

  it('draws the same mark in the top bar of each site’s pages, from the settings it sends', async () => {
    for (const [site, name, niche] of [
      ['herzklopfen', 'Herzklopfen 40+', 3],
      ['regenboog-date', 'Regenboog Date', 4],
    ] as const) {
      const mark = brandMark(name, niche);
      expect(JSON.parse((await get(site, '/api/settings.php')).text).brand_mark, site).toEqual(mark);
      const page = (await get(site, '/')).text;
      expect(page, site).toContain(`<path d="${mark.badge}"`);
      expect(page, site).toContain(`<path d="${mark.glyph}"`);
    }
  });
});
