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
