import type {
  complaints,
  creditLedger,
  directDebitRequests,
  messages,
  paymentMandates,
  paymentRefunds,
  payments,
  photos,
  photoVerifications,
  profiles,
  pushSubscriptions,
  users,
} from '#server/platform/db/schema';
import { presentAgeAssurance } from './age-assurance';
import { OPT_IN_NOTIFICATION_TYPES } from '#server/contract/profile-fields';
import type { ExportShapes, ExportSite } from '#server/core/domain/gdpr/export';
import { chatPhotoPath, photoPath, selfiePath } from '#server/core/domain/gdpr/paths';
import type { LoadedNotificationSettings } from '#server/core/domain/profiles/notifications';
import { presentNotificationSettings } from './notifications';

/**
 * The files of a member's data export (docs/product.md#member-data): plain JSON with the
 * API's snake_case names and ISO 8601 times, readable without our software. Internal ids of
 * operators never appear; what an operator wrote about the member (a ledger note) does.
 */

const iso = (date: Date | null) => date?.toISOString() ?? null;

type Push = Pick<typeof pushSubscriptions.$inferSelect, 'endpoint' | 'createdAt' | 'lastSuccessAt'>;
type MailEvent = { kind: string; detail: string; createdAt: Date };

/** account.json: the account, its settings, and what the member agreed to and chose. */
export function presentAccount(
  user: typeof users.$inferSelect,
  site: ExportSite,
  loaded: { notifications: LoadedNotificationSettings; push: Push[]; mailEvents: MailEvent[] },
) {
  const notifications = presentNotificationSettings(loaded.notifications);
  const marketing = notifications.notifications.filter((setting) => (OPT_IN_NOTIFICATION_TYPES as readonly string[]).includes(setting.type));
  return {
    id: user.id,
    site: { id: site.id, name: site.name, domain: site.domain },
    email: user.email,
    language: user.language,
    signup_date: iso(user.signupDate),
    status: user.status,
    deletion_requested_at: iso(user.deletionRequestedAt),
    delete_reason: user.deleteReason,
    credits: user.credits,
    premium: user.paidUser,
    invisible: user.invisible,
    verified_at: iso(user.verifiedAt),
    only_verified_messages: user.onlyVerifiedMessages,
    banned_at: iso(user.bannedAt),
    direct_debit_blocked: user.directDebitBlocked,
    notifications,
    consent: {
      // As recorded at sign-up; an account from before the record has no version, and accepted by signing up.
      terms: { version: user.termsVersion, accepted_at: iso(user.termsAcceptedAt ?? user.signupDate), how: 'signup' },
      marketing_mail: marketing.map((setting) => ({ type: setting.type, enabled: setting.enabled, reason_off: setting.reason })),
      unsubscribed_by_link: user.emailUnsubscribed,
      email_stopped: user.emailDisabled ? { reason: user.emailDisabled, since: iso(user.emailDisabledAt) } : null,
    },
    traffic_source_at_signup: user.tracking,
    push_subscriptions: loaded.push.map((push) => ({ endpoint: push.endpoint, created_at: iso(push.createdAt), last_delivered_at: iso(push.lastSuccessAt) })),
    mail_reports: loaded.mailEvents.map((event) => ({ kind: event.kind, detail: event.detail, at: iso(event.createdAt) })),
  };
}

/** profile.json: everything the profile holds, the location "use my location" stored included. */
export function presentProfileExport(profile: typeof profiles.$inferSelect | undefined) {
  if (!profile) return null;
  return {
    name: profile.name,
    gender: profile.gender,
    sexuality: profile.sexuality,
    date_of_birth: profile.dateOfBirth,
    country: profile.country,
    region: profile.region,
    about_me: profile.aboutMe,
    relationship_status: profile.relationshipStatus,
    body_type: profile.bodyType,
    hair_color: profile.hairColor,
    eye_color: profile.eyeColor,
    tattoos: profile.tattoos,
    interests: profile.interests,
    location: profile.latitude === null || profile.longitude === null ? null : { latitude: profile.latitude, longitude: profile.longitude },
    visible: profile.status === 'active',
    /** The member's consent to be shown on the company's reselling sister sites (decision 0123). */
    shown_on_sister_sites: profile.resell,
    created_at: iso(profile.createdAt),
  };
}

/** photos/photos.json: each photo with its review state; `file` is null when its file is missing. */
export function presentPhotoExport(photo: typeof photos.$inferSelect, stored: boolean) {
  return {
    id: photo.id,
    file: stored ? photoPath(photo) : null,
    status: photo.status,
    main: photo.isMain,
    uploaded_at: iso(photo.createdAt),
    reviewed_at: iso(photo.reviewedAt),
    reject_reason: photo.rejectReason,
  };
}

/** One message of messages.json, seen from the member ("me" or "them"). */
export function presentMessageExport(message: typeof messages.$inferSelect, memberId: number, photoStored: boolean) {
  const mine = message.senderId === memberId;
  return {
    id: message.id,
    from: mine ? 'me' : 'them',
    type: message.type,
    text: message.text,
    gift: message.gift,
    photo: message.photoFilename && photoStored ? chatPhotoPath(message) : null,
    credits: mine ? message.credits : null,
    sent_at: iso(message.createdAt),
  };
}

