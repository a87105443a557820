import { describe, expect, it } from 'vitest';
import { messageCost, pricingCountry, sendCost } from './prices';

const site = {
  countries: ['DE', 'CH'],
  message_credits: 10,
  minimum_message_costs: { CH: { costs: 12, currency: 'CHF' } },
  gift_credits: 25,
  photo_credits: 15,
};

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

describe('the country a price is read in', () => {
  it("is a member's profile country, wherever they browse from", () => {
    expect(pricingCountry(site, 'CH', 'DE')).toBe('CH');
    expect(pricingCountry(site, 'DE', 'CH')).toBe('DE');
  });

  it("is a visitor's own country when the site serves it, else the site's first", () => {
    expect(pricingCountry(site, null, 'CH')).toBe('CH');
    expect(pricingCountry(site, undefined, 'US')).toBe('DE');
    expect(pricingCountry(site, null, null)).toBe('DE');
  });
});
