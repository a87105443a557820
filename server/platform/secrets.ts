import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Keys derived from the deployment's one secret, each for one purpose (a label) and one site. */
export interface Secrets {
  /** 32 bytes for `purpose`, e.g. derive('vapid', tenantId); the same inputs always give the same key. */
  derive(purpose: string, ...parts: string[]): Buffer;
}

const FILE = 'app-secret';

/**
 * APP_SECRET when set; otherwise a random secret created once in DATA_DIR (readable by the owner
 * only), so a fresh checkout works with no step. It never lives in git or in tenants/.
 */
export function loadSecrets({ APP_SECRET, dataDir }: { APP_SECRET?: string | undefined; dataDir: string }): Secrets {
  const root = APP_SECRET ? Buffer.from(APP_SECRET, 'utf8') : readOrCreate(path.join(dataDir, FILE));
  return {
    // HKDF's expand step: every purpose and site gets an independent key from the one secret.
    derive: (purpose, ...parts) => Buffer.from(crypto.hkdfSync('sha256', root, Buffer.alloc(0), [purpose, ...parts].join('\u0000'), 32)),
  };
}

function readOrCreate(file: string): Buffer {
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(48);
  try {
    // wx: of two processes starting at once, one writes and the other reads what it wrote.
    fs.writeFileSync(file, `${secret.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  }
}
