import { describe, expect, it } from 'vitest';
import { showsTabBar } from './rules';

describe('the bottom tab bar (docs/product.md#tab-bar)', () => {
  it.each(['/', '/members', '/swipe-game', '/chats', '/likes', '/likes/m/3', '/profile', '/credits', '/settings'])('shows on %s', (pathname) => {
    expect(showsTabBar(pathname)).toBe(true);
  });

  it.each([
    '/members/12',
    '/chats/7',
    '/members/12/chat',
    '/credits/repeat-order',
    '/credits/p2/creditcard',
    '/directdebit',
    '/complete-signup',
    '/signup-matches',
  ])('steps aside on %s, a screen of its own whose controls the bar would cover', (pathname) => {
    expect(showsTabBar(pathname)).toBe(false);
  });
});
