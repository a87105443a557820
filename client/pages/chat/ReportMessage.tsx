import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv } from '#client/app-context';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { useAction } from '#client/components/Form/useSubmit';
import { Modal } from '#client/components/Modal/Modal';
import type { ChatMessage } from '#client/queries/chats';
import { reportComplaint } from '#client/queries/complaints';
import { ComplaintFields } from '../complaints/ComplaintFields';
import * as styles from './chat.css';

/**
 * Reporting one received message without leaving the chat: the complaint cites the message, so
 * the operators see it in its conversation (decision 0104), and names its sender.
 */
export function ReportMessage({ message, name, onClose }: { message: ChatMessage; name: string; onClose(): void }) {
  const { t } = useTranslation();
  const { api } = usePageEnv();
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const report = useAction(() => setSent(true));
  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    return report.run(() => reportComplaint(api, { reason, text, message_id: message.id }));
  };
  const close = (
    <button type="button" className={button.ghost} onClick={onClose}>
      {sent ? t('chat_ui.close') : t('chat_ui.cancel')}
    </button>
  );
  return (
    <Modal title={t('chat_ui.report_title', { name })} onClose={onClose} testId="report-message" actions={sent ? close : undefined}>
      {sent ? (
        <Alert tone="success" testId="report-sent">
          {t('chat_ui.report_sent')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate className={styles.reportForm}>
          {message.text && <blockquote className={styles.cited}>{message.text}</blockquote>}
          <ComplaintFields reason={reason} text={text} errors={report.fields} onReason={setReason} onText={setText} />
          {report.message && <Alert tone="danger">{report.message}</Alert>}
          <div className={styles.formActions}>
            {close}
            <button type="submit" className={button.primary} disabled={report.pending} data-testid="report-send">
              {t('complaints_page.send')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
