import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { photos } from '#server/platform/db/schema';
import type { Storage } from '#server/adapters/storage/storage';
import { makeVariants, storeVariants } from './variants';

const BATCH = 100;
const withoutVariants = sql`${photos.variantWidths} = '{}'::integer[]`;

/**
 * Makes the responsive copies of photos stored before there were any (decision 0107), from each
 * photo's stored file, and records their widths; until then pages show the photo's own file.
 * Idempotent: only rows still without copies are read (the photos_without_variants index, empty
 * once done), the keys follow from the file name and the same file gives the same bytes, so a run
 * cut short, or two processes running it at once, leave nothing wrong behind. A file shared by many
 * rows (the demo avatars) is converted once per run. A file that is gone or cannot be decoded is
 * reported and skipped; its rows stay as they are. Resolves with how many files it converted.
 */
export async function backfillPhotoVariants(db: Db, storage: Storage, onSkip: (filename: string, error?: unknown) => void): Promise<number> {
  const done = new Map<string, number[]>();
  let converted = 0;
  for (let after = 0; ;) {
    const rows = await db
      .select({ id: photos.id, filename: photos.filename })
      .from(photos)
      .where(and(withoutVariants, gt(photos.id, after)))
      .orderBy(asc(photos.id))
      .limit(BATCH);
    const last = rows.at(-1);
    if (!last) return converted;
    after = last.id;
    for (const filename of new Set(rows.map((row) => row.filename))) {
      let widths = done.get(filename);
      if (!widths) {
        widths = await convert(storage, filename, onSkip);
        if (!widths) continue;
        done.set(filename, widths);
        converted += 1;
      }
      const ids = rows.filter((row) => row.filename === filename).map((row) => row.id);
      await db
        .update(photos)
        .set({ variantWidths: widths })
        .where(and(inArray(photos.id, ids), withoutVariants));
    }
  }
}

/** The copies' widths once stored; undefined when the file is gone or is no picture. */
async function convert(storage: Storage, filename: string, onSkip: (filename: string, error?: unknown) => void): Promise<number[] | undefined> {
  const full = await storage.read(filename);
  if (!full) {
    onSkip(filename);
    return undefined;
  }
  // The demo avatars are drawings, made as the seed makes them (server/boot/seed/avatars.ts).
  const variants = await makeVariants(full, filename.includes('/demo-avatar-') ? 'fast' : 'upload').catch((error: unknown) => onSkip(filename, error));
  if (!variants) return undefined;
  // A storage fault is no fault of the photo: it fails the run, which the next one repeats.
  await storeVariants(storage, filename, variants);
  return variants.widths;
}
