import { z } from 'zod';
import { MESSAGE_TYPES } from '#server/platform/db/schema';

/** POST /api/chat.php: JSON, or multipart form fields when a photo is sent (hence the coerced numbers). */
export const sendBody = z
  .object({
    profile_id: z.coerce.number().int().positive().optional(),
    conversation: z.coerce.number().int().positive().optional(),
    type: z.enum(MESSAGE_TYPES).default('text'),
    text: z.string().max(10_000).default(''),
    gift: z.string().optional(),
    client_id: z.string().min(8).max(64),
  })
  .refine((body) => body.profile_id !== undefined || body.conversation !== undefined);

/** GET /api/chat.php: a conversation, and the message id older pages start below. */
export const chatQuery = z.object({ id: z.coerce.number().int().positive(), before: z.coerce.number().int().positive().optional() });

/** DELETE /api/chat.php. */
export const deleteBody = z.object({ conversation: z.number().int().positive() });

/** POST /api/chat-read.php: the open conversation, read up to a message that came over the socket. */
export const readBody = z.object({ conversation: z.number().int().positive(), up_to: z.number().int().positive() });

/** GET /api/chat-allowance.php: optionally for writing to one member. */
export const allowanceQuery = z.object({ profile_id: z.coerce.number().int().positive().optional() });
