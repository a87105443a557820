import type { Db } from '#server/db/client';
import type { User } from '#server/domain/accounts/context';
import { presentOwnProfile } from '../profile/presenter';

/** The member as GET /api/user.php shows them to themselves (docs/product.md#accounts). */
export async function presentUser(db: Db, user: User, cdnPrefix: string) {
  return {
    id: user.id,
    email: user.email,
    status: user.status,
    credits: user.credits,
    paid_user: user.paidUser,
    signup_date: user.signupDate.toISOString(),
    language: user.language,
    invisible: user.invisible,
    notifications_disabled: user.notificationsDisabled,
    profile: await presentOwnProfile(db, user, cdnPrefix, 'basic'),
  };
}

export type PresentedUser = Awaited<ReturnType<typeof presentUser>>;
