import type { photos, profiles } from '#server/platform/db/schema';
import type { User } from '#server/core/domain/accounts/context';
import type { PresentedUser, ProfilePart } from '#server/contract/answers/account';
import { NOTIFICATION_TYPES } from '#server/contract/profile-fields';
import { presentOwnProfileBasics } from './profile';

/** What server/core/domain/profiles/own.ts loads: the profile, its main photo and what it lacks (no profile before sign-up's profile step). */
type OwnProfileRow = { profile: typeof profiles.$inferSelect; photo: typeof photos.$inferSelect | null; missing: ProfilePart[] };

/** The member as GET /api/user.php shows them to themselves (docs/product.md#accounts), with their profile's basics. */
export function presentUser(user: User, own: OwnProfileRow | undefined, cdnPrefix: string): PresentedUser {
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
    /** Passed a provider's age check (decision 0144): nothing is blurred or refused for it any more. */
    age_assured: user.ageAssuredAt !== null,
    /** Shown on the company's reselling sister sites (decision 0123); off until the member turns it on. */
    resell: own?.profile.resell ?? false,
    notifications_disabled: user.notificationsDisabled,
    /**
     * What the members area's alerts read (docs/product.md#member-alerts), from the rows this answer
     * loads anyway: every page has this answer, so the alerts cost no request of their own.
     */
    email_disabled: user.emailDisabled,
    email_disabled_since: user.emailDisabledAt?.toISOString() ?? null,
    email_unsubscribed: NOTIFICATION_TYPES.filter((type) => user.emailUnsubscribed.includes(type)),
    profile_missing: own?.missing ?? [],
    profile: own ? presentOwnProfileBasics(own.profile, own.photo, cdnPrefix) : null,
  };
}
