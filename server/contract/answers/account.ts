import type { NotificationType } from '#server/contract/profile-fields';
import type { PhotoRejectReason } from '#server/contract/photo-reject-reasons';
import type { VerificationPose } from '#server/contract/verification-poses';
import type { MainImage } from './members';
import type { AccountStatus, EmailDisabled, Gender, PhotoStatus, Sexuality } from './vocabulary';

/** What an own profile may still lack; the members area's enrich alert asks for it (docs/product.md#member-alerts). */
export type ProfilePart = 'photo' | 'interests' | 'about_me';

/** The basics of the member's own profile, shown everywhere (user.php). */
export interface OwnProfileBasics {
  id: number;
  name: string;
  gender: Gender;
  sexuality: Sexuality;
  date_of_birth: string;
  country: string;
  region: string | null;
  /** Unlisted (the demo login) is simply active to its owner. */
  status: 'active' | 'disabled';
  main_image: MainImage | null;
}

/** One of the member's own photos, whatever its status; rejected ones with the moderator's reason. */
export interface OwnPhoto {
  id: number;
  filename: string;
  thumb_filename: string;
  variant_widths: number[];
  status: PhotoStatus;
  reject_reason: PhotoRejectReason | null;
  main: boolean;
}

/** GET /api/profile.php: the member's own profile, every field and every photo, pending ones too. */
export interface OwnProfile extends OwnProfileBasics {
  about_me: string;
  relationship_status: string | null;
  body_type: string | null;
  hair_color: string | null;
  eye_color: string | null;
  tattoos: string | null;
  interests: number[];
  has_location: boolean;
  photos: OwnPhoto[];
}

/** The member as GET /api/user.php shows them to themselves (docs/product.md#accounts), with their profile's basics. */
export interface PresentedUser {
  id: number;
  email: string;
  status: AccountStatus;
  credits: number;
  paid_user: boolean;
  signup_date: string;
  language: string;
  invisible: boolean;
  /** The member's own verified badge, and their "only verified members may message me" choice (decision 0098). */
  verified: boolean;
  only_verified_messages: boolean;
  /** Passed a provider's age check (decision 0144). */
  age_assured: boolean;
  /** Shown on the company's reselling sister sites (decision 0123). */
  resell: boolean;
  notifications_disabled: string[];
  email_disabled: EmailDisabled | null;
  email_disabled_since: string | null;
  email_unsubscribed: NotificationType[];
  profile_missing: ProfilePart[];
  profile: OwnProfileBasics | null;
}

/** Why a type's e-mail is off: the member, a List-Unsubscribe link, or the address (bounces, a spam report). */
export type MailOffReason = 'member' | 'unsubscribe' | EmailDisabled;

export interface NotificationSetting {
  type: NotificationType;
  enabled: boolean;
  reason: MailOffReason | null;
  /** null for a type that has no push. */
  push: boolean | null;
}

/** GET/PUT /api/notifications.php. */
export interface NotificationSettings {
  notifications: NotificationSetting[];
  email: { address: string; disabled: EmailDisabled | null; since: string | null };
  push: { devices: number };
}

/** GET /api/unsubscribe.php: the type a mail's link is about, whether it goes out now, and (masked) to which address. */
export interface UnsubscribeView {
  type: NotificationType;
  enabled: boolean;
  reason: MailOffReason | null;
  address: string;
}

/** GET/POST /api/verification.php: the member's state; the reason is a code the page translates. */
export interface VerificationStateResponse {
  status: 'none' | 'pending' | 'approved' | 'rejected';
  pose: VerificationPose | null;
  reject_reason: string | null;
  submitted_at: string | null;
  reviewed_at: string | null;
  has_photo: boolean;
}
