import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import { ConfirmModal } from '#client/components/ConfirmModal/ConfirmModal';
import * as styles from './chat.css';

/** A picked photo before it is sent and charged: the member sees it and its price, then sends or cancels. */
export function PhotoConfirm({ preview, name, onSend, onClose }: { preview: string; name: string; onSend(): Promise<unknown>; onClose(): void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <ConfirmModal
      title={t('chat_ui.photo_confirm_title', { name })}
      confirmLabel={t('chat_ui.photo_confirm_send', { count: settings.photo_credits })}
      onConfirm={onSend}
      onClose={onClose}
      testId="photo-confirm"
    >
      <img src={preview} alt={t('chat_ui.photo_preview_alt')} className={styles.photoPreview} data-testid="photo-preview" />
      <p>{t('chat_ui.photo_confirm_cost', { count: settings.photo_credits })}</p>
    </ConfirmModal>
  );
}
