import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '#client/queries/user';
import { isMembersAreaPath } from '../components/TimeBonus/rules';
// The alert's card is styled by the entry's stylesheet, which the server links in every page's
// head: a server-rendered alert is styled before its chunk's script arrives.
import '../components/AlertCard/AlertCard.css';

const MemberAlerts = lazy(() => import('../components/MemberAlerts/MemberAlerts').then((module) => ({ default: module.MemberAlerts })));

/**
 * The members area's one alert (MemberAlerts), for members. The server renders it from the member
 * and the "not now" cookies, so it is in the page from the first paint and never moves the page
 * when it appears (decision 0150). Its code (the alerts, the push subscription) is a chunk of its
 * own: a visitor's first load carries none of it (docs/decisions/0148-first-load-budget.md), and
 * while it loads, hydration keeps the server's markup.
 */
export function MembersAreaAlert() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  if (!user || !isMembersAreaPath(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <MemberAlerts />
    </Suspense>
  );
}
