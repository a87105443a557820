import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Page } from '#client/console/components/Page';
import { useConsoleSession } from '#client/console/queries/session';
import { useShortcuts } from '#client/console/shortcuts';
import { useSiteFilter, withSite } from '#client/console/site-filter';
import * as styles from '#client/console/styles.css';
import { threadQuery } from '#client/console/queries/fictional';
import { Composer } from './Composer';
import * as css from './fictional.css';
import { ProfileCard } from './ProfileCard';

/**
 * One conversation as the fictional profile sees it: the whole thread (older pages on demand), the
 * member's summary and the composer. `r` writes, Ctrl+Enter sends, Esc goes back to the inbox.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [site] = useSiteFilter();
  const session = useConsoleSession();
  const id = Number(useParams().id);
  const composer = useRef<HTMLTextAreaElement>(null);
  const bottom = useRef<HTMLLIElement>(null);
  const thread = useInfiniteQuery(threadQuery(id));
  const first = thread.data?.pages[0];
  const messages = useMemo(() => (thread.data?.pages.flatMap((page) => page.messages) ?? []).toReversed(), [thread.data]);
  const newest = messages.at(-1)?.id ?? 0;
  const time = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }), [i18n.language]);
  const mayOpenMembers = session.data?.operator.areas.includes('members') ?? false;

  // The newest message in view whenever one arrives (a poll, an answer).
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'nearest' });
  }, [newest]);

  useShortcuts({
    r: () => composer.current?.focus(),
    Escape: () => void navigate(withSite('/inbox', site), { state: { conversation: id } }),
  });

  const title = first ? t('fictional.thread.title', { fictional: first.fictional.name, member: first.member.name }) : t('nav.inbox');
  return (
    <Page
      title={title}
      actions={
        <Link className={styles.button.secondary} to={withSite('/inbox', site)} state={{ conversation: id }}>
          {t('fictional.thread.back')} <kbd className={styles.kbd}>Esc</kbd>
        </Link>
      }
    >
      <ErrorNote error={thread.error} />
      {thread.isPending && <p className={styles.muted}>{t('common.loading')}</p>}
      {first && (
        <div className={css.threadGrid}>
          <section className={`${styles.card} ${css.threadCard}`} aria-label={t('fictional.thread.messages')}>
            <p className={`${first.conversation.waiting ? styles.notice.info : styles.notice.success} ${css.flat}`} role="status">
              {first.conversation.waiting ? t('fictional.thread.waiting') : t('fictional.thread.answered')}
            </p>
            {thread.hasNextPage && (
              <button type="button" className={styles.button.secondary} onClick={() => void thread.fetchNextPage()} disabled={thread.isFetchingNextPage}>
                {t('fictional.thread.older')}
              </button>
            )}
            <ol className={css.messages} data-testid="fictional-thread">
              {messages.map((message) => {
                const fromFictional = message.sender_id === first.fictional.id;
                return (
                  <li key={message.id} className={fromFictional ? css.ours : css.theirs}>
                    <span className={css.messageText}>{message.text || t(`fictional.message_type.${message.type}`, { defaultValue: message.type })}</span>
                    {message.photo && <img src={message.photo.thumb_url} alt="" className={css.messagePhoto} width={120} height={120} />}
                    <span className={css.messageMeta}>
                      <time dateTime={message.created_at}>{time.format(new Date(message.created_at))}</time>
                      {fromFictional && ` · ${message.operator ?? t('fictional.thread.not_console')}`}
                    </span>
                  </li>
                );
              })}
              <li ref={bottom} aria-hidden className={css.bottom} />
            </ol>
            <Composer ref={composer} conversationId={id} seenUpTo={newest} name={first.fictional.name} onSent={() => composer.current?.focus()} />
            <p className={styles.muted}>
              <kbd className={styles.kbd}>r</kbd> {t('fictional.keys.write')} · <kbd className={styles.kbd}>Ctrl</kbd>+<kbd className={styles.kbd}>Enter</kbd>{' '}
              {t('fictional.keys.send')} · <kbd className={styles.kbd}>Esc</kbd> {t('fictional.keys.back')}
            </p>
          </section>
          <aside className={css.side}>
            <ProfileCard heading={t('fictional.thread.member')} profile={first.member} link={mayOpenMembers ? `/members/${first.member.id}` : undefined} />
            <ProfileCard heading={t('fictional.thread.fictional')} profile={first.fictional} link={withSite(`/fictional/${first.fictional.id}`, site)} />
          </aside>
        </div>
      )}
    </Page>
  );
}
