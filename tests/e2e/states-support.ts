import { and, eq, ne } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import type { Db } from '#server/platform/db/client';
import { openCliDatabase } from '#server/platform/db/cli-connection';
import { conversationMembers, conversations, likes, messages, profiles, users } from '#server/platform/db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Runs `work` on the running server's database, through its socket as the operator CLIs do. */
async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openCliDatabase({ dataDir: E2E_DATA_DIR as string });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** `count` active members of the site other than `memberId` (the demo content has 300 a site). */
function othersOnSite(db: Db, tenantId: string, memberId: number, count: number): Promise<number[]> {
  return db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.status, 'active'), ne(profiles.userId, memberId)))
    .orderBy(profiles.userId)
    .limit(count)
    .then((rows) => rows.map((row) => row.id));
}

/** `count` members of the site like `memberId`; none of the likes is seen yet. */
export function receiveNewLikes(tenantId: string, memberId: number, count: number): Promise<void> {
  return withDatabase(async (db) => {
    const likers = await othersOnSite(db, tenantId, memberId, count);
    await db.insert(likes).values(likers.map((likerId) => ({ likerId, likedId: memberId, tenantId })));
  });
}

/**
 * A conversation that `otherId` started with `memberId`, one message per entry of `ages` (days
 * old), none read by the member. Returns the conversation's id.
 */
async function conversationFrom(db: Db, tenantId: string, memberId: number, otherId: number, ages: number[]): Promise<number> {
  const [conversation] = await db
    .insert(conversations)
    .values({ tenantId, memberA: Math.min(memberId, otherId), memberB: Math.max(memberId, otherId), startedBy: otherId })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error('no conversation stored');
  const now = Date.now();
  await db.insert(messages).values(
    ages.map((days, index) => ({
      conversationId: conversation.id,
      senderId: otherId,
      type: 'text' as const,
      text: `Message from ${days} days ago`,
      credits: 0,
      clientId: `states-${conversation.id}-${index}`,
      createdAt: new Date(now - days * DAY_MS),
    })),
  );
  await db.insert(conversationMembers).values([
    { conversationId: conversation.id, userId: memberId, unread: ages.length },
    { conversationId: conversation.id, userId: otherId, unread: 0 },
  ]);
  return conversation.id;
}

/** `count` members of the site each wrote `memberId` a message the member has not read. */
export function receiveUnreadConversations(tenantId: string, memberId: number, count: number): Promise<void> {
  return withDatabase(async (db) => {
    for (const otherId of await othersOnSite(db, tenantId, memberId, count)) await conversationFrom(db, tenantId, memberId, otherId, [0]);
  });
}

/** A conversation with a message older than the site's history limit and one of today; returns its id. */
export function conversationPastHistoryLimit(tenantId: string, memberId: number, limitDays: number): Promise<number> {
  return withDatabase(async (db) => {
    const [otherId] = await othersOnSite(db, tenantId, memberId, 1);
    if (otherId === undefined) throw new Error('no other member on the site');
    return conversationFrom(db, tenantId, memberId, otherId, [limitDays + 30, 0]);
  });
}

/**
 * Makes the member one who has bought before, with `credits` left. Buying itself is proven by
 * payments.spec.ts and credit-info.spec.ts; here only the top bar's reading of the balance counts.
 */
export function setPaidBalance(memberId: number, credits: number): Promise<void> {
  return withDatabase(async (db) => {
    await db.update(users).set({ paidUser: true, credits }).where(eq(users.id, memberId));
  });
}

/** The computed colour of `token` (a theme custom property) where `selector` sits, as rgb(). */
export function tokenColour(page: Page, selector: string, token: string): Promise<string> {
  return page.evaluate(
    ({ selector: target, token: property }) => {
      const probe = document.createElement('span');
      probe.style.color = `var(${property})`;
      document.querySelector(target)?.parentElement?.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    },
    { selector, token },
  );
}

/**
 * Makes the page read as the installed app. The product asks matchMedia('(display-mode: standalone)')
 * (client/hooks/useStandalone.ts); Chromium cannot emulate that feature (CDP's Emulation.setEmulatedMedia
 * ignores it), so the page's matchMedia answers that one query with one that always matches.
 */
export async function asInstalledApp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const ask = window.matchMedia.bind(window);
    window.matchMedia = (query) => ask(query.replace(/\(\s*display-mode\s*:\s*standalone\s*\)/g, '(min-width: 0px)'));
  });
}
