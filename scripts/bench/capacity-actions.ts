import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { pick, type Random } from '#server/boot/seed/random';
import type { SwipeDeckResponse } from '#server/contract/answers/likes';
import type { SearchResponse } from '#server/contract/answers/members';
import type { CreditsOverview, Payment } from '#server/contract/answers/payments';
import { memberHeaders } from './chat-clients';
import { sendOne, type PhaseContext, type SendCounts } from './chat-phases';
import { pickPage, SWIPE_LIKE_SHARE, type ActionKind } from './capacity-model';
import type { Group, StepRecord } from './capacity-record';
import type { CapacityMember } from './capacity-seed';

/** A request unanswered after this long counts as failed (and the member moves on). */
const REQUEST_TIMEOUT_MS = 10_000;
/** The return page asks for the payment's state until the webhook has marked it paid, as the app's page does. */
const PAYMENT_POLLS = 20;
const PAYMENT_POLL_MS = 500;

/** What the app remembers of a member between actions: where its search scrolled to, its swipe deck. */
interface MemberState {
  cursor: string | null;
  deck: number[];
  likesLeft: number;
}

export interface ActionContext {
  port: number;
  host: string;
  /** Keep-alive connections shared by every member, as a proxy in front of the node holds them. */
  agent: http.Agent;
  random: Random;
  /** Everyone seeded: profiles to view and like, active or not. */
  everyone: readonly CapacityMember[];
  chat: PhaseContext;
  state: Map<number, MemberState>;
}

interface Answer {
  status: number;
  location: string | undefined;
  body: Buffer;
}

function call(ctx: ActionContext, member: CapacityMember, method: string, path: string, body?: { json: unknown } | { form: string }): Promise<Answer> {
  const payload = body === undefined ? undefined : 'json' in body ? JSON.stringify(body.json) : body.form;
  const type = body === undefined ? {} : { 'Content-Type': 'json' in body ? 'application/json' : 'application/x-www-form-urlencoded' };
  // The app's own fetches say so (client/api/browser.ts): the proof side-effect calls need.
  const api = path.startsWith('/api/') ? { Accept: 'application/json', 'X-Request-Type': 'client' } : { Accept: 'text/html' };
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: ctx.port, method, path, agent: ctx.agent, headers: { ...memberHeaders(ctx.host, member), ...api, ...type } },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: Buffer.concat(parts) }));
        res.on('error', reject);
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** One request, timed into `record` under `label` when it answers `expect`, else counted as failed. */
async function timed(
  ctx: ActionContext,
  record: StepRecord | undefined,
  member: CapacityMember,
  what: { label: string; group: Group; method?: string; path: string; body?: { json: unknown } | { form: string }; expect?: number },
): Promise<Answer | undefined> {
  const startedAt = performance.now();
  try {
    const answer = await call(ctx, member, what.method ?? 'GET', what.path, what.body);
    if (answer.status === (what.expect ?? 200)) {
      record?.ok(what.label, what.group, performance.now() - startedAt);
      return answer;
    }
    record?.fail(what.label, what.group, `${answer.status} ${answer.body.toString('utf8', 0, 160).replace(/\s+/g, ' ')}`);
  } catch (error) {
    record?.fail(what.label, what.group, String(error));
  }
  return undefined;
}

const json = <T>(answer: Answer): T => JSON.parse(answer.body.toString('utf8')) as T;

/** Someone else among the seeded members. */
function other(ctx: ActionContext, member: CapacityMember): number {
  const chosen = pick(ctx.random, ctx.everyone);
  return chosen.id === member.id ? member.partner : chosen.id;
}

function stateOf(ctx: ActionContext, member: CapacityMember): MemberState {
  let state = ctx.state.get(member.id);
  if (!state) {
    state = { cursor: null, deck: [], likesLeft: 0 };
    ctx.state.set(member.id, state);
  }
  return state;
}

/** Scrolling the member list: the next page from where the last one ended, from the top after the end. */
async function search(ctx: ActionContext, member: CapacityMember, record: StepRecord | undefined): Promise<void> {
  const state = stateOf(ctx, member);
  const query = state.cursor ? `?cursor=${encodeURIComponent(state.cursor)}` : '';
  const answer = await timed(ctx, record, member, { label: 'GET /api/members.php (search page)', group: 'api', path: `/api/members.php${query}` });
  if (answer) state.cursor = json<SearchResponse>(answer).cursor;
}

