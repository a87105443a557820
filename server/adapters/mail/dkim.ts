import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MailMessage } from './message';

/**
 * The headers a signature covers: nodemailer's RFC 6376 list plus List-Unsubscribe-Post, which
 * RFC 8058 (and Gmail's and Yahoo's bulk-sender rules) want signed beside List-Unsubscribe, so a
 * forwarder cannot add a one-click unsubscribe of its own.
 */
export const SIGNED_HEADERS = [
  'From',
  'Sender',
  'Reply-To',
  'Subject',
  'Date',
  'Message-ID',
  'To',
  'Cc',
  'MIME-Version',
  'Content-Type',
  'Content-Transfer-Encoding',
  'In-Reply-To',
  'References',
  'List-Id',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
].join(':');

/** What nodemailer signs a message with (its per-message `dkim` option). */
export interface DkimSigning {
  domainName: string;
  keySelector: string;
  privateKey: string;
  headerFieldNames: string;
}

/** The signature a mail gets: its From domain's key, or none (then the relay's, or unsigned). */
export type MailSigner = (message: MailMessage) => DkimSigning | undefined;

/** A selector is a DNS label: letters, digits and hyphens. */
const SELECTOR = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

export class DkimKeyError extends Error {
  override name = 'DkimKeyError';
}

/** The TXT record that publishes a private key's public half: `<selector>._domainkey.<domain>`. */
export function dnsRecord(domain: string, selector: string, privateKeyPem: string): { name: string; value: string } {
  const spki = crypto.createPublicKey(privateKeyPem).export({ type: 'spki', format: 'der' });
  return { name: `${selector}._domainkey.${domain}`, value: `v=DKIM1; k=rsa; p=${spki.toString('base64')}` };
}

/**
 * Writes a new 2048-bit key for a sending domain as `<dir>/<domain>/<selector>.pem` (readable by
 * the owner only) and returns its DNS record. An existing key is never overwritten: rotating means a
 * new selector, published before the old file is removed (docs/deploy.md).
 */
export function createDkimKey(dir: string, domain: string, selector: string): { file: string; record: { name: string; value: string } } {
  if (!SELECTOR.test(selector)) throw new DkimKeyError(`--selector: "${selector}" is not a DNS label (letters, digits, hyphens)`);
  const file = path.join(dir, domain, `${selector}.pem`);
  if (fs.existsSync(file)) throw new DkimKeyError(`${file} exists already; choose another --selector to rotate`);
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
  return { file, record: dnsRecord(domain, selector, pem) };
}

/**
 * The signing key of a sending domain: the last selector in name order of `<dir>/<domain>/*.pem`
 * (name selectors by date, e.g. s202612, and the newest wins once its file is there). Read on each
 * send, so a key added or rotated on the disk counts without a restart; none means unsigned.
 */
export function dkimFor(dir: string, domain: string): DkimSigning | undefined {
  const folder = path.join(dir, domain.toLowerCase());
  let names: string[];
  try {
    names = fs.readdirSync(folder).filter((name) => name.endsWith('.pem') && SELECTOR.test(name.slice(0, -4)));
  } catch {
    return undefined;
  }
  const newest = names.sort().at(-1);
  if (!newest) return undefined;
  return {
    domainName: domain.toLowerCase(),
    keySelector: newest.slice(0, -4),
    privateKey: fs.readFileSync(path.join(folder, newest), 'utf8'),
    headerFieldNames: SIGNED_HEADERS,
  };
}

/** The selector the demo's own keys carry. */
export const DEMO_SELECTOR = 'demo';

/**
 * The demo signs its mail too, so DKIM can be tried and tested without DNS: a sending domain
 * without a key gets one made on first use. Never in production, which signs only with keys it was
 * given (config.ts refuses the demo default there).
 */
export function demoDkimFor(dir: string, domain: string): DkimSigning | undefined {
  const found = dkimFor(dir, domain);
  if (found) return found;
  try {
    createDkimKey(dir, domain.toLowerCase(), DEMO_SELECTOR);
  } catch (error) {
    // Two processes making the first key at once: the other one's file is as good.
    if (!(error instanceof DkimKeyError) && (error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return dkimFor(dir, domain);
}
