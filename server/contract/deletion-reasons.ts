/** Why a member deletes their account (docs/product.md#accounts-deletion): the dialog's choices and what the API accepts. */
export const DELETE_REASONS = ['price', 'found_someone', 'not_looking', 'site_problems', 'no_members', 'time', 'other'] as const;

export type DeleteReason = (typeof DELETE_REASONS)[number];
