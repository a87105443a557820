import { z } from 'zod';

/** The query of the unsubscribe page and its POST: the token of the mail's link. */
export const unsubscribeQuery = z.object({ token: z.string().min(1).max(100) });

/** The page's own form says what to do; a mail program's one-click POST (RFC 8058) says neither. */
export const unsubscribeForm = z.object({ action: z.enum(['unsubscribe', 'resubscribe']).optional() });
