import type { ProfilePart } from '#server/contract/answers/account';

/**
 * The parts of a profile the members area asks for when they are missing (docs/product.md#member-alerts),
 * in the order it lists them: the photo (what brings replies most), the quick taps, then the text.
 */
export const PROFILE_PARTS = ['photo', 'interests', 'about_me'] as const satisfies readonly ProfilePart[];
export type { ProfilePart };

export interface ProfileFill {
  aboutMe: string;
  interests: readonly number[];
  /** A visible photo or one waiting for a moderator: a member who uploaded one is not asked again. */
  hasPhoto: boolean;
}

/** What the member has not filled in yet; blanks alone are no text. */
export function missingProfileParts(profile: ProfileFill): ProfilePart[] {
  const filled: Record<ProfilePart, boolean> = {
    photo: profile.hasPhoto,
    interests: profile.interests.length > 0,
    about_me: profile.aboutMe.trim() !== '',
  };
  return PROFILE_PARTS.filter((part) => !filled[part]);
}
