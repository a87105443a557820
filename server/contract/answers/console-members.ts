import type { ComplaintReason } from '#server/contract/complaint-reasons';
import type { AgeAssuranceRecord } from './age-assurance';
import type { PaymentStatus } from '#server/contract/payment-statuses';
import type { ComplaintResolution, ComplaintStatus } from './console-moderation';
import type { AccountStatus, EmailDisabled, Gender, PhotoStatus, Sexuality, TrafficSource } from './vocabulary';

/** One row of GET /api/operator/members.php. */
export interface ConsoleMemberRow {
  id: number;
  tenant_id: string;
  name: string | null;
  email: string;
  status: AccountStatus;
  banned: boolean;
  verified: boolean;
  fictional: boolean;
  paid: boolean;
  credits: number;
  signup_date: string;
}

/** GET /api/operator/members.php: a page of the search and the cursor of the next one. */
export interface ConsoleMemberList {
  members: ConsoleMemberRow[];
  next_before: number | null;
}

/** An account mail the mail server refused (decision 0133): which, why, retrying or given up. */
export interface FailingAccountMail {
  mail: 'activation' | 'activation_reminder' | 'password_reset' | 'email_change' | 'account_deleted';
  error: string;
  retrying: boolean;
  attempts: number;
}

export interface ConsoleMemberComplaint {
  id: number;
  reason: ComplaintReason;
  text: string;
  status: ComplaintStatus;
  resolution: ComplaintResolution | null;
  cites_message: boolean;
  /** A visitor's report carries only their address. */
  visitor_email: string | null;
  created_at: string;
  other: { id: number; name: string | null } | null;
}

/** GET /api/operator/member.php: the member page. Conversations are metadata only, never text. */
export interface ConsoleMemberDetail {
  account: {
    id: number;
    tenant_id: string;
    email: string;
    status: AccountStatus;
    language: string;
    signup_date: string;
    /** The version of the terms accepted at sign-up and when; null for accounts from before it was recorded. */
    terms_version: string | null;
    terms_accepted_at: string | null;
    credits: number;
    paid: boolean;
    invisible: boolean;
    banned_at: string | null;
    ban_reason: string | null;
    verified_at: string | null;
    only_verified_messages: boolean;
    email_disabled: EmailDisabled | null;
    direct_debit_blocked: boolean;
    deletion_requested_at: string | null;
    delete_reason: string | null;
    /** The last touch and the first this browser kept (decision 0092). */
    tracking: { last: TrafficSource & { landedAt?: string }; first: (TrafficSource & { landedAt?: string }) | null };
    live_sessions: number;
    mail_failures: FailingAccountMail[];
  };
  profile: {
    name: string;
    gender: Gender;
    sexuality: Sexuality;
    age: number;
    date_of_birth: string;
    country: string;
    region: string | null;
    about_me: string;
    fictional: boolean;
    visible: boolean;
    relationship_status: string | null;
    body_type: string | null;
    hair_color: string | null;
    eye_color: string | null;
    tattoos: string | null;
  } | null;
  photos: {
    id: number;
    url: string;
    thumb_url: string;
    status: PhotoStatus;
    main: boolean;
    reject_reason: string | null;
    uploaded_at: string;
  }[];
  ledger: {
    id: number;
    amount: number;
    reason: string;
    reference: string;
    operator_id: number | null;
    note: string | null;
    created_at: string;
  }[];
  payments: {
    id: number;
    package_id: string;
    credits: number;
    amount: number;
    currency: string;
    method: string;
    provider: string;
    status: PaymentStatus;
    refunded_amount: number;
    created_at: string;
    paid_at: string | null;
    charged_back_at: string | null;
  }[];
  complaints: { about: ConsoleMemberComplaint[]; by: ConsoleMemberComplaint[] };
  /** The member's age assurance (decision 0144): passed, when and how, and each check's outcome and reference. */
  age_assurance: AgeAssuranceRecord;
  conversations: {
    id: number;
    counterpart: { id: number; name: string | null; fictional: boolean };
    messages: number;
    sent: number;
    credits_spent: number;
    started_at: string;
    last_message_at: string | null;
  }[];
  history: {
    id: number;
    action: string;
    operator: string | null;
    detail: Record<string, unknown>;
    created_at: string;
  }[];
}
