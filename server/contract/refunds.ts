/**
 * The credits a refund stands for by default: the package's credits in proportion to the amount,
 * counted over every refund of the payment so partial refunds add up to all of them. Shared by
 * the server (the default) and the console's refund dialog (its suggestion).
 */
export function proportionalCredits(
  payment: { amount: number; credits: number; refundedAmount: number },
  amount: number,
  /** Credits earlier refunds of the payment took (failed ones not counted). */
  taken: number,
): number {
  if (payment.amount <= 0) return 0;
  const due = Math.round((payment.credits * (payment.refundedAmount + amount)) / payment.amount);
  return Math.max(0, Math.min(due, payment.credits) - taken);
}
