import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { isMembersAreaPath } from '../components/TimeBonus/rules';

const MemberAlerts = lazy(() => import('../components/MemberAlerts/MemberAlerts').then((module) => ({ default: module.MemberAlerts })));
const noSubscription = () => () => undefined;

/**
 * The members area's one alert (MemberAlerts). It decides from what this browser stored, so it
 * shows nothing on the server or while hydrating; its code (the alerts, the push subscription)
 * comes after hydration, on the pages where an alert can show: the home page's first load
 * carries none of it (docs/decisions/0148-first-load-budget.md). Its chunk's stylesheet is in
 * before it renders (Vite's preload helper), so it never shows unstyled.
 */
export function MembersAreaAlert() {
  const { pathname } = useLocation();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated || !isMembersAreaPath(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <MemberAlerts />
    </Suspense>
  );
}
