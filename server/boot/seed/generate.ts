import { unusableEmail } from '#server/core/domain/accounts/unusable';
import { PROFILE_CHOICES } from '#server/contract/profile-fields';
import { INTERESTS } from '#server/platform/reference-data/interests-data';
import { regionsFor } from '#server/platform/reference-data/regions';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { AvatarHair, StoredAvatar } from './avatars';
import { BIOS } from './bios';
import { FIRST_NAMES } from './names';
import { between, pick, type Random } from './random';

type Gender = 'male' | 'female';
type Sexuality = 'hetero' | 'gay' | 'lesbian' | 'bi';

/** One demo member. Keys are the column names of the insert's JSON record (see profiles.ts). */
export interface MemberRow {
  email: string;
  name: string;
  gender: Gender;
  sexuality: Sexuality;
  date_of_birth: string;
  country: string;
  region: string | null;
  fictional: boolean;
  about_me: string;
  relationship_status: string;
  body_type: string;
  hair_color: string;
  eye_color: string;
  tattoos: string;
  interests: number[];
  created_at: string;
  photo: string | null;
  photo_thumb: string | null;
  photo_widths: number[] | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SPREAD_DAYS = 90;
const FICTIONAL_SHARE = 0.1;
const PHOTO_SHARE = 0.85;

/** Casual (2) and fetish (6) sites show every interest; elsewhere demo members keep to the mild ones. */
const EXPLICIT_INTERESTS = new Set([
  'anal-sex',
  'bondage',
  'exchanging-pictures',
  'lingerie',
  'masturbating',
  'one-night-stand',
  'oral-sex',
  'public-sex',
  'sadomasochism',
  'sex',
  'sex-toys',
  'threesome',
]);
const ALL_INTERESTS = INTERESTS.map((interest) => interest.id);
const MILD_INTERESTS = INTERESTS.filter((interest) => !EXPLICIT_INTERESTS.has(interest.slug)).map((interest) => interest.id);
const HAIR: Record<Gender, readonly AvatarHair[]> = {
  male: PROFILE_CHOICES.hair_color,
  female: PROFILE_CHOICES.hair_color.filter((colour) => colour !== 'bald'),
};

/** Who a niche's members are: 4 gay men, 5 lesbian women, 3 ages 40+, the others a mixed crowd. */
function audience(niche: number, random: Random): { gender: Gender; sexuality: Sexuality; age: number } {
  const age = niche === 3 ? between(random, 40, 75) : between(random, 18, 65);
  if (niche === 4) return { gender: 'male', sexuality: random() < 0.8 ? 'gay' : 'bi', age };
  if (niche === 5) return { gender: 'female', sexuality: random() < 0.8 ? 'lesbian' : 'bi', age };
  const gender: Gender = random() < 0.5 ? 'female' : 'male';
  const roll = random();
  const sexuality: Sexuality = roll < 0.85 ? 'hetero' : roll < 0.93 ? 'bi' : gender === 'male' ? 'gay' : 'lesbian';
  return { gender, sexuality, age };
}

/**
 * A birth date that makes the member exactly `age` today: 2 to 360 days before the birthday,
 * so a server a time zone away still computes the same age.
 */
function birthDate(now: Date, age: number, random: Random): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()));
  date.setUTCDate(date.getUTCDate() - between(random, 2, 360));
  return date.toISOString().slice(0, 10);
}

function someOf(random: Random, items: readonly number[], min: number, max: number): number[] {
  const chosen = new Set<number>();
  const wanted = between(random, min, max);
  while (chosen.size < wanted) chosen.add(pick(random, items));
  return [...chosen].sort((a, b) => a - b);
}

export type MemberGenerator = (serial: number) => MemberRow;

/**
 * Makes demo members for one tenant: names and bios in the site's language, people who fit its
 * niche, places among its countries. `serial` makes the e-mail address unique.
 */
export function memberGenerator(tenant: Tenant, avatars: readonly StoredAvatar[], random: Random, now: Date): MemberGenerator {
  const regions = regionsFor(tenant.countries);
  const names = FIRST_NAMES[tenant.domain_language];
  const bios = BIOS[tenant.domain_language];
  const interests = tenant.niche === 2 || tenant.niche === 6 ? ALL_INTERESTS : MILD_INTERESTS;
  const avatarsBy = new Map<string, StoredAvatar[]>();
  for (const avatar of avatars) {
    for (const key of [avatar.gender, `${avatar.gender}:${avatar.hair}`]) {
      const group = avatarsBy.get(key) ?? [];
      group.push(avatar);
      avatarsBy.set(key, group);
    }
  }
  const main = tenant.countries[0] as string;

  return (serial) => {
    const { gender, sexuality, age } = audience(tenant.niche, random);
    const country = random() < 0.5 ? main : pick(random, tenant.countries);
    const countryRegions = regions[country] ?? [];
    const hair = pick(random, HAIR[gender]);
    const candidates = avatarsBy.get(`${gender}:${hair}`) ?? avatarsBy.get(gender);
    const avatar = candidates && random() < PHOTO_SHARE ? pick(random, candidates) : undefined;
    return {
      email: unusableEmail(tenant.id, `member-${serial}`),
      name: pick(random, names[gender]),
      gender,
      sexuality,
      date_of_birth: birthDate(now, age, random),
      country,
      region: countryRegions.length && random() < 0.9 ? pick(random, countryRegions).code : null,
      fictional: random() < FICTIONAL_SHARE,
      about_me: random() < 0.9 ? pick(random, bios) : '',
      relationship_status: random() < 0.55 ? 'single' : pick(random, PROFILE_CHOICES.relationship_status),
      body_type: pick(random, PROFILE_CHOICES.body_type),
      hair_color: hair,
      eye_color: pick(random, PROFILE_CHOICES.eye_color),
      tattoos: random() < 0.5 ? 'none' : pick(random, PROFILE_CHOICES.tattoos),
      interests: someOf(random, interests, 3, 8),
      created_at: new Date(now.getTime() - random() * SPREAD_DAYS * DAY_MS).toISOString(),
      photo: avatar?.filename ?? null,
      photo_thumb: avatar?.thumbFilename ?? null,
      photo_widths: avatar?.variantWidths ?? null,
    };
  };
}
