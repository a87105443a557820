import crypto from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseOptions, Db } from '#server/platform/db/client';
import { creditLedger, events, messages, profiles, users } from '#server/platform/db/schema';
import { messageCost, pricingCountry } from '#server/contract/prices';
import { LiveClient, until, type LiveMessage } from './live-client';
import { createMember } from './members';
import { apiRequest } from './server-process';
import { createTestApp, type TestApp } from './test-app';

/**
 * What the chat fault tests share: members with credits, senders that retry like the browser,
 * clients that resync like the browser, and the check of what members end up seeing and paying.
 */

export const SITE = 'flirtlocal.localhost';
export const START_CREDITS = 1_000;

export interface Member {
  id: number;
  cookie: string;
  /** What one text message costs this member (the tenant's price for the member's country). */
  cost: number;
}

/** One message a member means to send; the client id stays the same through every retry. */
export interface Send {
  from: Member;
  to: Member;
  clientId: string;
  text: string;
  reply?: LiveMessage;
}

/** The senders' connections: cut() drops every request in flight, so answers on their way are lost. */
export class Network {
  private controller = new AbortController();

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  cut(): void {
    this.controller.abort();
    this.controller = new AbortController();
  }
}

/** Refusals a retry cannot change (4xx): the test stops with the server's answer. */
class Refused extends Error {}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** Confirmed members of SITE, each with START_CREDITS. */
export async function createMembers(t: TestApp, count: number): Promise<Member[]> {
  const tenant = t.tenants.resolve(SITE)?.tenant;
  if (!tenant) throw new Error(`${SITE} is no tenant`);
  const members: Member[] = [];
  for (let index = 0; index < count; index += 1) {
    const member = await createMember(t.app, t.database.db, SITE);
    const [profile] = await t.database.db.select({ country: profiles.country }).from(profiles).where(eq(profiles.userId, member.id));
    members.push({ id: member.id, cookie: member.cookie, cost: messageCost(tenant, pricingCountry(tenant, profile?.country, null)) });
  }
  const ids = members.map((member) => member.id);
  await t.database.db.update(users).set({ credits: START_CREDITS }).where(inArray(users.id, ids));
  return members;
}

/** Members written before a server process takes the database over (PGlite's files belong to one process at a time). */
export async function prepareMembers(database: DatabaseOptions, count: number): Promise<Member[]> {
  const t = await createTestApp({ name: 'preparation' }, { database });
  try {
    return await createMembers(t, count);
  } finally {
    await t.close();
  }
}

/** `perPair` messages from each pair's first member to its second. */
export function plan(pairs: [Member, Member][], perPair: number): Send[] {
  return pairs.flatMap(([from, to]) =>
    Array.from({ length: perPair }, (_, index) => ({ from, to, clientId: `fault-${crypto.randomUUID()}`, text: `from ${from.id} to ${to.id} #${index + 1}` })),
  );
}

/**
 * Sends one message as the browser does, retrying with the same client id until the server
 * answers: a refused connection, a reset or a 5xx may or may not have stored it.
 */
async function sendUntilAnswered(port: number, send: Send, deadline: number, network: Network): Promise<void> {
  let backoff = 50;
  for (;;) {
    try {
      const body = { profile_id: send.to.id, type: 'text', text: send.text, client_id: send.clientId };
      const reply = await apiRequest(port, SITE, send.from.cookie, 'POST', '/api/chat.php', body, { signal: network.signal });
      if (reply.status === 200) {
        send.reply = reply.body.message as LiveMessage;
        return;
      }
      if (reply.status < 500) throw new Refused(`"${send.text}" refused with ${reply.status}: ${JSON.stringify(reply.body)}`);
    } catch (error) {
      if (error instanceof Refused) throw error;
    }
    if (Date.now() > deadline) throw new Error(`"${send.text}" got no answer in time`);
    await sleep(backoff);
    backoff = Math.min(500, backoff * 2);
  }
}

/** Each sender sends its messages one after the other, as one person types; senders run side by side. */
export async function sendAll(port: number, sends: Send[], { pauseMs = 0, timeoutMs = 40_000, network = new Network() } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  await Promise.all(
    [...groupBy(sends, (send) => send.from.id).values()].map(async (own) => {
      for (const send of own) {
        await sendUntilAnswered(port, send, deadline, network);
        if (pauseMs) await sleep(pauseMs);
      }
    }),
  );
}