/** A conversation's head in messages.json (its messages follow in the same object). */
export function presentConversationHead(
  conversation: { id: number; startedBy: number; createdAt: Date },
  memberId: number,
  other: { id: number; name: string | null; fictional: boolean },
) {
  return {
    conversation_id: conversation.id,
    with: { member_id: other.id, name: other.name, fictional: other.fictional },
    started_by_me: conversation.startedBy === memberId,
    started_at: iso(conversation.createdAt),
  };
}

type Like = { memberId: number; name: string | null; at: Date; isNew?: boolean };

/** likes.json: likes given and received, and the swipe game's cards. */
export function presentLikesExport(loaded: { given: Like[]; received: Like[]; swipes: { profileId: number; day: string; liked: boolean }[] }) {
  return {
    given: loaded.given.map((like) => ({ member_id: like.memberId, name: like.name, at: iso(like.at) })),
    received: loaded.received.map((like) => ({ member_id: like.memberId, name: like.name, at: iso(like.at), seen: !like.isNew })),
    swipes: loaded.swipes.map((swipe) => ({ member_id: swipe.profileId, day: swipe.day, liked: swipe.liked })),
  };
}

/** payments.json: payments with their refunds, stored payment methods and direct debit mandates given. */
export function presentPaymentsExport(loaded: {
  payments: (typeof payments.$inferSelect)[];
  refunds: (typeof paymentRefunds.$inferSelect)[];
  mandates: (typeof paymentMandates.$inferSelect)[];
  directDebit: (typeof directDebitRequests.$inferSelect)[];
}) {
  return {
    payments: loaded.payments.map((payment) => ({
      id: payment.id,
      created_at: iso(payment.createdAt),
      paid_at: iso(payment.paidAt),
      status: payment.status,
      package: payment.packageId,
      credits: payment.credits,
      amount: payment.amount / 100,
      list_amount: payment.listAmount / 100,
      currency: payment.currency,
      method: payment.method,
      provider: payment.provider,
      provider_reference: payment.providerRef,
      discount_code: payment.discountCode,
      discount_percentage: payment.discountPercentage,
      refunded_amount: payment.refundedAmount / 100,
      charged_back_at: iso(payment.chargedBackAt),
      traffic_source: payment.tracking,
      refunds: loaded.refunds
        .filter((refund) => refund.paymentId === payment.id)
        .map((refund) => ({
          amount: refund.amount / 100,
          credits: refund.credits,
          status: refund.status,
          at: iso(refund.createdAt),
          completed_at: iso(refund.completedAt),
        })),
    })),
    payment_methods: loaded.mandates.map((mandate) => ({
      label: mandate.label,
      method: mandate.method,
      provider: mandate.provider,
      valid: mandate.valid,
      created_at: iso(mandate.createdAt),
    })),
    direct_debit_mandates: loaded.directDebit.map((request) => ({
      account_holder: request.accountHolder,
      iban: request.iban,
      address: { street: request.street, house_number: request.houseNumber, postal_code: request.postalCode, city: request.city },
      mobile: request.mobile,
      status: request.status,
      created_at: iso(request.createdAt),
      confirmed_at: iso(request.confirmedAt),
    })),
  };
}

/** credits.json: every change of the balance, oldest first. */
export function presentCreditsExport(rows: (typeof creditLedger.$inferSelect)[]) {
  return rows.map((row) => ({ at: iso(row.createdAt), amount: row.amount, reason: row.reason, reference: row.reference, note: row.note }));
}

/** complaints.json: the reports the member made and how they ended (the team's own notes stay out). */
export function presentComplaintsExport(rows: (typeof complaints.$inferSelect)[]) {
  return rows.map((row) => ({
    id: row.id,
    at: iso(row.createdAt),
    about_member_id: row.profileId,
    message_id: row.messageId,
    reason: row.reason,
    text: row.text,
    status: row.status,
    resolution: row.resolution,
    resolved_at: iso(row.resolvedAt),
  }));
}

/** verification.json: each selfie sent for the verified badge and its review. */
export function presentVerificationExport(rows: { row: typeof photoVerifications.$inferSelect; stored: boolean }[]) {
  return rows.map(({ row, stored }) => ({
    id: row.id,
    pose: row.pose,
    file: stored ? selfiePath(row) : null,
    status: row.status,
    reject_reason: row.rejectReason,
    sent_at: iso(row.createdAt),
    reviewed_at: iso(row.reviewedAt),
  }));
}

/** Every file's shape, handed to the domain's export writer by the routes that stream it. */
export const dataExportShapes: ExportShapes = {
  account: presentAccount,
  profile: presentProfileExport,
  photo: presentPhotoExport,
  conversationHead: presentConversationHead,
  message: presentMessageExport,
  likes: presentLikesExport,
  payments: presentPaymentsExport,
  credits: presentCreditsExport,
  complaints: presentComplaintsExport,
  verification: presentVerificationExport,
  ageAssurance: presentAgeAssurance,
};
