/** Why a member reports a profile or a message (shared with the complaints form). */
export const COMPLAINT_REASONS = ['fake_profile', 'underage', 'harassment', 'spam_or_scam', 'offensive_content', 'other'] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];
