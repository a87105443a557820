import { z } from 'zod';
import { MAX_ENDPOINT_LENGTH } from '#server/adapters/web-push/endpoint-policy';
import { isAuthSecret, isP256PublicKey } from '#server/adapters/web-push/keys';

const endpoint = z.string().min(1).max(MAX_ENDPOINT_LENGTH);

/** What the browser's PushSubscription.toJSON() gives (docs/decisions/0085-web-push.md). */
const subscription = z
  .object({
    endpoint,
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object({
        p256dh: z.string().max(100).refine(isP256PublicKey),
        auth: z.string().max(30).refine(isAuthSecret),
      })
      .strict(),
  })
  .strict();

/**
 * POST /api/user.php?push=1: `{ subscription }` saves this browser's subscription,
 * `{ subscription: false, endpoint }` removes it, `{ subscription: 'denied', endpoint? }` says the
 * browser's permission was refused (and removes the endpoint it had, if any).
 */
export const pushBody = z.union([
  z.object({ subscription }).strict(),
  z.object({ subscription: z.literal(false), endpoint }).strict(),
  z.object({ subscription: z.literal('denied'), endpoint: endpoint.optional() }).strict(),
]);
