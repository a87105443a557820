import { eq } from 'drizzle-orm';
import { profiles, users } from '#server/platform/db/schema';
import type { Language } from '#server/contract/languages';
import { enqueuePasswordChangedNotice } from '../notifications/transactional-jobs';
import type { AccountDeps, User } from './context';
import { recheckPassword } from './guard';
import { hashPassword } from './password';
import { checkNewPassword } from './password-reset';
import { endOtherSessions } from './sessions';
import { syncProfileVisibility } from './visibility';

/**
 * PUT /api/user.php: language, invisible mode, whether only verified members may write first
 * (decision 0098), and whether the member may be shown on the company's reselling sister sites (decision 0123).
 */
export async function updateAccountSettings(
  deps: AccountDeps,
  user: User,
  input: { language?: Language | undefined; invisible?: boolean | undefined; onlyVerifiedMessages?: boolean | undefined; resell?: boolean | undefined },
): Promise<User> {
  if (input.resell !== undefined) await deps.db.update(profiles).set({ resell: input.resell }).where(eq(profiles.userId, user.id));
  const changes: Partial<Pick<User, 'language' | 'invisible' | 'onlyVerifiedMessages'>> = {};
  if (input.language) changes.language = input.language;
  if (input.invisible !== undefined) changes.invisible = input.invisible;
  if (input.onlyVerifiedMessages !== undefined) changes.onlyVerifiedMessages = input.onlyVerifiedMessages;
  if (!Object.keys(changes).length) return user;
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set(changes).where(eq(users.id, user.id)).returning();
    if (changes.invisible !== undefined) await syncProfileVisibility(tx, user.id);
    return updated as User;
  });
}

/** Checks the old password first; other sessions end, this one stays. */
export async function changePassword(
  deps: AccountDeps,
  user: User,
  input: { old_password: string; password: string; password_repeat: string },
  currentSessionToken: string,
): Promise<void> {
  await recheckPassword(deps, user, input.old_password, 'old_password');
  checkNewPassword(input.password, input.password_repeat);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const [changed] = await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id)).returning({ email: users.email, status: users.status });
    await endOtherSessions(tx, user.id, currentSessionToken);
    // An address never confirmed may be a stranger's: it is not told about the account.
    if (changed && changed.status !== 'not_confirmed')
      await enqueuePasswordChangedNotice(tx, { userId: user.id, to: changed.email, via: 'settings', at: deps.now() });
  });
}
