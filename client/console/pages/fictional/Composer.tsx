import { useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { ErrorNote } from '#client/console/components/ErrorNote';
import * as styles from '#client/console/styles.css';
import { useAnswerAsFictional } from '#client/console/queries/fictional';
import * as css from './fictional.css';

/**
 * Writes as the fictional profile. Ctrl+Enter (⌘+Enter) sends; Esc leaves the field so the next Esc
 * goes back to the list. `seenUpTo` is the newest message on screen: if another operator answered
 * after it, the server refuses and the thread reloads to show their answer.
 */
export function Composer({
  conversationId,
  seenUpTo,
  name,
  onSent,
  ref,
}: {
  conversationId: number;
  seenUpTo: number;
  name: string;
  onSent(): void;
  ref: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // One id per draft: a retried send (double press, lost answer) is stored once.
  const clientId = useRef(crypto.randomUUID());
  const send = useAnswerAsFictional(() => {
    setText('');
    clientId.current = crypto.randomUUID();
    onSent();
  });
  const submit = () => {
    if (text.trim() && !send.isPending) send.mutate({ conversation: conversationId, text, client_id: clientId.current, seen_up_to: seenUpTo });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.currentTarget.blur();
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form className={css.composer} onSubmit={onSubmit}>
      <label className={styles.field}>
        {t('fictional.thread.answer_as', { name })}
        <textarea
          ref={ref}
          className={`${styles.input} ${css.composerText}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={3}
          maxLength={10_000}
          placeholder={t('fictional.thread.placeholder')}
          data-testid="fictional-composer"
        />
      </label>
      <ErrorNote error={send.error} />
      <div className={css.formActions}>
        <button type="submit" className={styles.button.primary} disabled={send.isPending || !text.trim()}>
          {t('fictional.thread.send')} <kbd className={`${styles.kbd} ${css.keyOnAccent}`}>Ctrl</kbd>+
          <kbd className={`${styles.kbd} ${css.keyOnAccent}`}>Enter</kbd>
        </button>
        <span className={styles.muted}>{t('fictional.thread.free')}</span>
      </div>
    </form>
  );
}
