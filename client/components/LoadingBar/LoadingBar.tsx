import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { useFetchers, useNavigation } from 'react-router';
import { visuallyHidden } from '#client/styles/layout.css';
import { createLoadingBarTimer, type LoadingBarPhase, type LoadingBarTimer } from './timing';
import * as styles from './LoadingBar.css';

/**
 * Whether the member waits for something: a page change (its loader and code), a form of the
 * router, a query loading for the first time or a change being saved. Background refreshes of
 * data already on screen are not waiting, so they never show the bar.
 */
function useBusy(): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const firstLoads = useIsFetching({ predicate: (query) => query.state.data === undefined });
  const changes = useIsMutating();
  return navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle') || firstLoads > 0 || changes > 0;
}

/** The thin bar at the top while a page or a request is slow (docs/product.md#loading-bar). */
export function LoadingBar() {
  const { t } = useTranslation();
  const busy = useBusy();
  const [phase, setPhase] = useState<LoadingBarPhase>('hidden');
  const timer = useRef<LoadingBarTimer | null>(null);

  useEffect(() => {
    const created = createLoadingBarTimer(setPhase);
    timer.current = created;
    return () => created.dispose();
  }, []);
  useEffect(() => timer.current?.setBusy(busy), [busy]);

  return (
    <>
      {phase !== 'hidden' && (
        <div role="progressbar" aria-label={t('loading_bar.label')} className={styles.bar[phase]} data-testid="loading-bar" data-phase={phase} />
      )}
      {/* Screen readers hear it once, politely, when the wait has become noticeable. */}
      <div className={visuallyHidden} aria-live="polite">
        {phase === 'running' ? t('loading_bar.label') : ''}
      </div>
    </>
  );
}
