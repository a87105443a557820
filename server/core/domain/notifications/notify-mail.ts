import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { profiles, users } from '#server/platform/db/schema';
import type { MailPerson } from '#server/adapters/mail/layout';
import { composeNotificationMail, type NotificationMailKind } from '#server/adapters/mail/notification-mail';
import { regionsFor } from '#server/platform/reference-data/regions';
import { ageOn } from '#server/contract/age';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#server/contract/languages';
import type { NotificationType } from '#server/contract/profile-fields';
import type { TenantContext } from '#server/platform/tenancy/registry';
import { mailThumb } from '../photos/mail-thumb';
import type { User } from '../accounts/context';
import { issueOneTapLink } from '../accounts/one-tap';
import { reachableTo } from '../members/visibility';
import { profilesWithMainPhoto } from '../members/with-main-photo';
import type { NotificationDeps } from './deps';
import { unsubscribeUrl } from './unsubscribe';
import { verpAddress } from './verp';

/** Whom a notification mail goes to, on which site, in which language. */
export interface Recipient {
  user: User;
  profile: typeof profiles.$inferSelect;
  site: TenantContext;
  /** The member's own language, whatever the site's (a German member on a Dutch site reads German). */
  language: Language;
}

export async function loadRecipient(deps: NotificationDeps, userId: number): Promise<Recipient | undefined> {
  const [row] = await deps.db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  const site = row && deps.tenants.get(row.user.tenantId);
  // A fictional profile is the site's team's: its messages are answered in their inbox, not mailed.
  if (!row || !site || row.profile.fictional) return undefined;
  const language = isLanguage(row.user.language) ? row.user.language : isLanguage(site.tenant.domain_language) ? site.tenant.domain_language : DEFAULT_LANGUAGE;
  return { ...row, site, language };
}

/** A member a mail is about: the plain name for the subject, the card for the body. */
export interface MailSubject {
  id: number;
  name: string;
  card: MailPerson;
}

/** Our own media, absolute: MEDIA_URL or the site's cdn_prefix, on the site's origin when it is a path. */
function mediaUrl(deps: NotificationDeps, site: TenantContext, file: string): string {
  return new URL(`${deps.mediaUrl ?? site.tenant.cdn_prefix}${file}`, `${site.origin}/`).toString();
}

/**
 * The members a mail shows, in the order asked, as the recipient may see them now (same or shared
 * site, active, no block either way): anyone else is left out. Photos only when public (active);
 * fictional profiles carry the site's mark, as they do on every card.
 */
export async function loadPeople(deps: NotificationDeps, recipient: Recipient, ids: readonly number[]): Promise<MailSubject[]> {
  if (!ids.length) return [];
  const { site, user, language } = recipient;
  const rows = await profilesWithMainPhoto(deps.db).where(and(inArray(profiles.userId, [...ids]), reachableTo(site.tenant, user.id)));
  const today = deps.now();
  const countries = new Intl.DisplayNames(language, { type: 'region' });
  const byId = new Map(rows.map((row) => [row.profile.userId, row]));
  // Faces as JPEG, which every mail program shows (the site's own copies are WebP).
  const faces = new Map(
    await Promise.all(
      rows.map(async ({ profile, photo }) => [profile.userId, photo?.status === 'active' ? await mailThumb(deps.media, photo.thumbFilename) : null] as const),
    ),
  );
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { profile } = row;
    const face = faces.get(id);
    const region = profile.region ? regionsFor([profile.country])[profile.country]?.find((candidate) => candidate.code === profile.region)?.name : undefined;
    const place = region ?? countries.of(profile.country) ?? profile.country;
    return [
      {
        id,
        name: profile.name,
        card: {
          name: profile.fictional ? `${profile.name} ${site.tenant.fictional_icon}` : profile.name,
          detail: `${ageOn(profile.dateOfBirth, today)} · ${place}`,
          image: face ? mediaUrl(deps, site, face) : null,
          url: `${site.origin}/members/${id}`,
        },
      },
    ];
  });
}

export interface NotificationSend {
  kind: NotificationMailKind;
  type: NotificationType;
  /** The job's key and what this run is about (the newest message, the day): its Message-ID. */
  key: string;
  variant: string;
  count?: number;
  other?: string;
  people: readonly MailSubject[];
  /** Where the button leads on the site, e.g. /members/12/chat. */
  path: string;
}

/**
 * Sends one notification mail: the Message-ID comes from the job's key and run, so a retry of a
 * send that reached the server but not our bookkeeping is the same mail to the receiver; the
 * envelope sender is the member's VERP address, the unsubscribe link the member's for this type.
 */
export async function sendNotification(deps: NotificationDeps, recipient: Recipient, send: NotificationSend): Promise<void> {
  const { site, user } = recipient;
  const domain = site.tenant.domains[0] as string;
  const hash = crypto.createHash('sha256').update(`${send.key}|${send.variant}`).digest('hex').slice(0, 32);
  await deps.mailer.send(
    composeNotificationMail({
      kind: send.kind,
      type: send.type,
      ctx: { site, language: recipient.language, translator: deps.translator, baseUrl: site.origin },
      to: user.email,
      name: recipient.profile.name,
      ...(send.other !== undefined && { other: send.other }),
      ...(send.count !== undefined && { count: send.count }),
      people: send.people.map((person) => person.card),
      // The button logs the member in once (72 h) and opens the page; after that it asks for the login (decision 0091).
      link: await issueOneTapLink(deps.db, { user, origin: site.origin, path: send.path, now: deps.now() }),
      unsubscribeUrl: unsubscribeUrl(deps.secrets, site, user.id, send.type),
      messageId: `<${hash}@${domain}>`,
      returnPath: verpAddress(deps.secrets, site.tenant, user.id),
    }),
  );
}
