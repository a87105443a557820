import { describe, expect, it } from 'vitest';
import { wantedGenders } from './preferences';

describe('wantedGenders', () => {
  it.each([
    ['male', 'hetero', ['female']],
    ['female', 'hetero', ['male']],
    ['male', 'gay', ['male']],
    ['female', 'lesbian', ['female']],
    ['male', 'bi', ['male', 'female']],
    ['female', 'bi', ['male', 'female']],
  ] as const)('a %s %s member looks for %j', (gender, sexuality, wanted) => {
    expect(wantedGenders({ gender, sexuality })).toEqual(wanted);
  });
});
