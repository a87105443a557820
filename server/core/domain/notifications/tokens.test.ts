import { describe, expect, it } from 'vitest';
import { loadSecrets } from '#server/platform/secrets';
import { readUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from './unsubscribe';
import { verpAddress, verpCandidates, verpMember } from './verp';

const secrets = loadSecrets({ APP_SECRET: 'a deployment secret of at least 32 characters', dataDir: '/nonexistent' });
const other = loadSecrets({ APP_SECRET: 'another deployment secret, also 32 characters', dataDir: '/nonexistent' });
const site = { id: 'flirtlocal', domains: ['flirtlocal.example', 'flirtlocal.example.net'] };

describe('bounce addresses (VERP)', () => {
  it('names the member under the site’s first domain, short and lower-case', () => {
    const address = verpAddress(secrets, site, 4711);
    expect(address).toMatch(/^bounce\+4711\.[0-9a-f]{20}@flirtlocal\.example$/);
    expect((address.split('@')[0] as string).length).toBeLessThanOrEqual(64);
    expect(verpAddress(secrets, site, 4711)).toBe(address);
  });

  it('gives the member back only for its own site and secret, whatever the case', () => {
    const address = verpAddress(secrets, site, 4711);
    expect(verpMember(secrets, 'flirtlocal', address)).toBe(4711);
    expect(verpMember(secrets, 'flirtlocal', address.toUpperCase())).toBe(4711);
    expect(verpMember(secrets, 'herzklopfen', address)).toBeUndefined();
    expect(verpMember(other, 'flirtlocal', address)).toBeUndefined();
    expect(verpMember(secrets, 'flirtlocal', address.replace('4711', '4712'))).toBeUndefined();
    expect(verpMember(secrets, 'flirtlocal', 'noreply@flirtlocal.example')).toBeUndefined();
  });

  it('finds the addresses in a report’s text', () => {
    const address = verpAddress(secrets, site, 12);
    expect(verpCandidates(`Return-Path: <${address}>\nTo: ${address}\nX: bounce+1.zz@x`)).toEqual([address]);
  });
});

describe('unsubscribe links', () => {
  it('carry member, type and a mac of the site, and read back only there', () => {
    const token = unsubscribeToken(secrets, 'flirtlocal', 12, 'weekly_updates');
    expect(token).toMatch(/^12\.weekly_updates\.[\w-]{22}$/);
    expect(readUnsubscribeToken(secrets, 'flirtlocal', token)).toEqual({ userId: 12, type: 'weekly_updates' });
    expect(readUnsubscribeToken(secrets, 'herzklopfen', token)).toBeUndefined();
    expect(readUnsubscribeToken(other, 'flirtlocal', token)).toBeUndefined();
    expect(readUnsubscribeToken(secrets, 'flirtlocal', token.replace('weekly_updates', 'news'))).toBeUndefined();
    expect(readUnsubscribeToken(secrets, 'flirtlocal', token.replace('12.', '13.'))).toBeUndefined();
    expect(readUnsubscribeToken(secrets, 'flirtlocal', `${token}A`)).toBeUndefined();
  });

  it('start with the site’s configured origin', () => {
    expect(unsubscribeUrl(secrets, { origin: 'https://flirtlocal.example', tenant: { id: 'flirtlocal' } }, 12, 'like')).toBe(
      `https://flirtlocal.example/unsubscribe?token=${unsubscribeToken(secrets, 'flirtlocal', 12, 'like')}`,
    );
  });
});
