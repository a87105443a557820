import { lazy, Suspense, useEffect } from 'react';
import { useHydrated } from '#client/hooks/useHydrated';
import { useCurrentUser } from '#client/queries/user';
import { keepEarlyEvents } from './early-events';

// Loaded after hydration, in its own chunk: nothing shows until a live event arrives, and the
// home page's first load (visitors' too) stays within its JavaScript budget (first-load.spec.ts).
const NoticeHost = lazy(() => import('./NoticeHost').then((module) => ({ default: module.NoticeHost })));

/**
 * A small notice at the top of the screen for a message or a like that arrives while the member
 * is on another page (docs/product.md#in-app-notice); signed-in members only. `layout`: the chat
 * screens have no top bar to stay under, and no like moments, so there it announces likes too.
 */
export function InAppNotice({ layout }: { layout: 'default' | 'chat' }) {
  const user = useCurrentUser();
  // False on the server and while hydrating (nothing to match), true in the live page.
  const hydrated = useHydrated();
  // Listening from the first render in the browser: the host's chunk may come after the first event.
  useEffect(() => keepEarlyEvents(), []);
  if (!user || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <NoticeHost key={user.id} me={user.id} layout={layout} />
    </Suspense>
  );
}
