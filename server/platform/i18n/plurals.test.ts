import { describe, expect, it } from 'vitest';
import { createTranslator } from '#server/platform/i18n';

const translator = createTranslator();

describe('counted server messages', () => {
  it('spell the waiting time out in the form the count needs', () => {
    const en = translator.t('en');
    expect(en('accounts.too_many_requests', { count: 1 })).toBe('Too many attempts. Please try again in 1 minute.');
    expect(en('accounts.too_many_requests', { count: 15 })).toBe('Too many attempts. Please try again in 15 minutes.');
    const pl = translator.t('pl');
    expect([1, 3, 5, 22].map((count) => pl('accounts.login_blocked', { count }))).toEqual([
      'Zbyt wiele nieudanych prób, konto zablokowane na 1 minutę.',
      'Zbyt wiele nieudanych prób, konto zablokowane na 3 minuty.',
      'Zbyt wiele nieudanych prób, konto zablokowane na 5 minut.',
      'Zbyt wiele nieudanych prób, konto zablokowane na 22 minuty.',
    ]);
  });

  it('count likes and photos by the site’s limit', () => {
    const de = translator.t('de');
    expect(de('likes.out_of_swipes', { count: 1 })).toBe('Sie haben Ihr 1 Like für heute aufgebraucht. Morgen gibt es neue!');
    expect(de('likes.out_of_swipes', { count: 4 })).toBe('Sie haben Ihre 4 Likes für heute aufgebraucht. Morgen gibt es neue!');
    expect(translator.t('pl')('photos.limit_premium', { count: 25 })).toBe('Możesz mieć do 25 zdjęć.');
  });

  it('tell how long the direct debit code in the SMS stays valid', () => {
    expect(translator.t('fr', 'shop')('direct_debit.sms', { code: '123456', site: 'FlirtLocal', count: 10 })).toBe(
      '123456 est votre code FlirtLocal pour confirmer votre prélèvement. Il est valable 10 minutes.',
    );
  });
});
