import { useEffect, useRef, useState, useSyncExternalStore, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import { button } from '#client/components/Button/button.css';
import { useAction } from '#client/components/Form/useSubmit';
import * as styles from './chat.css';
import { forgetChatReturn, readDraft, saveDraft } from './drafts';
import { ComposerBalance } from './ComposerBalance';
import { GiftButton } from './GiftPicker';
import { PhotoConfirm } from './PhotoConfirm';
import { SendProblem } from './SendProblem';
import { COMPOSER_INPUT_ID } from './SkipToComposer';
import type { Outgoing } from './useSendMessage';

const noSubscription = () => () => undefined;

/**
 * The message footer: text, a gift or a photo (shown with its price before it is sent). Each
 * message gets its client id when it is written, so a double click or a retry of the same
 * message is sent and charged once. The text is kept per partner until sent (drafts.ts).
 *
 * Sending a text empties the field at once, so the member can write the next one while it is on
 * its way; texts go out one after the other, in the order written. A refused text comes back into
 * the field (after anything typed since), with the refusal below the messages.
 */
export function Composer({
  name,
  partnerId,
  initialText = '',
  onSend,
  onType,
}: {
  name: string;
  partnerId: number;
  initialText?: string;
  onSend(outgoing: Outgoing, clientId: string): Promise<unknown>;
  onType(): void;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  // Storage exists in the browser only: the server (and hydration) render no kept draft.
  const kept = useSyncExternalStore(
    noSubscription,
    () => readDraft(partnerId),
    () => '',
  );
  /** null until the member types here: then their text, before it a chosen opening line or the kept draft. */
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? (initialText || kept);
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const [photo, setPhoto] = useState<{ file: File; preview: string } | null>(null);
  const send = useAction(() => undefined);
  /** The field's text as of now, for a refusal that arrives after more was typed. */
  const current = useRef(text);
  useEffect(() => {
    current.current = text;
  }, [text]);
  /** What the member sent, on its way one message after the other. */
  const outbox = useRef<Promise<void>>(Promise.resolve());
  const changeText = (next: string) => {
    current.current = next;
    setTyped(next);
    saveDraft(partnerId, next);
  };
  const sendText = (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    if (!text.trim()) return;
    const written = { text, clientId };
    changeText('');
    setClientId(crypto.randomUUID());
    outbox.current = outbox.current.then(() =>
      send.run(
        () =>
          onSend({ type: 'text', text: written.text }, written.clientId).catch((error: unknown) => {
            const since = current.current;
            if (since.trim()) {
              changeText(`${since}\n${written.text}`);
            } else {
              // The same message again: a retry keeps its client id, so it is charged once.
              changeText(written.text);
              setClientId(written.clientId);
            }
            throw error;
          }),
        forgetChatReturn,
      ),
    );
  };
  const pickPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setPhoto({ file, preview: URL.createObjectURL(file) });
    // Cleared so that picking the same file again is a new choice.
    event.target.value = '';
  };
  const closePhoto = () => {
    if (photo) URL.revokeObjectURL(photo.preview);
    setPhoto(null);
  };
  const sendPhoto = (file: File) => {
    closePhoto();
    // The composer's own send, after the texts on their way: a refusal (no credits) shows below the messages with its way on.
    const photoId = crypto.randomUUID();
    outbox.current = outbox.current.then(() => send.run(() => onSend({ type: 'photo', file }, photoId)));
    return Promise.resolve();
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
          <SendProblem message={problem} failure={send.failure} name={name} />
        </div>
      )}
      <ComposerBalance name={name} />
      <form className={styles.composer} onSubmit={sendText}>
        <GiftButton name={name} className={styles.tool} icon onPick={(gift) => onSend({ type: 'gift', gift }, crypto.randomUUID())} />
        <label className={styles.tool} title={t('chat_ui.photo_cost', { count: settings.photo_credits })} data-testid="photo-button">
          <svg className={styles.toolIcon} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
            <circle cx="12" cy="13" r="3.5" />
          </svg>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className={styles.fileInput}
            onChange={pickPhoto}
            disabled={send.pending}
            aria-label={t('chat_ui.photo_cost', { count: settings.photo_credits })}
            data-testid="photo-input"
          />
        </label>
        <textarea
          id={COMPOSER_INPUT_ID}
          className={styles.input}
          value={text}
          maxLength={settings.message_length}
          rows={1}
          placeholder={t('chat_ui.placeholder')}
          aria-label={t('chat_ui.placeholder')}
          onChange={(event) => {
            // A changed text is a new message: it gets a new client id.
            if (event.target.value !== text) setClientId(crypto.randomUUID());
            changeText(event.target.value);
            onType();
          }}
          onKeyDown={onKeyDown}
          data-testid="chat-input"
        />
        <button
          type="submit"
          className={`${button.primary} ${styles.sendButton}`}
          disabled={!text.trim()}
          aria-label={t('chat_ui.send')}
          data-testid="chat-send"
        >
          <svg className={styles.sendIcon} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 20.5 21 12 3 3.5 3 10l12 2-12 2z" />
          </svg>
          <span className={styles.sendLabel}>{t('chat_ui.send')}</span>
        </button>
      </form>
      {photo && <PhotoConfirm preview={photo.preview} name={name} onSend={() => sendPhoto(photo.file)} onClose={closePhoto} />}
    </>
  );
}
