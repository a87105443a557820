import type { photos, profiles } from '#server/db/schema';
import type { User } from '#server/domain/accounts/context';
import { presentOwnProfileBasics } from './profile';

/** What server/domain/profiles/own.ts loads: the profile and its main photo (none before sign-up's profile step). */
type OwnProfileRow = { profile: typeof profiles.$inferSelect; photo: typeof photos.$inferSelect | null };

/** The member as GET /api/user.php shows them to themselves (docs/product.md#accounts), with their profile's basics. */
export function presentUser(user: User, own: OwnProfileRow | undefined, cdnPrefix: string) {
  return {
    id: user.id,
    email: user.email,
    status: user.status,
    credits: user.credits,
    paid_user: user.paidUser,
    signup_date: user.signupDate.toISOString(),
    language: user.language,
    invisible: user.invisible,
    /** The member's own verified badge, and their "only verified members may message me" choice (decision 0098). */
    verified: user.verifiedAt !== null,
    only_verified_messages: user.onlyVerifiedMessages,
    notifications_disabled: user.notificationsDisabled,
    profile: own ? presentOwnProfileBasics(own.profile, own.photo, cdnPrefix) : null,
  };
}

export type PresentedUser = ReturnType<typeof presentUser>;
