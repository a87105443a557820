import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '#client/app-context';
import { button } from '#client/components/Button/button.css';
import { useAction } from '#client/components/Form/useSubmit';
import * as styles from './chat.css';
import { GiftButton } from './GiftPicker';
import { SendProblem } from './SendProblem';
import type { Outgoing } from './useSendMessage';

/**
 * The message footer: text, a gift or a photo. Each message gets its client id when it is
 * written, so a double click or a retry of the same message is sent and charged once.
 */
export function Composer({
  name,
  initialText = '',
  onSend,
  onType,
}: {
  name: string;
  initialText?: string;
  onSend(outgoing: Outgoing, clientId: string): Promise<unknown>;
  onType(): void;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  const [text, setText] = useState(initialText);
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const send = useAction(() => undefined);
  const sendText = (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    return send.run(
      () => onSend({ type: 'text', text }, clientId),
      () => {
        setText('');
        setClientId(crypto.randomUUID());
      },
    );
  };
  const sendPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again is a new choice.
    event.target.value = '';
    if (file) return send.run(() => onSend({ type: 'photo', file }, crypto.randomUUID()));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      sendText();
    }
  };
  const problem = send.fields.text ?? send.fields.photo ?? send.message;
  return (
    <>
      {problem && (
        <div className={styles.problem}>
          <SendProblem message={problem} failure={send.failure} />
        </div>
      )}
      <form className={styles.composer} onSubmit={sendText}>
        <GiftButton name={name} className={styles.tool} icon onPick={(gift) => onSend({ type: 'gift', gift }, crypto.randomUUID())} />
        <label className={styles.tool} title={t('chat_ui.photo_cost', { credits: settings.photo_credits })} data-testid="photo-button">
          <svg className={styles.toolIcon} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
            <circle cx="12" cy="13" r="3.5" />
          </svg>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className={styles.fileInput}
            onChange={sendPhoto}
            disabled={send.pending}
            aria-label={t('chat_ui.photo_cost', { credits: settings.photo_credits })}
            data-testid="photo-input"
          />
        </label>
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
        <button
          type="submit"
          className={`${button.primary} ${styles.sendButton}`}
          disabled={send.pending || !text.trim()}
          aria-label={t('chat_ui.send')}
          data-testid="chat-send"
        >
          <svg className={styles.sendIcon} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 20.5 21 12 3 3.5 3 10l12 2-12 2z" />
          </svg>
          <span className={styles.sendLabel}>{t('chat_ui.send')}</span>
        </button>
      </form>
    </>
  );
}
