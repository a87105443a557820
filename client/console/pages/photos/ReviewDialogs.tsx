import type { KeyboardEvent } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Dialog } from '#client/console/components/Dialog';
import type { PhotoQueueKind } from '#client/console/queries/photos';
import * as styles from '#client/console/styles.css';
import { PHOTO_REJECT_REASONS, type PhotoRejectReason } from '#server/contract/photo-reject-reasons';
import * as css from './PhotosPage.css';

/** The reason picker: number keys 1–8 choose at once (the page's keys are off while a dialog is open). */
export function ReasonDialog({
  kind,
  count,
  onChoose,
  onClose,
}: {
  kind: PhotoQueueKind;
  count: number;
  onChoose(reason: PhotoRejectReason): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const reason = PHOTO_REJECT_REASONS[Number(event.key) - 1];
    if (!/^[1-9]$/.test(event.key) || !reason) return;
    event.preventDefault();
    onChoose(reason);
  };
  return (
    <Dialog open={count > 0} title={t(kind === 'pending' ? 'photos.reason_title' : 'photos.remove_title', { count })} onClose={onClose}>
      <div onKeyDown={onKey}>
        <p className={styles.muted}>{t(kind === 'pending' ? 'photos.reason_hint' : 'photos.remove_hint')}</p>
        <ol className={css.reasons}>
          {PHOTO_REJECT_REASONS.map((reason, index) => (
            <li key={reason}>
              <button type="button" className={`${styles.button.secondary} ${css.reasonButton}`} onClick={() => onChoose(reason)}>
                <kbd className={styles.kbd}>{index + 1}</kbd> {t(`photos.reasons.${reason}`)}
              </button>
            </li>
          ))}
        </ol>
        <div className={css.dialogActions}>
          <button type="button" className={styles.button.secondary} onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** The same keys in both queues: a and A say yes (approve, keep), r and R no (reject, remove). */
function keysOf(kind: PhotoQueueKind): [readonly string[], string][] {
  const [yes, no] = kind === 'pending' ? ['approve', 'reject'] : ['keep', 'remove'];
  return [
    [['j', '→'], 'next'],
    [['k', '←'], 'previous'],
    [['↑', '↓'], 'row'],
    [['a'], yes],
    [['r'], no],
    [['x'], 'select'],
    [['A'], `${yes}_selected`],
    [['R'], `${no}_selected`],
    [['1', '…', '8'], 'reason'],
    [['?'], 'help'],
  ];
}

export function KeysDialog({ kind, open, onClose }: { kind: PhotoQueueKind; open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={t('photos.keys')} onClose={onClose}>
      <dl className={css.keyList}>
        {keysOf(kind).map(([keys, action]) => (
          <div key={action} className={css.keyRow}>
            <dt className={css.keys}>
              {keys.map((key) => (
                <kbd key={key} className={styles.kbd}>
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className={css.factValue}>{t(`photos.key_list.${action}`)}</dd>
          </div>
        ))}
      </dl>
      <div className={css.dialogActions}>
        <button type="button" className={styles.button.primary} onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}
