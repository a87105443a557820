import crypto from 'node:crypto';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes of a base64url string (padding allowed), or undefined when it is not one. */
function decode(value: string): Buffer | undefined {
  return BASE64URL.test(value) ? Buffer.from(value, 'base64url') : undefined;
}

/**
 * A subscription's p256dh: an uncompressed P-256 point (65 bytes, 0x04 first) on the curve.
 * A key that is not one would make every encryption for it throw.
 */
export function isP256PublicKey(value: string): boolean {
  const bytes = decode(value);
  if (bytes?.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    crypto.ECDH.convertKey(bytes, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/** A subscription's auth secret: 16 bytes. */
export function isAuthSecret(value: string): boolean {
  return decode(value)?.length === 16;
}

/** One spelling per key (base64url without padding), so the same browser key is the same string. */
export function canonicalKey(value: string): string {
  return Buffer.from(value, 'base64url').toString('base64url');
}
