import type { MESSAGE_TYPES } from '#server/platform/db/schema';
import type { RateLimits } from '#server/platform/security/rate-limits';
import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { DomainError, ValidationError } from '../errors';
import { GIFT_IDS } from '#server/contract/gifts';
import { conversationPartner } from './read';
import { sendMessage, type MessageContent, type SendDeps, type Sent, type ShowMessage } from './send';

/** A send as the member asked for it: to a profile or into a conversation, one of the message types. */
export interface SendRequest<Shown extends object> {
  profileId?: number | undefined;
  conversationId?: number | undefined;
  type: (typeof MESSAGE_TYPES)[number];
  text: string;
  gift?: string | undefined;
  photo?: Buffer | undefined;
  clientId: string;
  cdnPrefix: string;
  show: ShowMessage<Shown>;
}

/** A gift must be one of the catalogue's; a photo message needs its photo. */
export function messageContent(request: Pick<SendRequest<object>, 'type' | 'text' | 'gift' | 'photo'>): MessageContent {
  if (request.type === 'gift') {
    const gift = GIFT_IDS.find((id) => id === request.gift);
    if (!gift) throw new ValidationError({ gift: { key: 'chat.gift_unknown' } });
    return { type: 'gift', gift, text: request.text };
  }
  if (request.type === 'photo') {
    if (!request.photo) throw new ValidationError({ photo: { key: 'photos.bad_file' } });
    return { type: 'photo', data: request.photo, text: request.text };
  }
  return { type: request.type, text: request.text };
}

/**
 * POST /api/chat.php: a well-formed message, within the member's message rate (429 too_fast with
 * the seconds to wait), to the other member of the conversation when only that is named.
 */
export async function submitMessage<Shown extends object>(
  deps: SendDeps & { limits: RateLimits },
  tenant: Tenant,
  sender: User,
  request: SendRequest<Shown>,
  now: Date,
): Promise<Sent<Shown>> {
  const content = messageContent(request);
  const wait = await deps.limits.consume('messagesPerMember', String(sender.id));
  if (wait) throw new DomainError(429, 'too_fast', 'chat.too_fast', { seconds: wait });
  const profileId = request.profileId ?? (await conversationPartner(deps.db, sender, request.conversationId as number));
  const { clientId, cdnPrefix, show } = request;
  return sendMessage(deps, tenant, sender, { profileId, content, clientId, cdnPrefix, show }, now);
}
