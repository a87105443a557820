import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../app-context';
import { Alert } from '../../components/Alert/Alert';
import { button } from '../../components/Button/button.css';
import { useSubmit } from '../../components/Form/useSubmit';
import * as styles from './chat.css';

/**
 * The message footer. Each message gets its client id when it is written, so a double click or
 * a retry of the same message is sent and charged once.
 */
export function Composer({ initialText = '', onSend, onType }: { initialText?: string; onSend(text: string, clientId: string): Promise<unknown>; onType(): void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const [text, setText] = useState(initialText);
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const send = useSubmit(
    () => onSend(text, clientId),
    () => {
      setText('');
      setClientId(crypto.randomUUID());
    },
  );
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send.submit();
    }
  };
  const problem = send.fields.text ?? send.message;
  return (
    <>
      {problem && (
        <div className={styles.problem}>
          <Alert tone="warning" testId="chat-problem">
            <span>{problem}</span>
            {send.failure?.code === 'not_enough_credits' && (
              <Link to="/credits" className={button.primary}>
                {t('chat_ui.buy')}
              </Link>
            )}
          </Alert>
        </div>
      )}
      <form className={styles.composer} onSubmit={send.submit}>
        <textarea
          className={styles.input}
          value={text}
          maxLength={settings.message_length}
          rows={1}
          placeholder={t('chat_ui.placeholder')}
          aria-label={t('chat_ui.placeholder')}
          onChange={(event) => {
            // A changed text is a new message: it gets a new client id.
            if (event.target.value !== text) setClientId(crypto.randomUUID());
            setText(event.target.value);
            onType();
          }}
          onKeyDown={onKeyDown}
          data-testid="chat-input"
        />
        <button type="submit" className={button.primary} disabled={send.pending || !text.trim()} data-testid="chat-send">
          {t('chat_ui.send')}
        </button>
      </form>
    </>
  );
}
