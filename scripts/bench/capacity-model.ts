import { pick, type Random } from '#server/boot/seed/random';
import type { CapacityMember } from './capacity-seed';

/**
 * One active member's session on a site, as the mean seconds between two of each action
 * (docs/scaling.md#a-members-session explains each figure). "Active" means signed in with the
 * site open in a tab (its live socket connected) and using it; each action is an independent
 * Poisson process per member, so N members make N times the rate with random gaps.
 */
export const EVERY_S = {
  /**
   * A full, server-rendered page load. The site is an app after its first page (a click loads
   * the next screen's data from the API), but members on phones come back from links in mails
   * and pushes, reload and reopen discarded tabs: counting every screen a member reads for ~30 s
   * as a full load makes this the expensive end of what members do.
   */
  page: 30,
  /** The next page of search results (scrolling the member list: the API, 20 cards a page). */
  search: 60,
  /** A profile opened from a card (the API, as the app does on a click). */
  profile: 60,
  /** The swipe game: a few members play it in bursts of several a minute; averaged over everyone. */
  swipe: 30,
  /** A like from a profile or a card, beside the swipe game's. */
  like: 180,
  /**
   * A chat message, delivered live to the partner's socket. A member in a conversation writes a
   * line a minute or two; some active members are only browsing, some are in two conversations.
   */
  message: 60,
  /**
   * Credits bought (a message costs 10 credits, the smallest package is 100): a member who
   * writes a message a minute and pays for it runs out in well under an hour, most members pay
   * nothing; one purchase per active member-half-hour is the generous end.
   */
  purchase: 1800,
} as const;

export type ActionKind = keyof typeof EVERY_S;

export const KINDS = Object.keys(EVERY_S) as ActionKind[];

/** Which signed-in page a full load is: the pages a member moves between, by how often. */
export const PAGES: readonly { label: string; weight: number; path(member: CapacityMember, other: number): string }[] = [
  { label: 'GET / (member home)', weight: 20, path: () => '/' },
  { label: 'GET /members (search)', weight: 20, path: () => '/members' },
  { label: 'GET /members/{id} (a profile)', weight: 25, path: (_member, other) => `/members/${other}` },
  { label: 'GET /chats', weight: 10, path: () => '/chats' },
  { label: 'GET /chats/{id} (a conversation)', weight: 15, path: (member) => `/chats/${member.conversation}` },
  { label: 'GET /likes', weight: 5, path: () => '/likes' },
  { label: 'GET /credits', weight: 5, path: () => '/credits' },
];

/** Of the swipes made while the day's likes last (4 on the demo sites), this share are likes; the rest pass. */
export const SWIPE_LIKE_SHARE = 0.3;

/** Actions per second of one member. */
export const PER_MEMBER_RATE = KINDS.reduce((sum, kind) => sum + 1 / EVERY_S[kind], 0);

/** The gap to the next event of a Poisson process of `ratePerSecond`, in ms. */
export function nextGapMs(random: Random, ratePerSecond: number): number {
  return (-Math.log(1 - random()) / ratePerSecond) * 1000;
}

/** One of `items` in proportion to its weight. */
function weighted<T>(random: Random, items: readonly T[], weight: (item: T) => number): T {
  let left = random() * items.reduce((sum, item) => sum + weight(item), 0);
  return items.find((item) => (left -= weight(item)) < 0) ?? pick(random, items);
}

/** An action kind in proportion to its rate. */
export function pickKind(random: Random): ActionKind {
  return weighted(random, KINDS, (kind) => 1 / EVERY_S[kind]);
}

/** A page in proportion to its weight. */
export function pickPage(random: Random): (typeof PAGES)[number] {
  return weighted(random, PAGES, (page) => page.weight);
}

/** The model as one line of the report. */
export function modelLine(): string {
  const every = KINDS.map((kind) => `${kind} every ${EVERY_S[kind]} s`).join(', ');
  return `Each active member (its live socket open): ${every}; pages ${PAGES.map((page) => `${page.label.split(' ')[1]} ${page.weight} %`).join(', ')}.`;
}
