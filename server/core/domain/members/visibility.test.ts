import { describe, expect, it } from 'vitest';
import type { User } from '../accounts/context';
import { assertMayBrowse, visibleTenants } from './visibility';

describe('visibleTenants', () => {
  it('is the site itself plus the sites it shares profiles with', () => {
    expect(visibleTenants({ id: 'herzklopfen', share_profiles_with: [] })).toEqual(['herzklopfen']);
    expect(visibleTenants({ id: 'herzklopfen', share_profiles_with: ['coeurs-coquins'] })).toEqual(['herzklopfen', 'coeurs-coquins']);
  });
});

describe('who may browse members', () => {
  const member = { id: 1 } as User;
  it.each([
    [true, false, 'member', undefined, true],
    [false, false, 'member', undefined, true],
    [true, false, 'visitor', undefined, true],
    [false, false, 'visitor', undefined, false],
    [false, true, 'visitor', undefined, false],
    [false, true, 'visitor', 'partner-network', true],
    [false, false, 'visitor', 'partner-network', false],
  ] as const)('logged-out search %s, with a traffic source %s: a %s (source %s) may browse: %s', (open, withSource, who, network, allowed) => {
    const browse = () =>
      assertMayBrowse({ logged_out_search: open, logged_out_search_trafficsource: withSource }, who === 'member' ? member : undefined, network);
    if (allowed) expect(browse).not.toThrow();
    else expect(browse).toThrow(expect.objectContaining({ status: 403, code: 'authentication_required' }));
  });
});
