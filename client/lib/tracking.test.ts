import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureTracking, carryTracking, readTracking, signupTracking, trafficSource } from './tracking';

/** The browser's localStorage, as far as the store uses it. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('the browser store of tracking values', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
  });

  it('keeps the first touch and moves the last touch with every tracked landing', () => {
    captureTracking('?network=adnet&ref=aff-7&sub1=summer', new Date('2026-03-01T10:00:00Z'));
    captureTracking('?utm_source=x', new Date('2026-03-02T10:00:00Z'));
    captureTracking('?network=other&sub2=banner', new Date('2026-03-03T10:00:00Z'));
    expect(readTracking()).toEqual({
      first: { network: 'adnet', ref: 'aff-7', sub1: 'summer', landedAt: '2026-03-01T10:00:00.000Z' },
      last: { network: 'other', sub2: 'banner', landedAt: '2026-03-03T10:00:00.000Z' },
    });
    expect(trafficSource()).toEqual({ network: 'other', sub2: 'banner' });
    expect(signupTracking()).toEqual({
      network: 'other',
      sub2: 'banner',
      landed_at: '2026-03-03T10:00:00.000Z',
      first_touch: { network: 'adnet', ref: 'aff-7', sub1: 'summer', landed_at: '2026-03-01T10:00:00.000Z' },
    });
  });

  it('drops markup and overlong values, and sends nothing without a source', () => {
    expect(signupTracking()).toEqual({});
    captureTracking(`?network=${encodeURIComponent('<script>ad"net')}&sub1=${'x'.repeat(300)}`);
    expect(trafficSource()).toEqual({ network: 'scriptadnet', sub1: 'x'.repeat(100) });
  });

  it('reads the older flat record (last touch only) as both touches', () => {
    localStorage.setItem('tracking', JSON.stringify({ network: 'legacy', sub1: 's' }));
    expect(readTracking().first).toMatchObject({ network: 'legacy', sub1: 's' });
    expect(trafficSource()).toEqual({ network: 'legacy', sub1: 's' });
    localStorage.setItem('tracking', 'not json');
    expect(readTracking()).toEqual({});
  });

  it('carries the tracking values of a query onto a link', () => {
    expect(carryTracking('/signup', '?network=adnet&sub1=a&lb=x&other=1')).toBe('/signup?network=adnet&sub1=a');
    expect(carryTracking('/signup?step=1', '?ref=aff')).toBe('/signup?step=1&ref=aff');
    expect(carryTracking('/signup', '?other=1')).toBe('/signup');
  });
});
