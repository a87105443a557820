import type { MemberLanding } from '#server/core/domain/members/landing';
import type { MemberLandingResponse } from '#server/contract/answers/members';
import { presentCard } from './members';

/** The start of her bio a landing shows: one line, cut at a word. */
const TEASER_MAX = 140;

function teaser(aboutMe: string): string | null {
  const text = aboutMe.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  if (text.length <= TEASER_MAX) return text;
  const cut = text.slice(0, TEASER_MAX);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : TEASER_MAX)}…`;
}

/**
 * GET /api/member-landing.php: what an ad's landing shows of one member — her card (main photo,
 * name, age, region, the fictional mark) and a line of her bio when the site shows free text;
 * her other photos only as a number.
 */
export function presentMemberLanding(
  landing: MemberLanding,
  tenant: { visible_profile_notes: boolean },
  cdnPrefix: string,
  today: Date,
): MemberLandingResponse {
  return {
    profile: {
      ...presentCard(landing.profile, landing.photo, cdnPrefix, today),
      teaser: tenant.visible_profile_notes ? teaser(landing.profile.aboutMe) : null,
      more_photos: landing.morePhotos,
    },
  };
}
