import fs from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { loadConfig } from '#server/platform/config';
import { openMediaStores } from '#server/adapters/storage';
import type { BucketLocation } from '#server/adapters/storage/s3';
import type { Storage } from '#server/adapters/storage/storage';
import { parseCli, runCli, UsageError } from './cli';

const USAGE = `Usage:
  npm run media:copy               copy DATA_DIR/media into S3_BUCKET under media/, and
                                   DATA_DIR/private/selfies under private/selfies/
  npm run media:copy -- --dry-run  only count what would be copied

Uses S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE and the AWS SDK's credentials, as the
server does. Files already in the bucket with the same size are skipped, so an interrupted copy
is finished by running it again, and a second run copies nothing.`;

/** Uploads at a time: enough to hide each request's round trip, few enough for a small machine. */
const PARALLEL = 8;
const PROGRESS_EVERY_MS = 1_000;

interface LocalFile {
  /** "<tenant>/<file>", as the stores name it. */
  key: string;
  file: string;
  size: number;
}

interface Tally {
  copied: number;
  bytes: number;
  skipped: number;
  /** Files that are no media key ("<tenant>/<file>"): left where they are, named in the summary. */
  ignored: string[];
}

/** Every file two levels down (<tenant>/<file>); a folder that does not exist holds none. */
async function localFiles(root: string, ignored: string[]): Promise<LocalFile[]> {
  const files: LocalFile[] = [];
  const tenants = await fs.readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const tenant of tenants) {
    if (!tenant.isDirectory()) {
      ignored.push(path.join(root, tenant.name));
      continue;
    }
    for (const entry of await fs.readdir(path.join(root, tenant.name), { withFileTypes: true })) {
      const file = path.join(root, tenant.name, entry.name);
      const key = `${tenant.name}/${entry.name}`;
      if (!entry.isFile() || !/^[a-z0-9-]+\/[\w.-]+$/.test(key) || key.includes('..')) ignored.push(file);
      else files.push({ key, file, size: (await fs.stat(file)).size });
    }
  }
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

/** One ListObjectsV2 pass: what the bucket already has under the prefix, and each object's size. */
async function bucketSizes(location: BucketLocation): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  let token: string | undefined;
  do {
    const page = await location.client.send(new ListObjectsV2Command({ Bucket: location.bucket, Prefix: location.prefix, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) sizes.set(object.Key.slice(location.prefix.length), object.Size ?? -1);
    token = page.NextContinuationToken;
  } while (token);
  return sizes;
}

async function copyFolder(name: string, root: string, location: BucketLocation, store: Storage, dryRun: boolean, tally: Tally): Promise<void> {
  const [files, there] = await Promise.all([localFiles(root, tally.ignored), bucketSizes(location)]);
  const todo = files.filter((file) => there.get(file.key) !== file.size);
  tally.skipped += files.length - todo.length;
  console.log(
    `${name}: ${files.length} files in ${root}, ${files.length - todo.length} already in s3://${location.bucket}/${location.prefix}, ${todo.length} to copy`,
  );
  if (dryRun) return;
  let done = 0;
  let reported = performance.now();
  const next = todo[Symbol.iterator]();
  const worker = async () => {
    for (let item = next.next(); !item.done; item = next.next()) {
      const file = item.value;
      await store.put(file.key, await fs.readFile(file.file));
      done += 1;
      tally.copied += 1;
      tally.bytes += file.size;
      if (performance.now() - reported >= PROGRESS_EVERY_MS) {
        reported = performance.now();
        console.log(`  ${done} / ${todo.length} copied`);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

runCli({ usage: USAGE }, async () => {
  const { values } = parseCli(process.argv.slice(2), { 'dry-run': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, false);
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const stores = openMediaStores(config);
  if (stores.kind !== 's3') throw new UsageError('S3_BUCKET is not set: name the bucket to copy DATA_DIR/media into', true);
  const started = performance.now();
  const tally: Tally = { copied: 0, bytes: 0, skipped: 0, ignored: [] };
  const dryRun = values['dry-run'] === true;
  try {
    await copyFolder('media', path.join(config.dataDir, 'media'), stores.mediaLocation, stores.media, dryRun, tally);
    await copyFolder('selfies', path.join(config.dataDir, 'private', 'selfies'), stores.selfieLocation, stores.selfies, dryRun, tally);
  } finally {
    stores.close();
  }
  for (const file of tally.ignored) console.log(`not copied (not a media file name): ${file}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    dryRun
      ? `dry run: nothing copied, ${tally.skipped} already there`
      : `done: ${tally.copied} copied (${megabytes(tally.bytes)}), ${tally.skipped} already there, in ${seconds} s`,
  );
});
