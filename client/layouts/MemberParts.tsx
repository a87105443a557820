import { useLiveEvents } from '#client/realtime/live';

export { ActivationReminder } from '../components/ActivationReminder/ActivationReminder';
export { BottomTabBar } from '../components/BottomTabBar/BottomTabBar';
export { InAppNotice } from '../components/InAppNotice/InAppNotice';
export { AutoLike } from '../components/LikeModals/AutoLike';
export { ProfileMenu } from '../components/ProfileMenu/ProfileMenu';
export { TimeBonusBanner } from '../components/TimeBonus/TimeBonusBanner';
export { TimeBonusModal } from '../components/TimeBonus/TimeBonusModal';
export { AttentionCounters } from '../components/TopBar/Counters';
export { CreditsOrPremium } from '../components/TopBar/CreditsLinks';

/** The member's live socket (client/realtime/live.ts): chats, likes and notices as they happen. */
export function LiveEvents() {
  useLiveEvents(true);
  return null;
}
