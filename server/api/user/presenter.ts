import type { Db } from '../../db/client';
import type { User } from '../../domain/accounts/context';
import { findProfile } from '../../domain/accounts/lookup';

/** The member as GET /api/user.php shows them to themselves (SPEC §3 User). */
export async function presentUser(db: Db, user: User) {
  const profile = await findProfile(db, user.id);
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
    profile: profile && {
      id: user.id,
      name: profile.name,
      gender: profile.gender,
      sexuality: profile.sexuality,
      date_of_birth: profile.dateOfBirth,
      country: profile.country,
      region: profile.region,
      status: profile.status,
      main_image: null,
    },
  };
}

export type PresentedUser = Awaited<ReturnType<typeof presentUser>>;
