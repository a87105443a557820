import path from 'node:path';
import type { Page, WebSocketRoute } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { DEMO_PASSWORD, demoEmail } from '#server/boot/seed/demo';
import { lastMailTo, linkIn } from '../support/mail';
import { texts } from '../support/texts';
import { apiPost, consoleErrors, expect, hydrated, screenshot, siteUrl, test } from './fixtures';

const OUTBOX = path.join(E2E_DATA_DIR as string, 'outbox');

/**
 * One site per width: member A is the site's demo member (the only one with credits for several
 * messages), and the two widths run in parallel, so each needs a demo of its own. Not
 * regenboog-date: chat.spec.ts counts that demo's conversations.
 */
const RUNS = [
  { width: 375, phone: true, tenant: 'flirtlocal', language: 'en' },
  { width: 1200, phone: false, tenant: 'coeurs-coquins', language: 'fr' },
] as const;

/** A realtime event as the socket carries it (server/web/http/live-hub.ts). */
interface LiveFrame {
  id: number;
  type: string;
  payload: { message?: { text: string } };
}

/** One /api/live socket of a page and what it received, in order. */
interface LiveSocket {
  url: URL;
  frames: LiveFrame[];
  failed: boolean;
}

/** Records the page's realtime sockets (the browser's own, beneath any routing). */
function watchLiveSockets(page: Page): LiveSocket[] {
  const sockets: LiveSocket[] = [];
  page.on('websocket', (ws) => {
    const url = new URL(ws.url());
    if (url.pathname !== '/api/live') return;
    const socket: LiveSocket = { url, frames: [], failed: false };
    sockets.push(socket);
    ws.on('framereceived', ({ payload }) => socket.frames.push(JSON.parse(String(payload)) as LiveFrame));
    ws.on('socketerror', () => {
      socket.failed = true;
    });
  });
  return sockets;
}

/** How many requests of the page are under way at any moment. */
function watchRequests(page: Page): { inFlight(): number } {
  let inFlight = 0;
  page.on('request', () => {
    inFlight += 1;
  });
  page.on('requestfinished', () => {
    inFlight -= 1;
  });
  page.on('requestfailed', () => {
    inFlight -= 1;
  });
  return { inFlight: () => inFlight };
}

/** The text as a pattern that matches it literally. */
function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

