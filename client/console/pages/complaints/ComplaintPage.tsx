import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorNote } from '#client/console/components/ErrorNote';
import { Page } from '#client/console/components/Page';
import { useConsoleSession } from '#client/console/queries/session';
import { useShortcuts } from '#client/console/shortcuts';
import * as styles from '#client/console/styles.css';
import { complaintQuery, nextOpenComplaint, useResolve, type Action, type ComplaintView, type ResolveRequest } from '#client/console/queries/complaints';
import { useAge, useQueueFilter } from './hooks';
import * as css from './complaints.css';
import { MessageThread } from './MessageThread';
import { ReasonPill, ReporterCell, ResolutionPill } from './parts';
import { ProfilePanel } from './ProfilePanel';
import { ResolveDialog } from './ResolveDialog';

const ACTIONS: [Action, string][] = [
  ['dismiss', 'd'],
  ['warn', 'w'],
  ['hide_photo', 'h'],
  ['ban', 'b'],
];

/** What a decision left behind, shown on the next complaint. */
interface Handed {
  resolved?: { id: number; resolution: string; alsoClosed: number };
}

/** The decision panel: the four actions with their keys, or how the complaint ended. */
function Decision({ view, onChoose }: { view: ComplaintView; onChoose(action: Action): void }) {
  const { t, i18n } = useTranslation();
  const { complaint, profile } = view;
  if (complaint.status === 'closed') {
    const when = complaint.resolved_at
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(complaint.resolved_at))
      : '';
    return (
      <section className={styles.card} aria-labelledby="complaint-decision">
        <h2 id="complaint-decision" className={css.sectionTitle}>
          {t('complaints.decision_title')}
        </h2>
        <p>
          <ResolutionPill resolution={complaint.resolution} /> {when}
        </p>
        {complaint.operator_note && <p className={css.quote}>{complaint.operator_note}</p>}
      </section>
    );
  }
  const hideable = profile?.photos.some((photo) => photo.status !== 'rejected') ?? false;
  const possible = (action: Action) => action === 'dismiss' || (profile !== null && (action !== 'hide_photo' || hideable));
  return (
    <section className={styles.card} aria-labelledby="complaint-decision">
      <h2 id="complaint-decision" className={css.sectionTitle}>
        {t('complaints.decision_title')}
      </h2>
      <p className={css.hint}>{t('complaints.decision_hint')}</p>
      <div className={css.actions}>
        {ACTIONS.map(([action, key]) => (
          <button
            key={action}
            type="button"
            className={`${action === 'ban' ? styles.button.danger : action === 'dismiss' ? styles.button.secondary : styles.button.primary} ${css.actionButton}`}
            disabled={!possible(action)}
            onClick={() => onChoose(action)}
          >
            {t(`complaints.actions.${action}`)} <kbd className={`${styles.kbd} ${css.actionKey}`}>{key}</kbd>
          </button>
        ))}
      </div>
    </section>
  );
}

