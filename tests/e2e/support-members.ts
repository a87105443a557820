import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { lastMailTo, linkIn } from '../support/mail';
import { apiPost, expect, siteUrl } from './fixtures';

const OUTBOX = path.join(E2E_DATA_DIR as string, 'outbox');

/** The password of every member confirmedMember makes, for a test that logs in through the form. */
export const MEMBER_PASSWORD = 'Velvet-Harbour-82';

/** A new member of the site, confirmed through the mailed link and logged in in this page's browser. */
export async function confirmedMember(page: Page, site: string, profile: { name: string; gender: 'male' | 'female'; sexuality: string }) {
  const email = `${profile.name.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
  const signup = await apiPost<{ user: { id: number } }>(page, site, '/api/signup.php', {
    email,
    password: MEMBER_PASSWORD,
    date_of_birth: '1988-04-04',
    ...profile,
  });
  expect(signup.status).toBe(201);
  await page.goto(siteUrl(site, linkIn(await lastMailTo(OUTBOX, email))));
  return { id: signup.body.user.id, email };
}

/** A GET of the site's API from inside the page, with its cookies. */
export function apiGet<T>(page: Page, target: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(url)).json(), target) as Promise<T>;
}

/** Every profile the member can find on the site (all pages of the search, everyone), by id: fictional or not. */
export async function fictionalById(page: Page): Promise<Map<number, boolean>> {
  return new Map(
    await page.evaluate(async () => {
      const found: [number, boolean][] = [];
      for (let cursor = ''; ;) {
        const body = (await (await fetch(`/api/members.php?gender=any${cursor ? `&cursor=${cursor}` : ''}`)).json()) as {
          results: { id: number; fictional: boolean }[];
          cursor: string | null;
        };
        found.push(...body.results.map((card): [number, boolean] => [card.id, card.fictional]));
        if (!body.cursor) return found;
        cursor = body.cursor;
      }
    }),
  );
}

/**
 * Each profile link under `surface` (a link to /members/{id}) carries the fictional mark exactly
 * when the profile is fictional; returns how many fictional ones it listed.
 */
export async function expectMarks(surface: Locator, fictional: Map<number, boolean>): Promise<number> {
  const links = surface.locator('a[href^="/members/"]');
  let marked = 0;
  for (const link of await links.all()) {
    const id = Number(/^\/members\/(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1]);
    if (!id || !fictional.has(id)) continue;
    const isFictional = fictional.get(id) === true;
    await expect(link.getByTestId('fictional-mark'), `profile ${id}`).toHaveCount(isFictional ? 1 : 0);
    if (isFictional) marked += 1;
  }
  return marked;
}