for (const { width, phone, tenant, language } of RUNS) {
  test(`a member who goes offline and comes back sees every message once, in order, without a reload (${width} px)`, async ({
    browser,
    page,
    context,
    consoleGuard,
  }, testInfo) => {
    test.setTimeout(120_000);
    const t = texts(language);
    const readMark = `· ${t('chat_ui.read')}`;
    const viewport = { width, height: phone ? 812 : 900 };
    // While B is offline its reconnect attempts (and any request under way) fail, and Chromium logs each.
    consoleGuard.allow(/WebSocket connection to '.*\/api\/live\?last=\d+' failed: .*ERR_INTERNET_DISCONNECTED/);
    consoleGuard.allow(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/);

    // Chromium's offline emulation leaves an open WebSocket alone (only new connections fail), so
    // B's sockets pass through a route the test can cut, the way a tunnel cuts a train's network.
    const routes: WebSocketRoute[] = [];
    await context.routeWebSocket(/\/api\/live/, (route) => {
      routes.push(route);
      route.connectToServer();
    });

    const aContext = await browser.newContext({ viewport });
    const a = await aContext.newPage();
    const aErrors = consoleErrors(a);
    const login = await apiPost<{ user: { id: number } }>(a, tenant, '/api/user.php', { email: demoEmail(tenant), password: DEMO_PASSWORD });
    expect(login.status).toBe(200);

    const b = page;
    const bSockets = watchLiveSockets(b);
    const bRequests = watchRequests(b);
    await b.setViewportSize(viewport);
    const email = `offline.${tenant}.${Date.now()}@example.org`;
    const name = `Noah${Date.now() % 100000}`;
    // With a traffic source (network), since coeurs-coquins takes sign-ups only with one.
    const signup = await apiPost<{ user: { id: number } }>(b, tenant, '/api/signup.php', {
      email,
      name,
      password: 'Velvet-Harbour-82',
      date_of_birth: '1986-05-06',
      gender: 'male',
      sexuality: 'hetero',
      network: 'e2e',
    });
    expect(signup.status).toBe(201);
    await b.goto(siteUrl(tenant, linkIn(await lastMailTo(OUTBOX, email))));
    const placeholder = t('chat_ui.placeholder');
    const first = 'Hi! Coffee on Saturday?';
    const reply = `Gladly, ${name}! Where?`;
    const draft = 'Let me think';
    const missed = ['The corner café', 'at ten', 'by the window', 'see you there!'];
    const bubble = (on: Page, text: string) => on.getByTestId('chat-message').filter({ hasText: text });

    // B starts the conversation: a free member may start only two, and the demo member serves
    // every repetition of this test against one server.
    await b.goto(siteUrl(tenant, `/members/${login.body.user.id}`));
    await hydrated(b);
    // From here on B never loads a page: everything below must arrive in this one document.
    let bLoads = 0;
    b.on('load', () => {
      bLoads += 1;
    });
    await b.getByRole('link', { name: t('member.message') }).click();
    await b.getByLabel(placeholder).fill(first);
    await b.getByRole('button', { name: t('chat_ui.send'), exact: true }).click();
    await expect(b).toHaveURL(/\/chats\/\d+$/);

    // A opens it, and B sees at once that it was read.
    await a.goto(siteUrl(tenant, '/chats'));
    await hydrated(a);
    await a.getByTestId('chat-item').filter({ hasText: name }).click();
    await expect(a.getByTestId('chat-message')).toHaveText([new RegExp(`^${escaped(first)}`)]);
    await expect(bubble(b, first)).toContainText(readMark, { timeout: 15_000 });

    // A's reply appears on B's screen by itself, and A sees it read; then A sees B typing.
    await a.getByLabel(placeholder).fill(reply);
    await a.getByLabel(placeholder).press('Enter');
    await expect(bubble(b, reply)).toBeVisible({ timeout: 15_000 });
    await expect(bubble(a, reply)).toContainText(readMark, { timeout: 15_000 });
    await b.getByLabel(placeholder).fill(draft);
    await expect(a.getByTestId('typing')).toHaveText(t('chat_ui.typing'));

    // B loses the network: the socket drops and reconnecting fails until it is back. First B's
    // requests settle, so that no answer still on its way can bring news past the outage.
    await expect.poll(() => bRequests.inFlight()).toBe(0);
    await context.setOffline(true);
    await Promise.all(routes.map((route) => route.close()));
    const socketsBeforeOffline = bSockets.length;

    // A writes on; B has not read any of it.
    for (const text of missed) {
      await a.getByLabel(placeholder).fill(text);
      await a.getByLabel(placeholder).press('Enter');
      await expect(bubble(a, text)).toBeVisible();
    }
    await expect(bubble(a, missed.at(-1) as string)).not.toContainText(readMark);
    // Long enough away for B's backoff to grow: after four failed attempts the next waits 16 s.
    await expect.poll(() => bSockets.slice(socketsBeforeOffline).filter((socket) => socket.failed).length, { timeout: 40_000 }).toBeGreaterThanOrEqual(4);
    await expect(b.getByTestId('chat-message')).toHaveCount(2);

    // Back online. B's page reconnects when the network returns, not when its backoff runs out (the
    // 16 s would outlast this wait), and the new socket resumes after the last event it saw: the
    // server replays just the missed messages, each once, in order; nothing B had seen comes again.
    // The screen alone cannot tell the socket did it (TanStack Query refetches the conversation on
    // `online` too), so the replay itself is checked.
    const socketsBeforeOnline = bSockets.length;
    await context.setOffline(false);
    const resumed = () => bSockets.slice(socketsBeforeOnline).find((socket) => socket.frames.some((frame) => frame.type === 'ready'));
    await expect
      .poll(() => resumed()?.frames.flatMap((frame) => (frame.type === 'message' ? [frame.payload.message?.text] : [])), { timeout: 10_000 })
      .toEqual(missed);
    expect(Number(resumed()?.url.searchParams.get('last'))).toBeGreaterThan(0);

    // B sees every message once and in order, newest first in the document (the column-reverse
    // list shows them oldest first), and the socket is live again for A's next one.
    const conversation = [first, reply, ...missed];
    const inOrder = (lines: string[]) => lines.toReversed().map((text) => new RegExp(`^${escaped(text)}`));
    await expect(b.getByTestId('chat-message')).toHaveText(inOrder(conversation), { timeout: 15_000 });
    const back = 'Back in range?';
    await a.getByLabel(placeholder).fill(back);
    await a.getByLabel(placeholder).press('Enter');
    await expect(b.getByTestId('chat-message')).toHaveText(inOrder([...conversation, back]), { timeout: 15_000 });

    // A sees that B has read everything; B's draft outlived the outage, and B has nothing unread
    // (on phones the list is one step back).
    await expect(bubble(a, back)).toContainText(readMark, { timeout: 15_000 });
    await expect(b.getByLabel(placeholder)).toHaveValue(draft);
    await screenshot(a, testInfo.outputPath(`a-${width}.png`));
    await screenshot(b, testInfo.outputPath(`b-${width}.png`));
    if (phone) await b.getByRole('link', { name: t('chat_ui.back') }).click();
    const item = b.getByTestId('chat-item').filter({ hasText: 'Demo' });
    await expect(item).toContainText(`Demo ${back}`);
    await expect(item.getByTestId('chat-item-unread')).toHaveCount(0);
    expect(bLoads, 'page loads of B').toBe(0);
    expect(aErrors, 'console errors of A').toEqual([]);
    await aContext.close();
  });
}