/** The swipe game: a new deck when the last is used up, then one card, liked while likes last. */
async function swipe(ctx: ActionContext, member: CapacityMember, record: StepRecord | undefined): Promise<void> {
  const state = stateOf(ctx, member);
  if (!state.deck.length) {
    const answer = await timed(ctx, record, member, { label: 'GET /api/swipe.php (a deck)', group: 'api', path: '/api/swipe.php' });
    if (!answer) return;
    const deck = json<SwipeDeckResponse>(answer);
    state.deck = deck.profiles.map((card) => card.id);
    state.likesLeft = deck.likes_left;
  }
  const id = state.deck.shift();
  if (id === undefined) return;
  const like = state.likesLeft > 0 && ctx.random() < SWIPE_LIKE_SHARE;
  const answer = await timed(ctx, record, member, {
    label: 'POST /api/swipe.php',
    group: 'api',
    method: 'POST',
    path: '/api/swipe.php',
    body: { json: { id, like } },
  });
  if (answer) state.likesLeft = json<{ likes_left: number }>(answer).likes_left;
}

/** Buying credits in the sandbox, as a member clicks through it: the shop, the checkout, "pay", the return page. */
async function purchase(ctx: ActionContext, member: CapacityMember, record: StepRecord | undefined): Promise<void> {
  const shopAnswer = await timed(ctx, record, member, { label: 'GET /api/credits.php', group: 'api', path: '/api/credits.php' });
  if (!shopAnswer) return;
  const shop = json<CreditsOverview>(shopAnswer);
  const item = pick(ctx.random, shop.packages);
  const body = { json: { package: item.id, paymentmethod: shop.paymentmethods[0] } };
  const started = await timed(ctx, record, member, {
    label: 'POST /api/payment.php',
    group: 'api',
    method: 'POST',
    path: '/api/payment.php',
    body,
    expect: 201,
  });
  if (!started) return;
  const { payment, redirect } = json<{ payment: Payment; redirect: string }>(started);
  // The redirect names the site's public origin; the node is reached on loopback with the site's Host.
  const checkout = new URL(redirect).pathname;
  if (!(await timed(ctx, record, member, { label: 'GET /sandbox/checkout/{ref}', group: 'api', path: checkout }))) return;
  const paid = await timed(ctx, record, member, {
    label: 'POST /sandbox/checkout/{ref} (pay)',
    group: 'api',
    method: 'POST',
    path: checkout,
    body: { form: 'outcome=paid' },
    expect: 303,
  });
  if (!paid?.location) return;
  const back = new URL(paid.location);
  if (!(await timed(ctx, record, member, { label: 'GET /credits/{package}/{method} (return page)', group: 'page', path: back.pathname + back.search }))) return;
  for (let poll = 0; poll < PAYMENT_POLLS; poll += 1) {
    const label = 'GET /api/payment.php (until paid)';
    const answer = await timed(ctx, record, member, { label, group: 'api', path: `/api/payment.php?id=${payment.payment_id}` });
    if (!answer || json<{ payment: Payment }>(answer).payment.status === 'paid') return;
    await sleep(PAYMENT_POLL_MS);
  }
  record?.fail('purchase', 'api', `payment ${payment.payment_id} not paid ${(PAYMENT_POLLS * PAYMENT_POLL_MS) / 1000} s after the checkout`);
}

/** Does one action of `kind` as `member`; measured into `record` when given (else a warm-up). */
export async function act(ctx: ActionContext, kind: ActionKind, member: CapacityMember, record: StepRecord | undefined, scratch: SendCounts): Promise<void> {
  switch (kind) {
    case 'page': {
      const page = pickPage(ctx.random);
      await timed(ctx, record, member, { label: page.label, group: 'page', path: page.path(member, other(ctx, member)) });
      return;
    }
    case 'search':
      return search(ctx, member, record);
    case 'profile':
      await timed(ctx, record, member, { label: 'GET /api/member.php (a profile)', group: 'api', path: `/api/member.php?id=${other(ctx, member)}` });
      return;
    case 'swipe':
      return swipe(ctx, member, record);
    case 'like':
      await timed(ctx, record, member, {
        label: 'POST /api/like.php',
        group: 'api',
        method: 'POST',
        path: '/api/like.php',
        body: { json: { id: other(ctx, member) } },
      });
      return;
    case 'message':
      // 20 a minute is the server's limit; at one a minute on average a member practically never
      // reaches it, and a send the model would make past it is left out rather than refused.
      if (!ctx.chat.budget.allows(member.id, performance.now())) return;
      return sendOne(ctx.chat, member, record?.chat ?? scratch, record?.chatLatencies);
    case 'purchase':
      return purchase(ctx, member, record);
  }
}
