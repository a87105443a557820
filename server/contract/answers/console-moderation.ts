import type { ComplaintReason } from '#server/contract/complaint-reasons';
import type { PhotoRejectReason } from '#server/contract/photo-reject-reasons';
import type { Gender, MessageType, PhotoStatus } from './vocabulary';

export type ComplaintStatus = 'open' | 'closed';
export type ComplaintResolution = 'dismissed' | 'warned' | 'photo_hidden' | 'banned';
/** Who wrote a message of a complaint's context: the reported member, the reporter, or the other member of the chat. */
export type MessageSide = 'reported' | 'reporter' | 'other';

/** A photo in the console, served from the console's own host (/media/). */
export interface ConsolePhoto {
  id: number;
  url: string;
  thumb_url: string;
  status: PhotoStatus;
  main: boolean;
  reject_reason: PhotoRejectReason | null;
}

interface Resolution {
  resolution: ComplaintResolution | null;
  resolved_at: string | null;
  resolved_by: number | null;
}

/** One row of GET /api/operator/complaints.php. */
export interface ComplaintRowResponse extends Resolution {
  id: number;
  tenant_id: string;
  status: ComplaintStatus;
  reason: ComplaintReason;
  text: string;
  has_message: boolean;
  created_at: string;
  /** A member (id and profile name) or a visitor (the address they left for the answer). */
  reporter: { member_id: number; name: string | null; email: null } | { member_id: null; name: null; email: string | null };
  reported: { id: number; tenant_id: string; name: string; fictional: boolean; banned: boolean; main_photo: ConsolePhoto | null } | null;
}

/** GET /api/operator/complaint.php: the complaint, the reported profile in full, earlier complaints, the cited message in context. */
export interface ComplaintViewResponse {
  complaint: ComplaintRowResponse & { operator_note: string | null; message_id: number | null };
  profile: {
    id: number;
    tenant_id: string;
    name: string;
    age: number;
    gender: Gender;
    country: string;
    region: string | null;
    about_me: string;
    fictional: boolean;
    visible: boolean;
    banned_at: string | null;
    verified: boolean;
    signup_date: string | null;
    photos: ConsolePhoto[];
  } | null;
  other_complaints: (Resolution & { id: number; tenant_id: string; reason: ComplaintReason; text: string; status: ComplaintStatus; created_at: string })[];
  message_context: {
    conversation_id: number;
    messages: {
      id: number;
      sender_id: number;
      side: MessageSide;
      cited: boolean;
      type: MessageType;
      text: string;
      gift: string | null;
      photo: { thumb_url: string } | null;
      /** Written by an operator as a fictional profile (the console's inbox). */
      by_operator: boolean;
      created_at: string;
    }[];
  } | null;
}

interface QueueImage {
  id: number;
  url: string;
  thumb_url: string;
}

/**
 * The console's two photo queues (decision 0146): photos waiting for approval on sites that review
 * first, and published photos no moderator has seen yet on sites that publish at once.
 */
export type PhotoQueueKind = 'pending' | 'unreviewed';

/** A photo of GET /api/operator/photos.php, with what the member shows now. */
export interface QueuePhoto extends QueueImage {
  tenant_id: string;
  uploaded_at: string;
  /** The member has open complaints (the review-after queue puts them first). */
  reported: boolean;
  member: {
    id: number;
    name: string | null;
    age: number | null;
    gender: Gender | null;
    country: string | null;
    main_photo: QueueImage | null;
    /** What others see of the member now, main first. */
    active_photos: QueueImage[];
    rejected_photos: number;
    reject_reasons: PhotoRejectReason[];
  };
}

/** GET /api/operator/photos.php: one page of either queue, the cursor of the next, and both queues' counts per site. */
export interface PhotoQueueResponse {
  queue: PhotoQueueKind;
  photos: QueuePhoto[];
  /** The pending queue runs oldest first, the review-after queue newest first. */
  next_after: number | null;
  next_before: number | null;
  sites: { tenant_id: string; pending: number; unreviewed: number }[];
}

/** One entry of the console's verification queue: the selfie, the pose asked for, and the member's photos to compare. */
export interface QueuedVerificationResponse {
  id: number;
  tenant_id: string;
  pose: string;
  created_at: string;
  selfie_url: string;
  member: { id: number; name: string; age: number; gender: Gender; country: string };
  photos: { id: number; url: string; thumb_url: string; status: PhotoStatus; main: boolean }[];
  previous_rejections: number;
}
