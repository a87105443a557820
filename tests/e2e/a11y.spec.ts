import path from 'node:path';
import type { Page } from '@playwright/test';
import { chattingMember, expectNoAxeViolations, type ChattingMember } from './a11y-support';
import { CONSOLE_ORIGIN } from './console-support';
import { ARTIFACTS, expect, hydrated, screenshot, siteUrl, test } from './fixtures';

/** The four demo sites, one per theme: the visitor pages take turns among them. */
const SITES = ['flirtlocal', 'coeurs-coquins', 'herzklopfen', 'regenboog-date'] as const;
/** Where a new member's sign-up credits pay for a first message (the chat cases need one each way). */
const MEMBER_SITES = ['flirtlocal', 'regenboog-date'] as const;
const WIDTHS = [375, 1200] as const;

interface Case {
  name: string;
  /** Where the page is, given the member the signed-in cases are (undefined for visitors). */
  url(site: string, member?: ChattingMember): string;
  member?: boolean;
  /** The browser's own log of the page's 404 answer. */
  notFound?: boolean;
  /** What the page must show before it is checked. */
  ready(page: Page): Promise<void>;
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

const CASES: Case[] = [
  { name: 'visitor home', url: (site) => siteUrl(site), ready: heading },
  { name: 'login', url: (site) => siteUrl(site, '/login'), ready: heading },
  {
    name: 'sign-up dialog',
    url: (site) => siteUrl(site),
    ready: async (page) => {
      await page.getByRole('banner').locator('a[href="/signup"]').click();
      // Its steps load when it opens: the form, not the moment before it, is what is checked.
      await expect(page.getByTestId('signup-modal').getByTestId('signup-account')).toBeVisible();
    },
  },
  { name: 'pricing', url: (site) => siteUrl(site, '/pricing'), ready: heading },
  { name: 'static page', url: (site) => siteUrl(site, '/pages/faq'), ready: heading },
  { name: 'lander', url: (site) => siteUrl(site, '/landers/gallery'), ready: (page) => expect(page.getByTestId('lander-gallery')).toBeVisible() },
  { name: '404 page', url: (site) => siteUrl(site, '/no-such-page'), notFound: true, ready: heading },
  { name: 'search', url: (site) => siteUrl(site, '/members'), member: true, ready: heading },
  { name: 'profile', url: (site, member) => siteUrl(site, `/members/${member?.otherId}`), member: true, ready: heading },
  { name: 'likes', url: (site) => siteUrl(site, '/likes'), member: true, ready: heading },
  { name: 'chat list', url: (site) => siteUrl(site, '/chats'), member: true, ready: (page) => expect(page.getByTestId('chat-item')).toHaveCount(1) },
  {
    name: 'conversation',
    url: (site, member) => siteUrl(site, `/chats/${member?.conversationId}`),
    member: true,
    ready: (page) => expect(page.getByTestId('chat-message')).toHaveCount(2),
  },
  { name: 'credits', url: (site) => siteUrl(site, '/credits'), member: true, ready: heading },
  { name: 'member home', url: (site) => siteUrl(site, '/'), member: true, ready: heading },
  { name: 'premium', url: (site) => siteUrl(site, '/premium'), member: true, ready: heading },
  { name: 'transactions', url: (site) => siteUrl(site, '/transactions'), member: true, ready: heading },
  { name: 'swipe game', url: (site) => siteUrl(site, '/swipe-game'), member: true, ready: heading },
  { name: 'match finder', url: (site) => siteUrl(site, '/match-finder'), member: true, ready: heading },
  { name: 'notifications', url: (site) => siteUrl(site, '/notifications'), member: true, ready: heading },
  { name: 'settings', url: (site) => siteUrl(site, '/settings'), member: true, ready: heading },
  // Last, so adding it moved no other case to another site.
  { name: 'imprint', url: (site) => siteUrl(site, '/pages/imprint'), ready: heading },
];

/** Signed-in cases share one pair of chatting members per site, made once. */
const members = new Map<string, Promise<ChattingMember>>();

for (const [index, testCase] of CASES.entries()) {
  const sites = testCase.member ? MEMBER_SITES : SITES;
  const site = sites[index % sites.length] as string;
  test(`${testCase.name} (${site}) has no WCAG A/AA violations at ${WIDTHS.join(' or ')} px`, async ({ browser, page, consoleGuard }) => {
    // Two axe runs (and, for a member's page, the chatting pair made first): the time of the two tests it replaces.
    test.setTimeout(90_000);
    if (testCase.notFound) consoleGuard.allow(/404/);
    let member: ChattingMember | undefined;
    if (testCase.member) {
      if (!members.has(site)) members.set(site, chattingMember(browser, site));
      member = await members.get(site);
      await page.context().addCookies(member?.state.cookies ?? []);
    }
    // One load at the phone's width, then the same page (a dialog still open) resized to the desktop's.
    for (const [step, width] of WIDTHS.entries()) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      if (step === 0) {
        await page.goto(testCase.url(site, member));
        await hydrated(page);
        await testCase.ready(page);
      }
      await expectNoAxeViolations(page);
      await screenshot(page, path.join(ARTIFACTS, `a11y-${testCase.name.replaceAll(' ', '-')}-${width}.png`));
    }
  });
}

test(`the operator console's sign-in page has no WCAG A/AA violations at ${WIDTHS.join(' or ')} px`, async ({ page, consoleGuard }) => {
  // The console checks for a session first; signed out, the browser logs that 401.
  consoleGuard.allow(/401/);
  for (const [step, width] of WIDTHS.entries()) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    if (step === 0) {
      await page.goto(`${CONSOLE_ORIGIN}/login`);
      await expect(page.getByRole('button').first()).toBeVisible();
    }
    await expectNoAxeViolations(page);
  }
});
