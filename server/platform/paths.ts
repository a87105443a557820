import fs from 'node:fs';
import path from 'node:path';

/** The project root (the folder with package.json), from source files and from the built bundle alike. */
function findRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${start}`);
    dir = parent;
  }
  return dir;
}

export const ROOT = findRoot(import.meta.dirname);
export const MIGRATIONS_DIR = path.join(ROOT, 'server/platform/db/migrations');
export const DIST_DIR = path.join(ROOT, 'dist');
