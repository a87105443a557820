import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { accountTokens, users } from '#server/platform/db/schema';
import type { AccountDeps, SiteRequest, User } from './context';
import { createSession } from './sessions';
import { consumeToken, hashToken, newToken, TOKEN_TTL_MS } from './tokens';

/**
 * One-tap links in notification mails (docs/decisions/0091-one-tap-links.md): `/{token}?to=/path`
 * logs the member in once and opens the page. The token is 32 random bytes in base64url — 43
 * characters, a length no route of the site has — so `/{token}` never shadows a page.
 */
export const ONE_TAP_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Where a one-tap link may lead: the pages notification mails point at. The target is not secret
 * (the member's own pages check who may see them); the list keeps the link from redirecting anywhere else.
 */
const TARGETS = /^\/(?:members(?:\/[1-9]\d{0,14}\/chat)?|chats(?:\/[1-9]\d{0,14})?|likes(?:\/[a-z]{1,20})?)$/;

export function isOneTapTarget(path: string): boolean {
  return TARGETS.test(path);
}

/** The link for a mail's button: a fresh token per mail, so one mail's link never ends another's. */
export async function issueOneTapLink(
  db: Pick<Db, 'insert'>,
  input: { user: Pick<User, 'id' | 'tenantId'>; origin: string; path: string; now: Date },
): Promise<string> {
  if (!isOneTapTarget(input.path)) throw new Error(`not a one-tap target: ${input.path}`);
  const token = newToken();
  await db.insert(accountTokens).values({
    tokenHash: hashToken(token),
    userId: input.user.id,
    tenantId: input.user.tenantId,
    kind: 'one_tap',
    expiresAt: new Date(input.now.getTime() + TOKEN_TTL_MS.one_tap),
  });
  return `${input.origin}/${token}?to=${encodeURIComponent(input.path)}`;
}

export type OneTapResult =
  /** Logged in with a new session (its cookie token) for this member. */
  | { kind: 'session'; sessionToken: string; user: User }
  /** The link was used before by the member who is logged in here: nothing to do but go on. */
  | { kind: 'already'; user: User }
  | { kind: 'expired' };

/**
 * Redeems a one-tap token: the first use (reserved by one UPDATE ... WHERE used_at IS NULL, so two
 * parallel taps log in once) starts a session for the token's member on the token's site. Used,
 * expired, unknown or another site's tokens — and an account being deleted — are `expired`.
 * Misses count against the per-IP limit for token guesses; a blocked address gets `expired` without a lookup.
 */
export async function redeemOneTap(deps: AccountDeps, request: SiteRequest, input: { token: string; sessionUser: User | null }): Promise<OneTapResult> {
  const tenantId = request.site.tenant.id;
  if (await deps.limits.blockedFor('tokenMissesPerIp', request.ip)) return { kind: 'expired' };
  const now = deps.now();
  const row = await consumeToken(deps.db, { token: input.token, tenantId, kind: 'one_tap', now });
  if (row) {
    const [user] = await deps.db
      .select()
      .from(users)
      .where(and(eq(users.id, row.userId), eq(users.tenantId, tenantId)));
    if (user && user.status !== 'pending_deletion') return { kind: 'session', user, sessionToken: await createSession(deps.db, user.id, tenantId, now) };
    return { kind: 'expired' };
  }
  // A second tap on the same mail's button by the member it logged in: no reason to stop her.
  if (input.sessionUser) {
    const [known] = await deps.db
      .select({ userId: accountTokens.userId })
      .from(accountTokens)
      .where(and(eq(accountTokens.tokenHash, hashToken(input.token)), eq(accountTokens.tenantId, tenantId), eq(accountTokens.kind, 'one_tap')));
    if (known?.userId === input.sessionUser.id) return { kind: 'already', user: input.sessionUser };
  }
  await deps.limits.consume('tokenMissesPerIp', request.ip);
  return { kind: 'expired' };
}
