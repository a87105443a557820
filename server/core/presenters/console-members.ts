import type { MemberDetail } from '#server/core/domain/operators/members/detail';
import { presentAgeAssurance } from './age-assurance';
import type { MemberListRow } from '#server/core/domain/operators/members/search';
import { ageOn } from '#server/contract/age';
import type { ConsoleMemberComplaint, ConsoleMemberDetail, ConsoleMemberList } from '#server/contract/answers/console-members';

/** The console shows photos from its own host (/media is served there too; its CSP allows only 'self'). */
const CONSOLE_MEDIA = '/media/';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** GET /api/operator/members.php: a page of the search and the cursor of the next one. */
export function presentMemberList(rows: MemberListRow[], limit: number): ConsoleMemberList {
  const last = rows.at(-1);
  return {
    members: rows.map((row) => ({
      id: row.id,
      tenant_id: row.tenantId,
      name: row.name,
      email: row.email,
      status: row.status,
      banned: row.bannedAt !== null,
      verified: row.verifiedAt !== null,
      fictional: row.fictional ?? false,
      paid: row.paidUser,
      credits: row.credits,
      signup_date: row.signupDate.toISOString(),
    })),
    next_before: rows.length === limit && last ? last.id : null,
  };
}

type Complaint = MemberDetail['complaints']['about'][number];

function presentComplaint(row: Complaint, otherId: number | null, names: Map<number, string>): ConsoleMemberComplaint {
  return {
    id: row.id,
    reason: row.reason,
    text: row.text,
    status: row.status,
    resolution: row.resolution,
    cites_message: row.messageId !== null,
    /** A visitor's report carries only their address. */
    visitor_email: row.reporterEmail,
    created_at: row.createdAt.toISOString(),
    other: otherId === null ? null : { id: otherId, name: names.get(otherId) ?? null },
  };
}

/** GET /api/operator/member.php: the member page. Conversations are metadata only, never text. */
export function presentMemberDetail(detail: MemberDetail, now: Date): ConsoleMemberDetail {
  const { user, profile } = detail;
  const { first, ...lastTouch } = user.tracking;
  return {
    account: {
      id: user.id,
      tenant_id: user.tenantId,
      email: user.email,
      status: user.status,
      language: user.language,
      signup_date: user.signupDate.toISOString(),
      terms_version: user.termsVersion,
      terms_accepted_at: iso(user.termsAcceptedAt),
      credits: user.credits,
      paid: user.paidUser,
      invisible: user.invisible,
      banned_at: iso(user.bannedAt),
      ban_reason: user.banReason,
      verified_at: iso(user.verifiedAt),
      only_verified_messages: user.onlyVerifiedMessages,
      email_disabled: user.emailDisabled,
      direct_debit_blocked: user.directDebitBlocked,
      deletion_requested_at: iso(user.deletionRequestedAt),
      delete_reason: user.deleteReason,
      tracking: { last: lastTouch, first: first ?? null },
      live_sessions: detail.liveSessions,
      /** Account mails the mail server refused so far (decision 0133): which, why, retrying or given up. */
      mail_failures: detail.mailFailures,
    },
    profile: profile && {
      name: profile.name,
      gender: profile.gender,
      sexuality: profile.sexuality,
      age: ageOn(profile.dateOfBirth, now),
      date_of_birth: profile.dateOfBirth,
      country: profile.country,
      region: profile.region,
      about_me: profile.aboutMe,
      fictional: profile.fictional,
      visible: profile.status === 'active',
      relationship_status: profile.relationshipStatus,
      body_type: profile.bodyType,
      hair_color: profile.hairColor,
      eye_color: profile.eyeColor,
      tattoos: profile.tattoos,
    },
    photos: detail.photos.map((photo) => ({
      id: photo.id,
      url: `${CONSOLE_MEDIA}${photo.filename}`,
      thumb_url: `${CONSOLE_MEDIA}${photo.thumbFilename}`,
      status: photo.status,
      main: photo.isMain,
      reject_reason: photo.rejectReason,
      uploaded_at: photo.createdAt.toISOString(),
    })),
    ledger: detail.ledger.map((row) => ({
      id: row.id,
      amount: row.amount,
      reason: row.reason,
      reference: row.reference,
      operator_id: row.operatorId,
      note: row.note,
      created_at: row.createdAt.toISOString(),
    })),
    payments: detail.payments.map((row) => ({
      id: row.id,
      package_id: row.packageId,
      credits: row.credits,
      amount: row.amount,
      currency: row.currency,
      method: row.method,
      provider: row.provider,
      status: row.status,
      refunded_amount: row.refundedAmount,
      created_at: row.createdAt.toISOString(),
      paid_at: iso(row.paidAt),
      charged_back_at: iso(row.chargedBackAt),
    })),
    complaints: {
      about: detail.complaints.about.map((row) => presentComplaint(row, row.reporterId, detail.complaints.names)),
      by: detail.complaints.by.map((row) => presentComplaint(row, row.profileId, detail.complaints.names)),
    },
    conversations: detail.conversations.map((row) => ({
      id: row.id,
      counterpart: row.counterpart,
      messages: row.messages,
      sent: row.sent,
      credits_spent: row.creditsSpent,
      started_at: row.startedAt.toISOString(),
      last_message_at: iso(row.lastMessageAt),
    })),
    age_assurance: presentAgeAssurance(user, detail.ageChecks),
    history: detail.history.map((row) => ({
      id: row.id,
      action: row.action,
      operator: row.operatorEmail,
      detail: row.detail,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
