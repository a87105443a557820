import { execFile, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '#server/platform/paths';
import { cliBundle } from '#tests/support/bundles';
import { S3RVER_CREDENTIALS, startLocalS3, type LocalS3 } from '#tests/support/s3';

const run = promisify(execFile);
const SCRIPT = [await cliBundle('media-copy')];
const MEDIA_FILES = 120;

/** A DATA_DIR as a disk deployment leaves it: photos of two sites, a clip, a selfie, and a stray file. */
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-copy-'));
  for (let index = 0; index < MEDIA_FILES; index += 1) {
    const site = index % 2 ? 'flirtlocal' : 'herzklopfen';
    fs.mkdirSync(path.join(dir, 'media', site), { recursive: true });
    fs.writeFileSync(path.join(dir, 'media', site, `photo-${index}.webp`), crypto.randomBytes(2_000 + index));
  }
  fs.writeFileSync(path.join(dir, 'media', 'flirtlocal', 'lander-zoom-abc.mp4'), crypto.randomBytes(50_000));
  fs.mkdirSync(path.join(dir, 'private', 'selfies', 'flirtlocal'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'private', 'selfies', 'flirtlocal', 'a-selfie.webp'), crypto.randomBytes(3_000));
  fs.writeFileSync(path.join(dir, 'media', 'notes.txt'), 'left by hand');
  return dir;
}

describe('npm run media:copy on s3rver', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3?.close());

  const env = (data: string, bucket: string) => ({
    ...process.env,
    ...S3RVER_CREDENTIALS,
    DATA_DIR: data,
    S3_BUCKET: bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: '1',
  });
  const copy = (data: string, bucket: string, args: string[] = []) => run(process.execPath, [...SCRIPT, ...args], { cwd: ROOT, env: env(data, bucket) });

  it('copies media and selfies to their prefixes with their types, then copies nothing the second time', async () => {
    const data = dataDir();
    const bucket = await s3.createBucket();
    const dry = await copy(data, bucket, ['--dry-run']);
    expect(dry.stdout).toContain(`media: ${MEDIA_FILES + 1} files`);
    expect(await s3.keys(bucket)).toEqual([]);

    const first = await copy(data, bucket);
    expect(first.stdout).toContain(`done: ${MEDIA_FILES + 2} copied`);
    expect(first.stdout).toContain(`not copied (not a media file name): ${path.join(data, 'media', 'notes.txt')}`);
    const keys = await s3.keys(bucket);
    expect(keys).toHaveLength(MEDIA_FILES + 2);
    expect(keys).toContain('media/flirtlocal/lander-zoom-abc.mp4');
    expect(keys).toContain('private/selfies/flirtlocal/a-selfie.webp');
    const clip = await s3.client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'media/flirtlocal/lander-zoom-abc.mp4' }));
    expect(clip).toMatchObject({ ContentType: 'video/mp4', ContentLength: 50_000 });

    const second = await copy(data, bucket);
    expect(second.stdout).toContain(`done: 0 copied (0.0 MB), ${MEDIA_FILES + 2} already there`);
  });

  it('finishes an interrupted copy, and copies again a file whose size differs in the bucket', async () => {
    const data = dataDir();
    const bucket = await s3.createBucket();
    // Stopped hard once its first objects are in the bucket: whatever it managed by then, the next run finishes.
    const child = spawn(process.execPath, SCRIPT, { cwd: ROOT, env: env(data, bucket), stdio: 'ignore' });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    while (child.exitCode === null && (await s3.keys(bucket)).length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    child.kill('SIGKILL');
    await exited;
    // A file changed on disk since (or an object that differs): its size tells the copy to send it again.
    fs.writeFileSync(path.join(data, 'media', 'flirtlocal', 'photo-1.webp'), crypto.randomBytes(10));
    // What the kill left in the bucket counts as there when its size is the file's: an upload it cut
    // off may have left a shorter object (or none), which the next run sends again too.
    const before = await s3.keys(bucket);
    const sizes = await Promise.all(before.map(async (key) => (await s3.client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength));
    const there = before.filter((key, index) => sizes[index] === fs.statSync(path.join(data, key)).size).length;

    const resumed = await copy(data, bucket);
    expect(resumed.stdout).toContain(`done: ${MEDIA_FILES + 2 - there} copied`);
    expect(resumed.stdout).toContain(`${there} already there`);
    expect(await s3.keys(bucket)).toHaveLength(MEDIA_FILES + 2);
    const photo = await s3.client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'media/flirtlocal/photo-1.webp' }));
    expect(photo.ContentLength).toBe(10);
  });

  it('refuses an unknown flag or a missing bucket with one line and exit code 2', async () => {
    const data = dataDir();
    const unknown = await copy(data, 'some-bucket', ['--bucket', 'x']).catch((error: { code: number; stderr: string }) => error);
    expect(unknown).toMatchObject({ code: 2, stderr: expect.stringMatching(/^unknown flag --bucket\n/) });
    expect(String((unknown as { stderr: string }).stderr)).not.toMatch(/\bat .*\.ts:\d+/);
    const noBucket = await copy(data, '').catch((error: { code: number; stderr: string }) => error);
    expect(noBucket).toMatchObject({ code: 2, stderr: expect.stringMatching(/^S3_BUCKET is not set/) });
  });
});
