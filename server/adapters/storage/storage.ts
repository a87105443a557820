import fs from 'node:fs/promises';
import path from 'node:path';

/** Where media files live: a disk folder (here) or an S3 bucket (./s3.ts). */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/** Keys are "<tenant>/<file>"; they never contain "..", so they stay inside the folder (or the bucket's prefix). */
export function checkedKey(key: string): string {
  if (!/^[a-z0-9-]+\/[\w.-]+$/.test(key) || key.includes('..')) throw new Error(`bad storage key ${key}`);
  return key;
}

export function createDiskStorage(root: string): Storage {
  const file = (key: string) => path.join(root, checkedKey(key));
  return {
    async put(key, data) {
      await fs.mkdir(path.dirname(file(key)), { recursive: true });
      await fs.writeFile(file(key), data);
    },
    async read(key) {
      try {
        return await fs.readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(file(key), { force: true });
    },
  };
}
