import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Page } from '#client/console/components/Page';
import { SiteChips } from '#client/console/components/SiteChips';
import { useConsoleSession } from '#client/console/queries/session';
import { useShortcuts } from '#client/console/shortcuts';
import { useSiteFilter } from '#client/console/site-filter';
import * as styles from '#client/console/styles.css';
import type { PhotoRejectReason } from '#server/contract/photo-reject-reasons';
import { PhotoGrid } from './PhotoGrid';
import { PhotoPreview } from './PhotoPreview';
import * as css from './PhotosPage.css';
import { photoQueueQuery, useReview, type QueuePhoto, type ReviewRequest, type ReviewResult } from '#client/console/queries/photos';
import { QueueTabs, useQueueKind } from './QueueTabs';
import { KeysDialog, ReasonDialog } from './ReviewDialogs';

/** What the two keys do in each queue: a waiting photo is approved or rejected, a published one kept or removed. */
const ACTIONS = { pending: { yes: 'approve', no: 'reject' }, unreviewed: { yes: 'keep', no: 'remove' } } as const;
const DONE = { approve: 'photos.approved', reject: 'photos.rejected', keep: 'photos.kept', remove: 'photos.removed' } as const;

/** Where focus goes once `ids` leave the queue: the next photo after the focused one, else the one before. */
function nextFocus(photos: QueuePhoto[], focusedId: number | undefined, ids: readonly number[]): number | undefined {
  const index = photos.findIndex((photo) => photo.id === focusedId);
  const remaining = (photo: QueuePhoto) => !ids.includes(photo.id);
  return (photos.slice(index + 1).find(remaining) ?? photos.slice(0, Math.max(index, 0)).findLast(remaining))?.id;
}

/** How many cards a row of the grid holds now (arrow up and down move by a row). */
function columnsOf(grid: HTMLElement | null): number {
  if (!grid) return 1;
  return Math.max(1, getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length);
}

/**
 * The photo queues (decision 0146): photos waiting for approval, and published ones no moderator
 * has seen yet. Keyboard first, one photo or many at once, the queue shrinking as you go.
 */
