import { useEffect, useState, type ComponentType } from 'react';
import { useCurrentUser } from '#client/queries/user';
import type * as MemberParts from './MemberParts';
// The parts' styles come with the entry's stylesheet, which the server links in every page's head:
// a member's server-rendered tab bar or profile menu is styled before any script runs.
import '../BottomTabBar/BottomTabBar.css';
import '../Form/Form.css';
import '../ProfileMenu/ProfileMenu.css';
import '../TimeBonus/TimeBonus.css';
import '../TopBar/CreditsLinks.css';

type Parts = typeof MemberParts;

let loaded: Parts | undefined;
let loading: Promise<Parts> | undefined;

/**
 * The layouts' parts only a signed-in member sees (tab bar, profile menu, credits, time bonus,
 * live socket, …) come in a chunk of their own, so that a visitor's first load (the home page's
 * JavaScript budget, docs/decisions/0148-first-load-budget.md) carries none of them. It is loaded
 * before a member's page renders: by the root loader (on the server, and on the client after a
 * sign-in) and by client/entry-client.tsx before hydrating, so server and browser render the same
 * markup and nothing appears late.
 */
export function loadMemberParts(): Promise<Parts> {
  loading ??= import('./MemberParts').then((parts) => (loaded = parts));
  return loading;
}

function useMemberParts(wanted: boolean): Parts | undefined {
  const [parts, setParts] = useState(loaded);
  useEffect(() => {
    // A chunk that fails to load leaves the parts out; the next navigation's root loader asks again.
    if (wanted && !parts) loadMemberParts().then(setParts, () => undefined);
  }, [wanted, parts]);
  return parts ?? loaded;
}

/** A member-only part: nothing for visitors, the part itself for a member. */
function memberPart<P extends object>(pick: (parts: Parts) => ComponentType<P>) {
  return function MemberPart(props: P) {
    const user = useCurrentUser();
    const parts = useMemberParts(Boolean(user));
    if (!user || !parts) return null;
    const Part = pick(parts);
    return <Part {...props} />;
  };
}

export const ActivationReminder = memberPart((parts) => parts.ActivationReminder);
export const AttentionCounters = memberPart((parts) => parts.AttentionCounters);
export const AutoLike = memberPart((parts) => parts.AutoLike);
export const BottomTabBar = memberPart((parts) => parts.BottomTabBar);
export const CreditsOrPremium = memberPart((parts) => parts.CreditsOrPremium);
export const InAppNotice = memberPart((parts) => parts.InAppNotice);
export const LiveEvents = memberPart((parts) => parts.LiveEvents);
export const ProfileMenu = memberPart((parts) => parts.ProfileMenu);
export const PushListener = memberPart((parts) => parts.PushListener);
export const TimeBonusBanner = memberPart((parts) => parts.TimeBonusBanner);
export const TimeBonusModal = memberPart((parts) => parts.TimeBonusModal);
