import { z } from 'zod';

/** The sandbox checkout's form: how the payer ends the payment, and whether later repeat orders should fail. */
export const outcomeBody = z.object({ outcome: z.enum(['paid', 'failed', 'cancelled']), fail_recurring: z.literal('on').optional() });
