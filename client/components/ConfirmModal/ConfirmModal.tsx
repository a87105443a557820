import type { ReactNode } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Alert } from '../Alert/Alert';
import { button } from '../Button/button.css';
import { useAction } from '../Form/useSubmit';
import { Modal } from '../Modal/Modal';

/**
 * Asks before an action that cannot simply be taken back (block, delete a photo, a paid send).
 * The action runs in here, so a refusal shows in the dialog and the member can cancel or retry;
 * the dialog closes once it succeeded.
 */
export function ConfirmModal({
  title,
  confirmLabel,
  onConfirm,
  onClose,
  testId,
  children,
}: {
  title: string;
  confirmLabel: string;
  onConfirm(): Promise<unknown>;
  onClose(): void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const action = useAction(onClose);
  const problem = Object.values(action.fields)[0] ?? action.message;
  return (
    <Modal
      title={title}
      onClose={onClose}
      testId={testId}
      actions={
        <>
          <button type="button" className={button.ghost} onClick={onClose} data-testid="confirm-cancel">
            {t('chat_ui.cancel')}
          </button>
          <button type="button" className={button.primary} disabled={action.pending} onClick={() => action.run(onConfirm)} data-testid="confirm-ok">
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
      {problem && <Alert tone="danger">{problem}</Alert>}
    </Modal>
  );
}
