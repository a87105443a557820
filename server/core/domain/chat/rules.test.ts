import { describe, expect, it } from 'vitest';
import { orderedPair } from './rules';

describe('orderedPair', () => {
  it.each([
    [3, 7, [3, 7]],
    [7, 3, [3, 7]],
    [5, 5, [5, 5]],
  ])('%i and %i make the pair %j, whoever writes first', (first, second, pair) => {
    expect(orderedPair(first, second)).toEqual(pair);
  });
});