export function Component() {
  const { t } = useTranslation();
  const session = useConsoleSession();
  const [site, setSite] = useSiteFilter();
  const kind = useQueueKind();
  const { yes, no } = ACTIONS[kind];
  const queue = useQuery(photoQueueQuery(site, kind));
  const review = useReview(site, kind);
  const grid = useRef<HTMLUListElement>(null);
  const [focusedId, setFocusedId] = useState<number>();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [reasonFor, setReasonFor] = useState<number[]>([]);
  const [keysOpen, setKeysOpen] = useState(false);
  const [outcome, setOutcome] = useState<{ action: ReviewRequest['action']; result: ReviewResult }>();

  const photos = queue.data?.photos ?? [];
  const focused = photos.find((photo) => photo.id === focusedId) ?? photos[0];
  const sites = session.data?.sites ?? [];
  const siteName = (id: string) => sites.find((entry) => entry.id === id)?.name ?? id;
  const counts = queue.data?.sites ?? [];
  const shown = counts.filter((entry) => !site || entry.tenant_id === site);
  const sum = (key: 'pending' | 'unreviewed') => shown.reduce((total, entry) => total + entry[key], 0);
  const total = sum(kind);

  // Keyboard focus follows the focused card after a key moved it or an action, and when it was on a
  // card (or nowhere) before the queue changed; a refresh never pulls it away from the site picker.
  const follow = useRef(false);
  useEffect(() => {
    const active = document.activeElement;
    const onCards = !active || active === document.body || grid.current?.contains(active);
    if (!focused || !(follow.current || onCards)) return;
    follow.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-photo-id="${focused.id}"]`)?.focus();
  }, [focused]);

  const act = (ids: number[], request: { action: 'approve' | 'keep' } | { action: 'reject' | 'remove'; reason: PhotoRejectReason }) => {
    if (!ids.length) return;
    follow.current = true;
    setFocusedId(nextFocus(photos, focused?.id, ids));
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
    setOutcome(undefined);
    review.mutate({ ids, ...request }, { onSuccess: (result) => setOutcome({ action: request.action, result }) });
  };
  const move = (step: number) => {
    const index = photos.findIndex((photo) => photo.id === focused?.id);
    const target = photos[Math.max(0, Math.min(photos.length - 1, index + step))];
    if (!target) return;
    follow.current = true;
    setFocusedId(target.id);
  };
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const chosen = photos.filter((photo) => selected.has(photo.id)).map((photo) => photo.id);

  useShortcuts({
    j: () => move(1),
    ArrowRight: () => move(1),
    k: () => move(-1),
    ArrowLeft: () => move(-1),
    ArrowDown: () => move(columnsOf(grid.current)),
    ArrowUp: () => move(-columnsOf(grid.current)),
    a: () => focused && act([focused.id], { action: yes }),
    r: () => focused && setReasonFor([focused.id]),
    x: () => focused && toggle(focused.id),
    A: () => act(chosen, { action: yes }),
    R: () => chosen.length && setReasonFor(chosen),
    '?': () => setKeysOpen(true),
  });

  return (
    <Page
      title={t('nav.photos')}
      actions={
        <button type="button" className={styles.button.secondary} onClick={() => setKeysOpen(true)}>
          {t('photos.keys')} <kbd className={styles.kbd}>?</kbd>
        </button>
      }
    >
      <QueueTabs kind={kind} counts={queue.data && { pending: sum('pending'), unreviewed: sum('unreviewed') }} />
      <SiteChips
        label={t('photos.per_site')}
        allLabel={t('photos.all_sites')}
        counts={counts.map((entry) => ({ tenant_id: entry.tenant_id, count: entry[kind] }))}
        site={site}
        siteName={siteName}
        onSelect={setSite}
      />
      <div className={css.bulkBar}>
        <strong>{t(kind === 'pending' ? 'photos.waiting' : 'photos.unreviewed', { count: total })}</strong>
        {total > photos.length && (
          <span className={styles.muted}>{t(kind === 'pending' ? 'photos.showing' : 'photos.showing_newest', { shown: photos.length, total })}</span>
        )}
        {photos.length > 0 && <span className={styles.muted}>{chosen.length ? t('photos.selected', { count: chosen.length }) : t('photos.select_hint')}</span>}
        {chosen.length > 0 && (
          <>
            <button type="button" className={styles.button.primary} onClick={() => act(chosen, { action: yes })}>
              {t(`photos.${yes}_selected`)} <kbd className={`${styles.kbd} ${css.buttonKey}`}>A</kbd>
            </button>
            <button type="button" className={styles.button.danger} onClick={() => setReasonFor(chosen)}>
              {t(`photos.${no}_selected`)} <kbd className={`${styles.kbd} ${css.buttonKey}`}>R</kbd>
            </button>
            <button type="button" className={styles.button.secondary} onClick={() => setSelected(new Set())}>
              {t('photos.clear_selection')}
            </button>
          </>
        )}
      </div>
      <p role="status" className={outcome ? styles.notice.success : styles.visuallyHidden}>
        {outcome &&
          [
            t(DONE[outcome.action], { count: outcome.result.reviewed.length }),
            outcome.result.skipped.length ? t('photos.skipped', { count: outcome.result.skipped.length }) : '',
          ]
            .filter(Boolean)
            .join(' ')}
      </p>
      <ErrorNote error={review.error ?? queue.error} />
      {queue.isPending ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : focused ? (
        <div className={css.layout}>
          <PhotoGrid
            ref={grid}
            kind={kind}
            photos={photos}
            focusedId={focused.id}
            selected={selected}
            siteName={siteName}
            onFocus={setFocusedId}
            onToggle={toggle}
          />
          <PhotoPreview
            kind={kind}
            photo={focused}
            siteName={siteName(focused.tenant_id)}
            canOpenMember={session.data?.operator.areas.includes('members') ?? false}
            onApprove={() => act([focused.id], { action: yes })}
            onReject={() => setReasonFor([focused.id])}
          />
        </div>
      ) : (
        !queue.error && (
          <div className={`${styles.card} ${css.empty}`}>
            <h2 className={css.emptyTitle}>{t(kind === 'pending' ? 'photos.empty_title' : 'photos.empty_unreviewed_title')}</h2>
            <p className={styles.muted}>{t(kind === 'pending' ? 'photos.empty_text' : 'photos.empty_unreviewed_text')}</p>
          </div>
        )
      )}
      <ReasonDialog
        kind={kind}
        count={reasonFor.length}
        onChoose={(reason) => {
          const ids = reasonFor;
          setReasonFor([]);
          act(ids, { action: no, reason });
        }}
        onClose={() => setReasonFor([])}
      />
      <KeysDialog kind={kind} open={keysOpen} onClose={() => setKeysOpen(false)} />
    </Page>
  );
}
