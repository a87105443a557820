import type { complaints, messages, photos } from '#server/platform/db/schema';
import type { ComplaintWithPeople } from '#server/core/domain/complaints/queue';
import type { ComplaintView, MessageContext } from '#server/core/domain/complaints/view';
import { ageOn } from '#server/contract/age';
import { isPhotoRejectReason } from '#server/contract/photo-reject-reasons';
import type { ComplaintRowResponse, ComplaintViewResponse, ConsolePhoto, MessageSide } from '#server/contract/answers/console-moderation';

type PhotoRow = typeof photos.$inferSelect;

/** The console shows images from its own host (its CSP allows only 'self'); /media is served there too (server/web/app.ts). */
const CONSOLE_MEDIA = '/media/';

function presentPhoto(photo: PhotoRow): ConsolePhoto {
  return {
    id: photo.id,
    url: `${CONSOLE_MEDIA}${photo.filename}`,
    thumb_url: `${CONSOLE_MEDIA}${photo.thumbFilename}`,
    status: photo.status,
    main: photo.isMain,
    reject_reason: photo.status === 'rejected' && isPhotoRejectReason(photo.rejectReason) ? photo.rejectReason : null,
  };
}

/** Who reported: a member (id and profile name) or a visitor (the address they left for the answer). */
function presentReporter(row: ComplaintWithPeople) {
  const { complaint } = row;
  if (complaint.reporterId !== null) return { member_id: complaint.reporterId, name: row.reporterName, email: null };
  return { member_id: null, name: null, email: complaint.reporterEmail };
}

function presentResolution(complaint: typeof complaints.$inferSelect) {
  return {
    resolution: complaint.resolution,
    resolved_at: complaint.resolvedAt?.toISOString() ?? null,
    resolved_by: complaint.resolvedBy,
  };
}

/** One row of the queue. */
export function presentComplaintRow(row: ComplaintWithPeople): ComplaintRowResponse {
  const { complaint, reported } = row;
  return {
    id: complaint.id,
    tenant_id: complaint.tenantId,
    status: complaint.status,
    reason: complaint.reason,
    text: complaint.text,
    has_message: complaint.messageId !== null,
    created_at: complaint.createdAt.toISOString(),
    reporter: presentReporter(row),
    reported: reported && {
      id: reported.userId,
      tenant_id: reported.tenantId,
      name: reported.name,
      fictional: reported.fictional,
      banned: row.reportedBannedAt !== null,
      main_photo: row.mainPhoto ? presentPhoto(row.mainPhoto) : null,
    },
    ...presentResolution(complaint),
  };
}

type MessageRow = typeof messages.$inferSelect;

/** Each message marked by who wrote it: the reported member, the reporter, or the other member of the chat. */
function presentContext(context: MessageContext, reportedId: number | null, reporterId: number | null) {
  const side = (message: MessageRow): MessageSide => (message.senderId === reportedId ? 'reported' : message.senderId === reporterId ? 'reporter' : 'other');
  return {
    conversation_id: context.conversation.id,
    messages: context.messages.map((message) => ({
      id: message.id,
      sender_id: message.senderId,
      side: side(message),
      cited: message.id === context.citedId,
      type: message.type,
      text: message.text,
      gift: message.gift,
      photo: message.photoThumbFilename ? { thumb_url: `${CONSOLE_MEDIA}${message.photoThumbFilename}` } : null,
      /** Written by an operator as a fictional profile (the console's inbox). */
      by_operator: message.operatorId !== null,
      created_at: message.createdAt.toISOString(),
    })),
  };
}

/** GET /api/operator/complaint.php: the complaint, the reported profile in full, earlier complaints, the cited message in context. */
export function presentComplaintView(view: ComplaintView, today: Date): ComplaintViewResponse {
  const { row, member, context } = view;
  const { reported } = row;
  return {
    complaint: { ...presentComplaintRow(row), operator_note: row.complaint.operatorNote, message_id: row.complaint.messageId },
    profile: reported && {
      id: reported.userId,
      tenant_id: reported.tenantId,
      name: reported.name,
      age: ageOn(reported.dateOfBirth, today),
      gender: reported.gender,
      country: reported.country,
      region: reported.region,
      about_me: reported.aboutMe,
      fictional: reported.fictional,
      visible: reported.status === 'active',
      banned_at: member?.bannedAt?.toISOString() ?? null,
      verified: Boolean(member?.verifiedAt),
      signup_date: member?.signupDate.toISOString() ?? null,
      photos: view.photos.map(presentPhoto),
    },
    other_complaints: view.others.map((other) => ({
      id: other.id,
      tenant_id: other.tenantId,
      reason: other.reason,
      text: other.text,
      status: other.status,
      created_at: other.createdAt.toISOString(),
      ...presentResolution(other),
    })),
    message_context: context && presentContext(context, reported?.userId ?? null, row.complaint.reporterId),
  };
}
