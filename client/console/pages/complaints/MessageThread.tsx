import { useTranslation } from '#client/i18n/useTranslation';
import * as styles from '#client/console/styles.css';
import { giftIcon } from '#server/contract/gifts';
import type { ComplaintView } from '#client/console/queries/complaints';
import * as css from './complaints.css';

type Context = NonNullable<ComplaintView['message_context']>;

/**
 * The cited message among the messages around it, as the two members saw them: the reported
 * member on one side, the reporter on the other; the cited one outlined and labelled.
 */
export function MessageThread({ context, names }: { context: Context; names: Record<Context['messages'][number]['side'], string> }) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <ol className={css.thread} aria-label={t('complaints.message_title')}>
      {context.messages.map((message) => (
        <li
          key={message.id}
          className={`${css.message[message.side]} ${message.cited ? css.cited : ''}`}
          data-testid={message.cited ? 'cited-message' : 'context-message'}
          aria-current={message.cited ? 'true' : undefined}
        >
          <span className={css.messageMeta}>
            <strong>{names[message.side]}</strong>
            <span>{t(`complaints.sides.${message.side}`)}</span>
            <time dateTime={message.created_at}>{time.format(new Date(message.created_at))}</time>
            {message.by_operator && <span className={styles.pill.neutral}>{t('complaints.by_operator')}</span>}
            {message.cited && <span className={styles.pill.bad}>{t('complaints.cited')}</span>}
          </span>
          {message.gift && (
            <span>
              {giftIcon(message.gift)} {t('complaints.gift')}
            </span>
          )}
          {message.photo && <img className={css.messagePhoto} src={message.photo.thumb_url} alt={t('complaints.photo_message')} loading="lazy" />}
          {message.text && <span>{message.text}</span>}
        </li>
      ))}
    </ol>
  );
}
