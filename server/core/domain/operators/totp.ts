import crypto from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import type { Secrets } from '#server/platform/secrets';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Operator console';

function key(secrets: Secrets): Buffer {
  return secrets.derive('operator-totp');
}

/** A new TOTP secret (base32), sealed for the database: a leaked dump alone cannot mint codes. */
export function newTotpSecret(secrets: Secrets): { secret: string; sealed: string } {
  const secret = generateSecret();
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key(secrets), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return { secret, sealed: [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.') };
}

export function openTotpSecret(secrets: Secrets, sealed: string): string {
  const [iv = '', tag = '', body = ''] = sealed.split('.');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key(secrets), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/**
 * The time step of a valid code, or undefined. One step either side is accepted (clock drift),
 * and only steps after `lastStep`: a code, once used, never works again.
 */
export function checkTotp(secret: string, code: string, now: Date, lastStep: number | null): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
