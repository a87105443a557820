import { useTranslation } from '#client/i18n/useTranslation';
import { isApiError } from '#client/api/client';
import * as styles from '../styles.css';

/** An API refusal in the server's own translated words, or a generic line for anything else. */
export function ErrorNote({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p role="alert" className={styles.notice.error}>
      {isApiError(error) ? error.message : t('common.failed')}
    </p>
  );
}
