import type { Tenant } from '#server/platform/tenancy/schema';
import type { User } from '../accounts/context';
import { DomainError } from '../errors';
import { sendMessage, type SendDeps, type Sent, type ShowMessage } from './send';

/** The client id of the step-0 message: a retried sign-up answer never sends it twice. */
const SIGNUP_CLIENT_ID = 'signup-message';

export type SignupMessageResult<Shown extends object> = { sent: Sent<Shown> } | { refused: DomainError };

/**
 * Sign-up step 0 (docs/product.md#accounts-signup): the first message the visitor wrote before the
 * account existed goes out as soon as it exists — an unconfirmed member may start a conversation,
 * not reply (docs/product.md#accounts-activation). It is an ordinary paid message (from the sign-up
 * credits); a refusal (not enough credits, the profile gone or blocked) leaves the account as it is
 * and says why, so the page can offer the chat instead.
 */
export async function deliverSignupMessage<Shown extends object>(
  deps: SendDeps,
  tenant: Tenant,
  user: User,
  media: { cdnPrefix: string; show: ShowMessage<Shown> },
  now: Date,
): Promise<SignupMessageResult<Shown> | undefined> {
  const wanted = user.signupMessage;
  if (!wanted) return undefined;
  try {
    const sent = await sendMessage(
      deps,
      tenant,
      user,
      { profileId: wanted.profileId, content: { type: 'text', text: wanted.text }, clientId: SIGNUP_CLIENT_ID, ...media },
      now,
    );
    return { sent };
  } catch (error) {
    if (error instanceof DomainError) return { refused: error };
    throw error;
  }
}
