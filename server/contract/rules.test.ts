import { describe, expect, it } from 'vitest';
import { ageOn } from './age';
import { currencyFor } from './currencies';
import { discounted } from './discount-math';

describe('ageOn', () => {
  it.each([
    ['2000-06-15', '2018-06-14', 17],
    ['2000-06-15', '2018-06-15', 18],
    ['2000-06-15', '2018-12-31', 18],
    ['2000-06-15', '2019-01-01', 18],
    ['2000-12-31', '2019-01-01', 18],
    // Born on a leap day: a year older on 1 March in common years, on 29 February in leap years.
    ['2004-02-29', '2022-02-28', 17],
    ['2004-02-29', '2022-03-01', 18],
    ['2004-02-29', '2024-02-29', 20],
  ])('born %s is on %s %i years old', (born, today, age) => {
    expect(ageOn(born, new Date(`${today}T12:00:00Z`))).toBe(age);
  });

  it('counts the day in UTC, whatever the hour', () => {
    expect(ageOn('2000-06-15', new Date('2018-06-14T23:59:59Z'))).toBe(17);
    expect(ageOn('2000-06-15', new Date('2018-06-15T00:00:00Z'))).toBe(18);
  });
});

describe('discounted', () => {
  it.each([
    [1995, 0, 1995],
    [1995, 25, 1496],
    [1995, 50, 998],
    [3995, 25, 2996],
    [100, 100, 0],
    [1, 50, 1],
    [22900, 25, 17175],
  ])('%i minor units less %i %% is %i', (amount, percentage, price) => {
    expect(discounted(amount, percentage)).toBe(price);
  });
});

describe('currencyFor', () => {
  it.each([
    ['GB', 'GBP'],
    ['US', 'USD'],
    ['CH', 'CHF'],
    ['LI', 'CHF'],
    ['PL', 'PLN'],
    ['SE', 'SEK'],
    ['NO', 'NOK'],
    ['DK', 'DKK'],
    ['CZ', 'CZK'],
    ['DE', 'EUR'],
    ['NL', 'EUR'],
    // Countries without a currency of their own in the list pay in euros.
    ['CA', 'EUR'],
    ['AU', 'EUR'],
  ])('a member in %s pays in %s', (country, currency) => {
    expect(currencyFor(country)).toBe(currency);
  });
});
