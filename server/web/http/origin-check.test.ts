import { describe, expect, it } from 'vitest';
import { isOwnOrigin } from './origin-check';

/** The one same-origin rule, shared by requests (isOwnRequest) and the realtime socket's handshake. */
describe('isOwnOrigin', () => {
  it('accepts an Origin naming the request’s own host, port included', () => {
    expect(isOwnOrigin('https://nl.example', 'nl.example')).toBe(true);
    expect(isOwnOrigin('http://nl.localhost:5173', 'nl.localhost:5173')).toBe(true);
  });

  it('refuses another site, a sibling tenant, another port, a missing or unparsable Origin', () => {
    expect(isOwnOrigin('https://evil.example', 'nl.example')).toBe(false);
    expect(isOwnOrigin('http://de.localhost:5173', 'nl.localhost:5173')).toBe(false);
    expect(isOwnOrigin('http://nl.localhost:8080', 'nl.localhost:5173')).toBe(false);
    expect(isOwnOrigin(undefined, 'nl.example')).toBe(false);
    expect(isOwnOrigin('', 'nl.example')).toBe(false);
    expect(isOwnOrigin('null', 'nl.example')).toBe(false);
    expect(isOwnOrigin('https://nl.example', undefined)).toBe(false);
  });
});
