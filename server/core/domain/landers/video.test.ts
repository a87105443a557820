import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/platform/db/client';
import { openScratchDatabase } from '#tests/support/backends';
import { createLogger } from '#server/platform/logger';
import { ROOT } from '#server/platform/paths';
import { seedDemoProfiles } from '#server/boot/seed/profiles';
import { mulberry32 } from '#server/boot/seed/random';
import { CLIP_HEIGHT, CLIP_WIDTH } from '#server/adapters/storage/face-clip';
import { createDiskStorage } from '#server/adapters/storage/storage';
import { loadTenantFiles } from '#server/platform/tenancy/load';
import { TenantRegistry } from '#server/platform/tenancy/registry';
import type { Tenant } from '#server/platform/tenancy/schema';
import { createLanderVideos, generateLanderClip } from './video';

const files = loadTenantFiles(path.join(ROOT, 'tenants'));
const tenants = new TenantRegistry({ ...files, tenants: files.tenants.filter((tenant) => tenant.id === 'flirtlocal') });
const tenant = tenants.tenants[0] as Tenant;
const logger = createLogger('silent');
const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
let database: Database;
let closeDatabase: () => Promise<void>;
let mediaDir: string;

beforeAll(async () => {
  ({ database, close: closeDatabase } = await openScratchDatabase());
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lander-video-'));
  await seedDemoProfiles(database.db, createDiskStorage(mediaDir), tenants, { perTenant: 12, random: mulberry32(7) });
});

afterAll(async () => {
  await closeDatabase();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

function file(key: string | null): Buffer {
  if (!key) throw new Error('no file');
  return fs.readFileSync(path.join(mediaDir, key));
}

async function expectPoster(key: string) {
  expect(key).toMatch(/^flirtlocal\/lander-\w+-[0-9a-f]{12}\.webp$/);
  const meta = await sharp(file(key)).metadata();
  expect(meta).toMatchObject({ format: 'webp', width: CLIP_WIDTH, height: CLIP_HEIGHT });
}

describe.skipIf(!hasFfmpeg)('lander clips with ffmpeg', () => {
  it('makes a small WebM (VP9) and MP4 (H.264) slideshow and its poster from the site’s faces', async () => {
    const clip = await generateLanderClip({ db: database.db, storage: createDiskStorage(mediaDir), ffmpeg: 'ffmpeg', logger }, tenant, 'video');
    const { poster, webm: webmKey, mp4: mp4Key } = present(clip);
    await expectPoster(poster);
    const webm = file(webmKey);
    const mp4 = file(mp4Key);
    // The EBML magic of a Matroska/WebM file; "ftyp" in an MP4's first box.
    expect(webm.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    expect(webm.includes(Buffer.from('webm'))).toBe(true);
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(webm.length).toBeLessThan(1024 * 1024);
    expect(mp4.length).toBeLessThan(1024 * 1024);
  }, 120_000);

  it('the crossfade clip is made once on first ask, then served from its record while the faces stay the same', async () => {
    let now = new Date('2026-05-01T20:00:00Z');
    const videos = createLanderVideos({ db: database.db, storage: createDiskStorage(mediaDir), ffmpeg: 'ffmpeg', logger, now: () => now });
    expect(await videos.clip(tenant, 'transitionsvideolanding')).toBeNull();
    await videos.settled();
    const clip = await videos.clip(tenant, 'transitionsvideolanding');
    expect(clip?.webm).toMatch(/^flirtlocal\/lander-crossfade-[0-9a-f]{12}\.webm$/);
    expect(file(present(clip).mp4).subarray(4, 8).toString('latin1')).toBe('ftyp');
    // A fresh process (new memory) finds the recorded clip for the same faces and makes nothing new.
    now = new Date(now.getTime() + 60 * 60_000);
    const again = createLanderVideos({ db: database.db, storage: createDiskStorage(mediaDir), ffmpeg: '/nonexistent/ffmpeg', logger, now: () => now });
    expect(await again.clip(tenant, 'transitionsvideolanding')).toEqual(clip);
    await again.settled();
    expect(await again.clip(tenant, 'transitionsvideolanding')).toEqual(clip);
  }, 120_000);
});

describe('lander clips without ffmpeg', () => {
  it('make the poster, no video and no error, and try again later', async () => {
    const storage = createDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'lander-video-none-')));
    // The photos live in the seeded folder; a storage over it without any clip yet.
    const seeded = createDiskStorage(mediaDir);
    const reading = { ...storage, read: (key: string) => seeded.read(key) };
    const clip = await generateLanderClip({ db: database.db, storage: reading, ffmpeg: '/nonexistent/ffmpeg', logger }, tenant, 'video');
    expect(clip).toMatchObject({ webm: null, mp4: null });
    const poster = present(await storage.read(present(clip).poster));
    expect((await sharp(poster).metadata()).format).toBe('webp');
    // Nothing recorded: once ffmpeg is there, the next look makes the clip.
    expect(await storage.read('flirtlocal/lander-zoom.json')).toBeNull();
  });
});
