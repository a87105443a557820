/** The console's members area: limits and filters both the API and the console's forms use. */

/** The member list's status filter: the account's status, and banned beside it (a ban keeps the status). */
export const MEMBER_STATUS_FILTERS = ['not_confirmed', 'active', 'pending_deletion', 'banned'] as const;
export type MemberStatusFilter = (typeof MEMBER_STATUS_FILTERS)[number];

/** A ban's reason is for the team (the audit log, the member page), never shown to the member. */
export const BAN_REASON_MAX = 500;

/** The largest credit correction in one go, either way: bigger moves are a payment or a refund, not a fix. */
export const CREDIT_CORRECTION_MAX = 10_000;
export const CREDIT_NOTE_MAX = 500;