/** One complaint: what was reported, the cited message in context, the member, earlier complaints, and the decision (keys d, w, h, b). */
export function Component() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const location = useLocation();
  const session = useConsoleSession();
  const [filter] = useQueueFilter();
  const complaint = useQuery(complaintQuery(id));
  const resolve = useResolve();
  const age = useAge();
  const [action, setAction] = useState<Action>();
  const handed = (location.state as Handed | null)?.resolved;
  const view = complaint.data;
  const siteName = (tenant: string) => session.data?.sites.find((site) => site.id === tenant)?.name ?? tenant;
  const queue = { pathname: '/complaints', search: location.search };

  const choose = (next: Action) => {
    if (!view || view.complaint.status !== 'open') return;
    if (next !== 'dismiss' && !view.profile) return;
    resolve.reset();
    setAction(next);
  };
  useShortcuts({
    d: () => choose('dismiss'),
    w: () => choose('warn'),
    h: () => choose('hide_photo'),
    b: () => choose('ban'),
    Escape: () => void navigate(queue),
  });

  const confirm = (request: ResolveRequest) =>
    resolve.mutate(request, {
      onSuccess: async (answer) => {
        setAction(undefined);
        const resolved = { id: request.id, resolution: answer.complaint.resolution, alsoClosed: answer.also_closed.length };
        const next = await nextOpenComplaint(filter, request.id);
        if (next === undefined) await navigate(queue, { state: { allDone: true } });
        else await navigate({ pathname: `/complaints/${next}`, search: location.search }, { state: { resolved } satisfies Handed });
      },
    });

  if (complaint.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (!view) return <ErrorNote error={complaint.error} />;
  const { complaint: row, profile, message_context: context } = view;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const names = {
    reported: profile?.name ?? '',
    reporter: row.reporter.name ?? row.reporter.email ?? t('complaints.visitor'),
    other: t('complaints.sides.other'),
  };

  return (
    <Page
      title={t('complaints.heading', { id: row.id })}
      actions={
        <Link to={queue} className={styles.button.secondary}>
          {t('complaints.back')} <kbd className={styles.kbd}>Esc</kbd>
        </Link>
      }
    >
      {handed && (
        <p role="status" className={styles.notice.success}>
          {t('complaints.resolved_notice', { id: handed.id, resolution: t(`complaints.resolutions.${handed.resolution}`) })}
          {handed.alsoClosed > 0 && ` ${t('complaints.also_closed', { count: handed.alsoClosed })}`}
        </p>
      )}
      <div className={css.layout}>
        <div className={css.column}>
          <section className={styles.card} aria-labelledby="complaint-report">
            <h2 id="complaint-report" className={css.sectionTitle}>
              {t('complaints.report_title')}
            </h2>
            <dl className={css.facts}>
              <dt className={css.factLabel}>{t('complaints.columns.reason')}</dt>
              <dd className={css.factValue}>
                <ReasonPill reason={row.reason} /> <ResolutionPill resolution={row.resolution} />
              </dd>
              <dt className={css.factLabel}>{t('complaints.columns.reporter')}</dt>
              <dd className={css.factValue}>
                <ReporterCell reporter={row.reporter} />
              </dd>
              <dt className={css.factLabel}>{t('complaints.reported_on')}</dt>
              <dd className={css.factValue}>
                {when.format(new Date(row.created_at))} · {age(row.created_at)} · {siteName(row.tenant_id)}
              </dd>
            </dl>
            <p className={css.quote}>{row.text}</p>
          </section>
          {row.has_message && (
            <section className={styles.card} aria-labelledby="complaint-message">
              <h2 id="complaint-message" className={css.sectionTitle}>
                {t('complaints.message_title')}
              </h2>
              <p className={css.hint}>{t('complaints.message_hint')}</p>
              {context ? <MessageThread context={context} names={names} /> : <p className={styles.muted}>{t('complaints.message_gone')}</p>}
            </section>
          )}
          <section className={styles.card} aria-labelledby="complaint-others">
            <h2 id="complaint-others" className={css.sectionTitle}>
              {t('complaints.others_title')}
            </h2>
            {view.other_complaints.length ? (
              <ul className={css.others}>
                {view.other_complaints.map((other) => (
                  <li key={other.id} className={css.other}>
                    <span className={css.badges}>
                      <Link to={{ pathname: `/complaints/${other.id}`, search: location.search }}>#{other.id}</Link>
                      <ReasonPill reason={other.reason} />
                      <ResolutionPill resolution={other.resolution} />
                      <span className={styles.muted}>{when.format(new Date(other.created_at))}</span>
                    </span>
                    <span className={css.words}>{other.text}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{t('complaints.others_none')}</p>
            )}
          </section>
        </div>
        <div className={css.side}>
          <Decision view={view} onChoose={choose} />
          {profile ? <ProfilePanel profile={profile} siteName={siteName(profile.tenant_id)} /> : <p className={styles.card}>{t('complaints.no_member')}</p>}
        </div>
      </div>
      {action && (
        <ResolveDialog
          key={action}
          action={action}
          complaint={row}
          name={profile?.name ?? ''}
          photos={profile?.photos.filter((photo) => photo.status !== 'rejected') ?? []}
          pending={resolve.isPending}
          error={resolve.error}
          onConfirm={confirm}
          onClose={() => setAction(undefined)}
        />
      )}
    </Page>
  );
}
