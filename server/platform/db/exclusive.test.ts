import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, twoProcesses } from '#tests/support/backends';
import type { Database } from './client';

describe.each(BACKENDS)('work that must not run twice at once, on $name', (backend) => {
  let first: Database;
  let second: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ first, second, close } = await twoProcesses(backend));
  });
  afterAll(() => close());

  it('runs one after the other, each run whole, and goes on after a run that failed', async () => {
    const steps: string[] = [];
    const work =
      (who: string, fail = false) =>
      async () => {
        steps.push(`${who} starts`);
        // Long enough for the other process to try meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 200));
        steps.push(`${who} ends`);
        if (fail) throw new Error(`${who} failed`);
        return who;
      };
    const results = await Promise.allSettled([
      first.exclusive('seed', work('a', true)),
      second.exclusive('seed', work('b')),
      first.exclusive('seed', work('c')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    for (let index = 0; index < steps.length; index += 2) {
      expect(steps[index]?.replace(' starts', ' ends')).toBe(steps[index + 1]);
    }
    expect(steps).toHaveLength(6);
    // Other names do not wait for it.
    expect(await Promise.all([first.exclusive('one', async () => 1), second.exclusive('two', async () => 2)])).toEqual([1, 2]);
  });
});
