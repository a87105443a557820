import { describe, expect, it } from 'vitest';
import { MAX_ENDPOINT_LENGTH, pushAddressPolicy } from './endpoint-policy';

/** Endpoints of the real push services: FCM (Chrome, Edge), Mozilla (Firefox), Apple (Safari), WNS. */
const REAL_SERVICES = [
  'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH',
  'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
  'https://web.push.apple.com/QGuQyavXutnMH',
  'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
  'https://[2001:4860:4860::8888]/push',
  'https://8.8.8.8:8443/push',
];

/** Each with what makes it a way into the server's own network (SSRF). */
const REFUSED: [endpoint: string, why: string][] = [
  ['http://fcm.googleapis.com/fcm/send/x', 'not https'],
  ['ftp://fcm.googleapis.com/x', 'not https'],
  ['https://user:secret@fcm.googleapis.com/x', 'credentials'],
  ['https://127.0.0.1/x', 'loopback'],
  ['https://127.0.0.1:8443/x', 'loopback without the flag'],
  ['https://0x7f.1/x', 'loopback in hex'],
  ['https://2130706433/x', 'loopback as one number'],
  ['https://0.0.0.0/x', 'this host'],
  ['https://10.1.2.3/x', 'private'],
  ['https://172.16.0.1/x', 'private'],
  ['https://172.31.255.255/x', 'private'],
  ['https://192.168.1.1/x', 'private'],
  ['https://100.64.0.1/x', 'CGNAT'],
  ['https://169.254.169.254/latest/meta-data', 'link-local (cloud metadata)'],
  ['https://192.0.2.10/x', 'documentation'],
  ['https://198.18.0.1/x', 'benchmarking'],
  ['https://224.0.0.1/x', 'multicast'],
  ['https://240.0.0.1/x', 'reserved'],
  ['https://255.255.255.255/x', 'broadcast'],
  ['https://[::1]/x', 'IPv6 loopback'],
  ['https://[::]/x', 'IPv6 unspecified'],
  ['https://[::ffff:127.0.0.1]/x', 'IPv4-mapped loopback'],
  ['https://[::ffff:10.0.0.1]/x', 'IPv4-mapped private'],
  ['https://[::127.0.0.1]/x', 'IPv4-compatible loopback'],
  ['https://[64:ff9b::a00:1]/x', 'NAT64 of a private address'],
  ['https://[2002:7f00:1::]/x', '6to4 of loopback'],
  ['https://[fc00::1]/x', 'unique local'],
  ['https://[fd12:3456::1]/x', 'unique local'],
  ['https://[fe80::1]/x', 'IPv6 link-local'],
  ['https://[ff02::1]/x', 'IPv6 multicast'],
  ['https://[2001:db8::1]/x', 'IPv6 documentation'],
  ['https://localhost/x', 'localhost'],
  ['https://LOCALHOST./x', 'localhost, upper case with a trailing dot'],
  ['https://push.localhost/x', '.localhost'],
  ['https://printer.local/x', 'mDNS'],
  ['https://metadata.google.internal/x', '.internal'],
  ['https://router.home.arpa/x', 'home network'],
  ['https://metadata/x', 'a single label'],
  ['not a url', 'not a URL'],
  [`https://fcm.googleapis.com/${'x'.repeat(MAX_ENDPOINT_LENGTH)}`, 'too long'],
];

describe('the SSRF policy of push endpoints', () => {
  const policy = pushAddressPolicy(false);

  it('accepts the endpoints of real push services', () => {
    for (const endpoint of REAL_SERVICES) expect(policy.refusal(endpoint), endpoint).toBeUndefined();
  });

  it.each(REFUSED)('refuses %s (%s)', (endpoint) => {
    expect(policy.refusal(endpoint)).toEqual(expect.any(String));
  });

  it('opens https://127.0.0.1 (and only that) with PUSH_ALLOW_LOOPBACK', () => {
    const loopback = pushAddressPolicy(true);
    expect(loopback.refusal('https://127.0.0.1:8443/wpush/1')).toBeUndefined();
    expect(loopback.allowsAddress('127.0.0.1')).toBe(true);
    for (const endpoint of ['http://127.0.0.1:8443/x', 'https://127.0.0.2/x', 'https://[::1]/x', 'https://localhost:8443/x', 'https://10.0.0.1/x'])
      expect(loopback.refusal(endpoint), endpoint).toEqual(expect.any(String));
  });

  it('judges resolved addresses by the same ranges', () => {
    expect(policy.allowsAddress('142.250.74.10')).toBe(true);
    expect(policy.allowsAddress('2a00:1450:4001:82f::200a')).toBe(true);
    for (const address of ['127.0.0.1', '10.0.0.8', '::1', '::ffff:192.168.0.1', 'fe80::1', 'not-an-address'])
      expect(policy.allowsAddress(address), address).toBe(false);
  });
});
