import { describe, expect, it } from 'vitest';
import { messageCost, orderedPair, sendCost } from './rules';

const site = { message_credits: 10, minimum_message_costs: { CH: { costs: 12, currency: 'CHF' as const } }, gift_credits: 25, photo_credits: 15 };

describe('what a message costs', () => {
  it.each([
    ['text', 'DE', 10],
    ['text', 'CH', 12],
    ['icebreaker', 'DE', 10],
    ['icebreaker', 'CH', 12],
    // Gifts and photos have their own prices, in every country.
    ['gift', 'DE', 25],
    ['gift', 'CH', 25],
    ['photo', 'DE', 15],
    ['photo', 'CH', 15],
  ])('a %s from %s costs %i credits', (type, country, credits) => {
    expect(sendCost(site, type, country)).toBe(credits);
  });

  it("takes the site's price where no minimum is set for the country", () => {
    expect(messageCost(site, 'AT')).toBe(10);
    expect(messageCost({ ...site, minimum_message_costs: {} }, 'CH')).toBe(10);
  });
});

describe('orderedPair', () => {
  it.each([
    [3, 7, [3, 7]],
    [7, 3, [3, 7]],
    [5, 5, [5, 5]],
  ])('%i and %i make the pair %j, whoever writes first', (first, second, pair) => {
    expect(orderedPair(first, second)).toEqual(pair);
  });
});
