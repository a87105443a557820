import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing; images and fonts are compressed formats already. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else yield file;
  }
}

/**
 * Writes `.br` (brotli at its highest quality) and `.gz` (gzip level 9) beside every text file in
 * `dir`, once at build time, so no request pays for compressing a static file. A compressed copy
 * that is not smaller is not written: the original is the better answer then.
 */
export async function precompress(dir: string): Promise<number> {
  let written = 0;
  for await (const file of files(dir)) {
    if (!TEXT_FILE.test(file)) continue;
    const raw = await fs.readFile(file);
    const [br, gz] = await Promise.all([
      brotli(raw, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }),
      gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    for (const [extension, data] of [
      ['.br', br],
      ['.gz', gz],
    ] as const) {
      if (data.length >= raw.length) continue;
      await fs.writeFile(file + extension, data);
      written++;
    }
  }
  return written;
}

/**
 * Moves the source maps out of the served folder into `target`, keeping their relative paths:
 * they stay on disk for reading stack traces, and no static server can hand them out.
 */
export async function moveSourceMaps(dir: string, target: string): Promise<number> {
  let moved = 0;
  for await (const file of files(dir)) {
    if (!file.endsWith('.map')) continue;
    const destination = path.join(target, path.relative(dir, file));
    await fs.mkdir(path.dirname(destination), { recursive: true });
    await fs.rename(file, destination);
    moved++;
  }
  return moved;
}
