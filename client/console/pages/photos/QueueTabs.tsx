import { useTranslation } from '#client/i18n/useTranslation';
import { Link, useSearchParams } from 'react-router';
import type { PhotoQueueKind } from '#client/console/queries/photos';
import * as css from './PhotosPage.css';

const KINDS: readonly PhotoQueueKind[] = ['pending', 'unreviewed'];

/**
 * The queue in the address (`?queue=unreviewed`), so a moderator's view can be shared and
 * reloaded; waiting photos by default, the queue sites that review first had all along.
 */
export function useQueueKind(): PhotoQueueKind {
  const [params] = useSearchParams();
  return params.get('queue') === 'unreviewed' ? 'unreviewed' : 'pending';
}

/** Both queues with their counts (of the chosen site or all the operator's): photos to approve, and published ones to review. */
export function QueueTabs({ kind, counts }: { kind: PhotoQueueKind; counts: Record<PhotoQueueKind, number> | undefined }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const to = (target: PhotoQueueKind) => {
    const next = new URLSearchParams(params);
    if (target === 'pending') next.delete('queue');
    else next.set('queue', target);
    const query = next.toString();
    return { search: query ? `?${query}` : '' };
  };
  return (
    <nav className={css.tabs} aria-label={t('photos.queues')}>
      {KINDS.map((target) => (
        <Link key={target} to={to(target)} className={css.tab} aria-current={target === kind ? 'page' : undefined}>
          {t(`photos.tabs.${target}`)}
          {counts && <span className={css.tabCount}>{counts[target]}</span>}
        </Link>
      ))}
    </nav>
  );
}
