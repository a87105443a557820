import { useTranslation } from '#client/i18n/useTranslation';
import * as styles from './chat.css';

/** The message field's id, for the skip link below. */
export const COMPOSER_INPUT_ID = 'chat-composer-input';

/**
 * The keyboard's first stop on a conversation: straight to the message field, past the chat list
 * and every message's buttons. Hidden until it has the focus.
 */
export function SkipToComposer() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${COMPOSER_INPUT_ID}`}
      className={styles.skipLink}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(COMPOSER_INPUT_ID)?.focus();
      }}
      data-testid="skip-to-composer"
    >
      {t('chat_ui.skip_to_input')}
    </a>
  );
}
