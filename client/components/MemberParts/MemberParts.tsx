import { usePushStatus } from '#client/push/usePush';
import { usePushNavigation } from '#client/push/usePushNavigation';
import { useLiveEvents } from '#client/realtime/live';

export { ActivationReminder } from '../ActivationReminder/ActivationReminder';
export { BottomTabBar } from '../BottomTabBar/BottomTabBar';
export { InAppNotice } from '../InAppNotice/InAppNotice';
export { AutoLike } from '../LikeModals/AutoLike';
export { ProfileMenu } from '../ProfileMenu/ProfileMenu';
export { TimeBonusBanner } from '../TimeBonus/TimeBonusBanner';
export { TimeBonusModal } from '../TimeBonus/TimeBonusModal';
export { AttentionCounters } from '../TopBar/Counters';
export { CreditsOrPremium } from '../TopBar/CreditsLinks';

/** The member's live socket (client/realtime/live.ts): chats, likes and notices as they happen. */
export function LiveEvents() {
  useLiveEvents(true);
  return null;
}

/**
 * This browser's push subscription, kept in the query cache for the member's whole visit (the
 * refresh pace of client/queries/user.ts reads it there), and the notification clicks that ask
 * this tab to show a conversation. A member's part: visitors' pages load none of the push code.
 */
export function PushListener() {
  usePushStatus();
  usePushNavigation();
  return null;
}
