import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { lastMailTo, linkIn } from '../support/mail';
import { expect, siteUrl } from './fixtures';
import { newMember } from './notifications-support';

const OUTBOX = path.join(E2E_DATA_DIR as string, 'outbox');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what the product promises (docs/product.md#accessibility). */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type AxeNode = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['nodes'][number];

/**
 * A target axe finds too small only because the phone's tab bar, sticky at the screen's foot,
 * covers part of it where the page happens to stand: its own size passed (else the check names
 * no covering element), and it scrolls out from under the bar, which keeps a focused element in
 * view above it (scroll-padding, WCAG 2.4.11). Every native app's tab bar covers content the same
 * way; the exception is this one case, named by the covering elements (docs/ux.md, tab bar).
 */
async function onlyUnderTabBar(page: Page, node: AxeNode): Promise<boolean> {
  const size = node.any.find((check) => check.id === 'target-size');
  const covering = (size?.relatedNodes ?? []).map((related) => related.target.join(' '));
  if (!covering.length || size?.data?.messageKey !== 'partiallyObscured') return false;
  // axe names the current tab by its class alone (".active"): any element so named in the bar counts.
  return page.evaluate(
    (selectors) => selectors.every((selector) => [...document.querySelectorAll(selector)].some((element) => element.closest('[data-testid="tab-bar"]'))),
    covering,
  );
}

/** Runs axe on the page as it is and fails with each rule and the elements that break it. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // axe reads colours as painted: a dialog still fading in has translucent text that fails contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  const found: string[] = [];
  for (const violation of violations) {
    const nodes = [];
    for (const node of violation.nodes) if (!(violation.id === 'target-size' && (await onlyUnderTabBar(page, node)))) nodes.push(node.target.join(' '));
    if (nodes.length) found.push(`${violation.id}: ${nodes.join(' | ')}`);
  }
  expect(found, 'axe violations').toEqual([]);
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A confirmed member with a conversation holding a message from each side, and the browser state to be them. */
export interface ChattingMember {
  state: StorageState;
  conversationId: number;
  otherId: number;
}

async function confirmedMember(context: BrowserContext, tenant: string): Promise<{ page: Page; id: number }> {
  const page = await context.newPage();
  const member = await newMember(page, tenant);
  await page.goto(siteUrl(tenant, linkIn(await lastMailTo(OUTBOX, member.email))));
  return { page, id: member.id };
}

async function sendText(page: Page, profileId: number, text: string): Promise<number> {
  const answer = await page.evaluate(
    async ({ to, body }) => {
      const res = await fetch('/api/chat.php', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Type': 'client' },
        body: JSON.stringify({ profile_id: to, client_id: crypto.randomUUID(), type: 'text', text: body }),
      });
      return { status: res.status, body: (await res.json()) as { message: { conversation_id: number } } };
    },
    { to: profileId, body: text },
  );
  expect(answer.status).toBe(200);
  return answer.body.message.conversation_id;
}

/** Two new members of the site write to each other; the first is handed back. */
export async function chattingMember(browser: Browser, tenant: string): Promise<ChattingMember> {
  const firstContext = await browser.newContext();
  const secondContext = await browser.newContext();
  const first = await confirmedMember(firstContext, tenant);
  const second = await confirmedMember(secondContext, tenant);
  const conversationId = await sendText(first.page, second.id, 'Hi! Coffee on Saturday?');
  await sendText(second.page, first.id, 'Gladly, ten o’clock?');
  const state = await firstContext.storageState();
  await Promise.all([firstContext.close(), secondContext.close()]);
  return { state, conversationId, otherId: second.id };
}
