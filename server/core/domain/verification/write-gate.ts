import type { User } from '../accounts/context';

/**
 * "Only verified members may message me" (decision 0098): whether this recipient turns away a
 * first message from this sender. Only a new conversation asks (one that exists keeps working),
 * and a fictional profile has no owner to choose it, so it never refuses.
 */
export function refusesFirstMessage(recipient: { onlyVerifiedMessages: boolean; fictional: boolean }, sender: Pick<User, 'verifiedAt'>): boolean {
  return recipient.onlyVerifiedMessages && !recipient.fictional && sender.verifiedAt === null;
}