export const answered = (sends: Send[]) => sends.filter((send) => send.reply).length;

/** A live client per member, each connected (first 'ready' received). */
export async function connectAll(port: number, members: Member[]): Promise<Map<number, LiveClient>> {
  const clients = new Map(members.map((member) => [member.id, new LiveClient(port, SITE, member.cookie)]));
  await Promise.all([...clients.values()].map((client) => client.start()));
  return clients;
}

export async function resyncAll(clients: Map<number, LiveClient>): Promise<void> {
  await Promise.all([...clients.values()].map((client) => client.resync()));
}

export function stopAll(...groups: (Map<number, LiveClient> | undefined)[]): void {
  for (const clients of groups) for (const client of clients?.values() ?? []) client.stop();
}

/** Waits until both members of every sent message show it (nothing forces a reconnect meanwhile). */
export async function untilShown(clients: Map<number, LiveClient>, sends: Send[], timeoutMs = 10_000): Promise<void> {
  const missing = () =>
    sends.filter((send) =>
      [send.from.id, send.to.id].some((memberId) => {
        const shown = clients.get(memberId)?.messages(send.reply?.conversation_id ?? 0) ?? [];
        return !shown.some((message) => message.id === send.reply?.id);
      }),
    );
  await until(() => missing().length === 0, timeoutMs, 'every client to show every sent message').catch((error: unknown) => {
    throw new Error(
      `${String(error)}; missing: ${missing()
        .map((send) => send.text)
        .join(', ')}`,
    );
  });
}

/**
 * What members care about, checked against the database once the clients resynced: both members
 * show every stored message of their conversation exactly once and received them in order; every
 * stored event reached its member exactly once; every send is stored once, charged once, and no
 * charge is without its message.
 */
export async function expectConsistent(db: Db, clients: Map<number, LiveClient>, sends: Send[]): Promise<void> {
  const byConversation = groupBy(sends, (send) => {
    if (!send.reply) throw new Error(`"${send.text}" was never answered`);
    return send.reply.conversation_id;
  });
  for (const [conversationId, own] of byConversation) {
    const stored = await db.select({ id: messages.id }).from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.id));
    const storedIds = stored.map((message) => message.id);
    for (const memberId of new Set(own.flatMap((send) => [send.from.id, send.to.id]))) {
      const client = clients.get(memberId) as LiveClient;
      expect(
        client.messages(conversationId).map((message) => message.id),
        `member ${memberId} shows conversation ${conversationId}`,
      ).toEqual(storedIds);
      expect(client.arrivalOrder(conversationId), `member ${memberId} received conversation ${conversationId} in order`).toEqual(storedIds);
    }
  }
  for (const [memberId, client] of clients) {
    const stored = await db.select({ id: events.id }).from(events).where(eq(events.userId, memberId)).orderBy(asc(events.id));
    expect(client.repeatedEventIds(), `events delivered twice to member ${memberId}`).toEqual([]);
    expect(
      client.events.map((event) => event.id).sort((a, b) => a - b),
      `events delivered to member ${memberId}`,
    ).toEqual(stored.map((event) => event.id));
  }
  for (const own of groupBy(sends, (send) => send.from.id).values()) {
    const sender = (own[0] as Send).from;
    const sent = await db
      .select({ id: messages.id, clientId: messages.clientId })
      .from(messages)
      .where(eq(messages.senderId, sender.id))
      .orderBy(asc(messages.id));
    expect(sent.map((message) => message.clientId).sort(), `messages stored for sender ${sender.id}`).toEqual(own.map((send) => send.clientId).sort());
    const charges = await db
      .select({ reference: creditLedger.reference, amount: creditLedger.amount })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, sender.id), eq(creditLedger.reason, 'message')))
      .orderBy(asc(creditLedger.id));
    expect(charges, `charges of sender ${sender.id}`).toEqual(sent.map((message) => ({ reference: String(message.id), amount: -sender.cost })));
    const [balance] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, sender.id));
    expect(balance?.credits, `balance of sender ${sender.id}`).toBe(START_CREDITS - sent.length * sender.cost);
  }
}
