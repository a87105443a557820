import { matchPath } from 'react-router';

/**
 * Pages the tab bar steps aside on, as the native apps push a screen over their tabs: a profile
 * (its like and message buttons come at a phone's fold, where the bar would cover them; the top
 * bar leads on), an open conversation (its composer; the chat's back arrow leads out), the payment
 * steps, the sign-up steps and the match finder (one way on, whose button the bar would cover while
 * the page scrolls; axe found the finder's choices half under it at a phone's fold).
 */
const WITHOUT_TAB_BAR = [
  '/members/:id',
  '/chats/:id',
  '/members/:id/chat',
  '/credits/repeat-order',
  '/credits/:id/:paymentmethod',
  '/directdebit',
  '/complete-signup',
  '/signup-matches',
  '/match-finder',
];

export function showsTabBar(pathname: string): boolean {
  return !WITHOUT_TAB_BAR.some((pattern) => matchPath(pattern, pathname) !== null);
}
