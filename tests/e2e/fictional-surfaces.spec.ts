import { texts } from '../support/texts';
import { expect, hydrated, siteUrl, test } from './fixtures';
import { apiGet, confirmedMember, expectMarks, fictionalById } from './support-members';

const SITE = 'flirtlocal';
const en = texts('en');

test('every surface that lists profiles marks a fictional profile', async ({ page }) => {
  test.setTimeout(150_000);
  await confirmedMember(page, SITE, { name: 'Walker', gender: 'male', sexuality: 'hetero' });
  await page.goto(siteUrl(SITE, '/pages/faq'));
  const fictional = await fictionalById(page);
  // The first fictional woman of his search: she is the one he meets on every surface below.
  const own = await apiGet<{ results: { id: number; fictional: boolean }[] }>(page, '/api/members.php');
  const pageOne = own.results.find((card) => card.fictional);
  const fictionalId = pageOne?.id ?? [...fictional].find(([id, isFictional]) => isFictional && own.results.every((card) => card.id !== id))?.[0];
  expect(fictionalId, 'a fictional profile on the site').toBeTruthy();

  // Search: page on until her card is there.
  await page.goto(siteUrl(SITE, '/members'));
  await hydrated(page);
  const results = page.getByTestId('search-results');
  const herCard = results.locator(`a[href="/members/${fictionalId}"]`);
  for (let more = 0; more < 20 && !(await herCard.count()); more += 1) await results.getByRole('button', { name: en('search.more') }).click();
  await expect(herCard.getByTestId('fictional-mark')).toBeVisible();
  expect(await expectMarks(results, fictional)).toBeGreaterThan(0);

  // Match finder: the same suggestions the API gives for an empty form, each marked as it should be.
  const suggested = await apiGet<{ suggestions: { profile: { fictional: boolean } }[] }>(page, '/api/match-finder.php');
  await page.goto(siteUrl(SITE, '/match-finder'));
  await hydrated(page);
  await page.getByRole('button', { name: en('match_finder.find') }).click();
  await expect(page.getByTestId('suggestion').first()).toBeVisible();
  const finder = page.getByTestId('match-finder');
  const markedSuggestions = await expectMarks(finder, fictional);
  if (suggested.suggestions.some((suggestion) => suggestion.profile.fictional)) expect(markedSuggestions).toBeGreaterThan(0);

  // Swipe game: the card on top carries the mark when its profile is fictional.
  const deck = await apiGet<{ profiles: { fictional: boolean }[] }>(page, '/api/swipe.php');
  await page.goto(siteUrl(SITE, '/swipe-game'));
  await hydrated(page);
  if (deck.profiles[0]) await expect(page.getByTestId('swipe-card').first().getByTestId('fictional-mark')).toHaveCount(deck.profiles[0].fictional ? 1 : 0);

  // Her profile, and the members beside it.
  await page.goto(siteUrl(SITE, `/members/${fictionalId}`));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 }).getByTestId('fictional-mark')).toBeVisible();
  await expect(page.getByTestId('fictional-warning')).toBeVisible();
  await expectMarks(page.getByTestId('member-page'), fictional);

  // Likes: he likes her; the sent tab lists her.
  await page
    .getByTestId('member-actions')
    .getByRole('button', { name: en('member.like') })
    .click();
  await expect(page.getByTestId('member-actions').getByRole('button', { name: en('member.liked') })).toBeVisible();
  await page.goto(siteUrl(SITE, '/likes/sent'));
  await hydrated(page);
  await expect(page.getByTestId('likes-page').locator(`a[href="/members/${fictionalId}"]`).getByTestId('fictional-mark')).toBeVisible();
  await expectMarks(page.getByTestId('likes-page'), fictional);

  // Conversations: he writes to her; the list and the conversation's header mark her.
  await page.goto(siteUrl(SITE, `/members/${fictionalId}/chat`));
  await hydrated(page);
  await page.getByTestId('chat-input').fill('Hello there!');
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-message')).toHaveCount(1);
  await expect(page.getByTestId('chat-top-bar').getByTestId('fictional-mark')).toBeVisible();
  await page.goto(siteUrl(SITE, '/chats'));
  await hydrated(page);
  await expect(page.getByTestId('chat-item').getByTestId('fictional-mark')).toHaveCount(1);

  // Where the sign-up ends: the first faces of his search.
  await page.goto(siteUrl(SITE, '/signup-matches'));
  await hydrated(page);
  await expect(page.getByTestId('signup-matches').getByTestId('profile-card').first()).toBeVisible();
  await expectMarks(page.getByTestId('signup-matches'), fictional);
});
