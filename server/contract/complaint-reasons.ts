/** Why a member reports a profile or a message (shared with the complaints form). */
export const COMPLAINT_REASONS = ['fake_profile', 'underage', 'harassment', 'spam_or_scam', 'offensive_content', 'other'] as const;
/** How long a report's own words may be: the form stops there, the API refuses more. */
export const COMPLAINT_TEXT_MAX = 4000;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];
