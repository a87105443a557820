import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { FREE_CONVERSATIONS } from '#server/contract/membership-limits';
import { button } from '#client/components/Button/button.css';
import * as styles from './chat.css';

/** In place of the composer: a free member who started all their conversations learns why, and the way on. */
export function LimitNotice({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.limit} data-testid="conversation-limit">
      <strong className={styles.limitTitle}>{t('chat_ui.limit_title', { count: FREE_CONVERSATIONS })}</strong>
      <p className={styles.limitText}>{t('chat_ui.limit_text', { count: FREE_CONVERSATIONS, name })}</p>
      <Link to="/premium" className={button.primary} data-testid="go-premium">
        {t('chat_ui.go_premium')}
      </Link>
    </div>
  );
}
