import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Page } from '#client/console/components/Page';
import { useConsoleSession } from '#client/console/queries/session';
import { useShortcuts } from '#client/console/shortcuts';
import { useSiteFilter } from '#client/console/site-filter';
import * as styles from '#client/console/styles.css';
import { memberQuery } from '#client/console/queries/members';
import { MemberActions, type ActionOutcome } from './MemberActions';
import { MemberPills } from './MemberPills';
import { MemberSections } from './MemberSections';
import * as css from './members.css';
import { GdprActions } from './GdprActions';

/** Where "back" leads: the list as it was left (its search and filters), else the plain list. */
export interface MemberPageState {
  list?: string;
}

/** One member: who they are, what they did and paid, and the actions a support desk needs. Keys: u or Backspace back. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [site] = useSiteFilter();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const member = useQuery(memberQuery(valid ? id : undefined));
  const sites = useConsoleSession().data?.sites ?? [];
  const [notice, setNotice] = useState<string | null>(null);
  const list = (location.state as MemberPageState | null)?.list ?? (site ? `?site=${site}` : '');
  const back = () => void navigate(`/members${list}`);
  useShortcuts({ u: back, Backspace: back });

  const onDone = (outcome: ActionOutcome) => {
    if ('deleted' in outcome) void navigate(`/members${list}`, { state: { deleted: id } });
    else setNotice(outcome.notice);
  };

  const data = member.data;
  const siteName = data ? (sites.find((entry) => entry.id === data.account.tenant_id)?.name ?? data.account.tenant_id) : '';
  // A member whose photos were all rejected keeps one as main, without files: no face then.
  const mainPhoto = data?.photos.find((photo) => photo.main && photo.status !== 'rejected');
  const name = data?.profile?.name ?? (valid ? `#${id}` : t('nav.members'));
  return (
    <Page
      title={name}
      actions={
        <Link to={`/members${list}`} className={`${styles.button.secondary} ${css.back}`} aria-keyshortcuts="u Backspace">
          <kbd className={styles.kbd} aria-hidden="true">
            u
          </kbd>{' '}
          {t('members.back')}
        </Link>
      }
    >
      {!valid && <p className={styles.notice.error}>{t('members.not_found')}</p>}
      <ErrorNote error={member.error} />
      {valid && member.isPending && <p className={styles.muted}>{t('common.loading')}</p>}
      {data && (
        <>
          <header className={css.header}>
            {mainPhoto ? (
              <img className={css.avatar} src={mainPhoto.thumb_url} alt="" />
            ) : (
              <span className={css.avatarEmpty} aria-hidden="true">
                {(data.profile?.name ?? '?').slice(0, 1).toUpperCase()}
              </span>
            )}
            <div className={css.identity}>
              <MemberPills
                member={{
                  status: data.account.status,
                  banned: data.account.banned_at !== null,
                  verified: data.account.verified_at !== null,
                  fictional: data.profile?.fictional ?? false,
                  paid: data.account.paid,
                }}
              />
              <span className={css.subtitle}>
                #{data.account.id} · {siteName} · {data.account.email}
              </span>
              <span className={css.subtitle}>{t('members.credits_balance', { count: data.account.credits })}</span>
            </div>
          </header>
          <MemberActions member={data} onDone={onDone} />
          {notice && (
            <p role="status" className={styles.notice.success}>
              {notice}
            </p>
          )}
          <MemberSections member={data} siteName={siteName} />
          <GdprActions memberId={data.account.id} onErased={() => onDone({ deleted: true })} />
        </>
      )}
    </Page>
  );
}
