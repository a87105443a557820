/** open → pending → paid | failed | cancelled | expired; paid may later become charged_back. */
export const PAYMENT_STATUSES = ['open', 'pending', 'paid', 'failed', 'cancelled', 'expired', 'charged_back'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
