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
import { VERIFICATION_REJECT_REASONS, type VerificationRejectReason } from '#server/contract/verification-reject-reasons';
import { useReviewVerification, verificationQueueQuery, type QueuedVerification, type VerificationReview } from '#client/console/queries/verifications';
import { ReviewPanel } from './ReviewPanel';
import * as css from './Verifications.css';

/** Where focus goes once a selfie leaves the queue: the next one, else the one before. */
function nextAfter(items: QueuedVerification[], id: number): number | undefined {
  const index = items.findIndex((item) => item.id === id);
  return (items[index + 1] ?? items[index - 1])?.id;
}

/**
 * Photo verification (decision 0098): selfies oldest first, each beside the member's profile
 * photos and the pose asked for. Keyboard: j/k move, a approves, r then 1–7 rejects with a reason.
 */
export function Component() {
  const { t } = useTranslation();
  const session = useConsoleSession();
  const [site, setSite] = useSiteFilter();
  const queue = useQuery(verificationQueueQuery(site));
  const review = useReviewVerification(site);
  const [focusedId, setFocusedId] = useState<number>();
  // The selfie whose reason picker is open: moving on closes it.
  const [pickingFor, setPickingFor] = useState<number>();
  const [outcome, setOutcome] = useState<string>();
  const list = useRef<HTMLOListElement>(null);

  const items = queue.data?.verifications ?? [];
  const focused = items.find((item) => item.id === focusedId) ?? items[0];
  const sites = session.data?.sites ?? [];
  const siteName = (id: string) => sites.find((entry) => entry.id === id)?.name ?? id;
  const counts = queue.data?.pending ?? [];
  const total = counts.filter((entry) => !site || entry.tenant_id === site).reduce((sum, entry) => sum + entry.count, 0);

  const picking = focused !== undefined && pickingFor === focused.id;
  useEffect(() => {
    list.current?.querySelector(`[data-verification-id="${focused?.id}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [focused?.id]);

  const decide = (item: QueuedVerification, decision: { action: 'approve' } | { action: 'reject'; reason: VerificationRejectReason }) => {
    const request: VerificationReview = { id: item.id, ...decision };
    setFocusedId(nextAfter(items, item.id));
    setPickingFor(undefined);
    setOutcome(undefined);
    review.mutate(request, {
      onSuccess: () => setOutcome(t(decision.action === 'approve' ? 'verifications.approved' : 'verifications.rejected', { name: item.member.name })),
    });
  };
  const move = (step: number) => {
    const index = items.findIndex((item) => item.id === focused?.id);
    const target = items[Math.max(0, Math.min(items.length - 1, index + step))];
    if (target) setFocusedId(target.id);
  };
  const reasonKeys = Object.fromEntries(
    VERIFICATION_REJECT_REASONS.map((reason, index) => [String(index + 1), () => picking && focused && decide(focused, { action: 'reject', reason })]),
  );

  useShortcuts({
    j: () => move(1),
    ArrowDown: () => move(1),
    k: () => move(-1),
    ArrowUp: () => move(-1),
    a: () => focused && !picking && decide(focused, { action: 'approve' }),
    r: () => focused && setPickingFor(focused.id),
    Escape: () => setPickingFor(undefined),
    ...reasonKeys,
  });

  return (
    <Page title={t('nav.verifications')}>
      <SiteChips label={t('verifications.per_site')} allLabel={t('verifications.all_sites')} counts={counts} site={site} siteName={siteName} onSelect={setSite}>
        <strong>{t('verifications.waiting', { count: total })}</strong>
      </SiteChips>
      <p className={css.keys}>
        <span>
          <kbd className={styles.kbd}>j</kbd> <kbd className={styles.kbd}>k</kbd> {t('verifications.key_move')}
        </span>
        <span>
          <kbd className={styles.kbd}>a</kbd> {t('verifications.key_approve')}
        </span>
        <span>
          <kbd className={styles.kbd}>r</kbd> {t('verifications.key_reject')}
        </span>
        <span>
          <kbd className={styles.kbd}>Esc</kbd> {t('verifications.key_cancel')}
        </span>
      </p>
      <p role="status" className={outcome ? styles.notice.success : styles.visuallyHidden}>
        {outcome}
      </p>
      <ErrorNote error={review.error ?? queue.error} />
      {queue.isPending ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : focused ? (
        <div className={css.layout}>
          <ol ref={list} className={css.queue} aria-label={t('verifications.queue')}>
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={css.queueItem}
                  aria-current={item.id === focused.id}
                  data-verification-id={item.id}
                  onClick={() => setFocusedId(item.id)}
                >
                  <span className={css.queueName}>
                    {item.member.name}, {item.member.age}
                  </span>
                  <span className={css.queueMeta}>{siteName(item.tenant_id)}</span>
                </button>
              </li>
            ))}
          </ol>
          <ReviewPanel
            item={focused}
            siteName={siteName(focused.tenant_id)}
            picking={picking}
            canOpenMember={session.data?.operator.areas.includes('members') ?? false}
            onApprove={() => decide(focused, { action: 'approve' })}
            onPick={() => setPickingFor(focused.id)}
            onReject={(reason) => decide(focused, { action: 'reject', reason })}
            onCancel={() => setPickingFor(undefined)}
          />
        </div>
      ) : (
        !queue.error && (
          <div className={`${styles.card} ${css.empty}`}>
            <h2 className={css.emptyTitle}>{t('verifications.empty_title')}</h2>
            <p className={styles.muted}>{t('verifications.empty_text')}</p>
          </div>
        )
      )}
    </Page>
  );
}
