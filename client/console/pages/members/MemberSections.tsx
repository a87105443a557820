import type { ReactNode } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { Link } from 'react-router';
import * as styles from '#client/console/styles.css';
import type { ConsoleMemberDetail } from '#client/console/queries/members';
import { AgeAssuranceSection } from './AgeAssuranceSection';
import { MemberPhotos } from './MemberPhotos';
import * as css from './members.css';
import { detailText, Facts, known, Section, Table, useFormats } from './section-parts';

/** Everything the member page shows below its header: account, profile, photos, money, complaints, conversations, history. */
export function MemberSections({ member, siteName }: { member: ConsoleMemberDetail; siteName: string }) {
  const { t } = useTranslation();
  const f = useFormats();
  const { account, profile } = member;
  const yes = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  const tracking = [account.tracking.last.network, account.tracking.last.ref, account.tracking.last.sub1].filter(Boolean).join(' · ');
  const firstTouch = account.tracking.first ? [account.tracking.first.network, account.tracking.first.ref].filter(Boolean).join(' · ') : '';
  const memberLink = (other: { id: number; name: string | null } | null, visitorEmail: string | null) =>
    other ? <Link to={`/members/${other.id}`}>{other.name ?? `#${other.id}`}</Link> : (visitorEmail ?? '–');
  const complaintRows = (rows: ConsoleMemberDetail['complaints']['about']) =>
    rows.map((row) => [
      f.when(row.created_at),
      known(t, `members.complaint_reasons.${row.reason}`, row.reason),
      memberLink(row.other, row.visitor_email),
      row.text || '–',
      row.resolution ? known(t, `members.resolutions.${row.resolution}`, row.resolution) : t(`members.complaint_status.${row.status}`),
    ]);

  return (
    <div className={css.sections}>
      <Section title={t('members.sections.account')}>
        <Facts
          rows={[
            [t('members.fields.email'), account.email],
            [t('members.fields.site'), siteName],
            [t('members.fields.language'), account.language],
            [t('members.fields.signed_up'), f.when(account.signup_date)],
            [
              t('members.fields.terms'),
              account.terms_version && account.terms_accepted_at
                ? t('members.terms_accepted', { version: account.terms_version, when: f.when(account.terms_accepted_at) })
                : t('members.terms_not_recorded'),
            ],
            [t('members.fields.credits'), f.number(account.credits)],
            [t('members.fields.paid'), yes(account.paid)],
            [t('members.fields.verified'), account.verified_at ? f.when(account.verified_at) : t('common.no')],
            [t('members.fields.banned'), account.banned_at ? f.when(account.banned_at) : t('common.no')],
            ...(account.ban_reason ? [[t('members.fields.ban_reason'), account.ban_reason] as [string, ReactNode]] : []),
            [t('members.fields.invisible'), yes(account.invisible)],
            [t('members.fields.only_verified'), yes(account.only_verified_messages)],
            [
              t('members.fields.mail_stopped'),
              account.email_disabled ? known(t, `members.mail_stops.${account.email_disabled}`, account.email_disabled) : t('common.no'),
            ],
            ...(account.mail_failures.length
              ? [
                  [
                    t('members.fields.mail_failing'),
                    account.mail_failures
                      .map((failure) =>
                        t(failure.retrying ? 'members.mail_failing.retrying' : 'members.mail_failing.given_up', {
                          mail: known(t, `members.account_mails.${failure.mail}`, failure.mail),
                          reason: failure.error,
                        }),
                      )
                      .join('; '),
                  ] as [string, ReactNode],
                ]
              : []),
            ...(account.deletion_requested_at ? [[t('members.fields.deletion_requested'), f.when(account.deletion_requested_at)] as [string, ReactNode]] : []),
            [t('members.fields.source'), tracking || t('members.direct')],
            ...(firstTouch ? [[t('members.fields.first_source'), firstTouch] as [string, ReactNode]] : []),
            [t('members.fields.sessions'), t('members.sessions', { count: account.live_sessions })],
          ]}
        />
      </Section>

      <Section title={t('members.sections.profile')}>
        {profile ? (
          <>
            <Facts
              rows={[
                [t('members.fields.name'), profile.name],
                [t('members.fields.age'), f.number(profile.age)],
                [t('members.fields.gender'), known(t, `members.genders.${profile.gender}`, profile.gender)],
                [t('members.fields.country'), [profile.country, profile.region].filter(Boolean).join(' · ')],
                [t('members.fields.visible'), yes(profile.visible)],
                [t('members.fields.fictional'), yes(profile.fictional)],
              ]}
            />
            <p className={css.about}>{profile.about_me || <span className={styles.muted}>{t('members.no_about')}</span>}</p>
          </>
        ) : (
          <p className={styles.muted}>{t('members.no_profile')}</p>
        )}
      </Section>

      <AgeAssuranceSection record={member.age_assurance} />

      <Section title={`${t('members.sections.photos')} (${member.photos.length})`} wide>
        <MemberPhotos member={member} />
      </Section>

      <Section title={t('members.sections.ledger')} wide>
        <Table
          label={t('members.sections.ledger')}
          head={[t('members.columns.date'), t('members.columns.amount'), t('members.columns.reason'), t('members.columns.note')]}
          numeric={[1]}
          text={[3]}
          empty={t('members.none_yet')}
          rows={member.ledger.map((row) => [
            f.when(row.created_at),
            <span className={row.amount < 0 ? css.negative : css.positive}>{f.signed(row.amount)}</span>,
            known(t, `members.ledger_reasons.${row.reason}`, row.reason),
            row.note ?? '',
          ])}
        />
      </Section>

      <Section title={t('members.sections.payments')} wide>
        <Table
          label={t('members.sections.payments')}
          head={[
            t('members.columns.date'),
            t('members.columns.amount'),
            t('members.columns.credits'),
            t('members.columns.method'),
            t('members.columns.status'),
            t('members.columns.refunded'),
          ]}
          numeric={[1, 2, 5]}
          empty={t('members.none_yet')}
          rows={member.payments.map((row) => [
            f.when(row.created_at),
            f.money(row.amount, row.currency),
            f.number(row.credits),
            `${row.method} · ${row.provider}`,
            known(t, `members.payment_status.${row.status}`, row.status),
            row.refunded_amount ? f.money(row.refunded_amount, row.currency) : '–',
          ])}
        />
      </Section>

      <Section title={t('members.sections.complaints_about')}>
        <Table
          label={t('members.sections.complaints_about')}
          head={[t('members.columns.date'), t('members.columns.reason'), t('members.columns.reporter'), t('members.columns.text'), t('members.columns.status')]}
          text={[3]}
          empty={t('members.none_yet')}
          rows={complaintRows(member.complaints.about)}
        />
      </Section>

      <Section title={t('members.sections.complaints_by')}>
        <Table
          label={t('members.sections.complaints_by')}
          head={[t('members.columns.date'), t('members.columns.reason'), t('members.columns.reported'), t('members.columns.text'), t('members.columns.status')]}
          text={[3]}
          empty={t('members.none_yet')}
          rows={complaintRows(member.complaints.by)}
        />
      </Section>

      <Section title={t('members.sections.conversations')} wide>
        <p className={styles.muted}>{t('members.conversations_note')}</p>
        <Table
          label={t('members.sections.conversations')}
          head={[
            t('members.columns.with'),
            t('members.columns.messages'),
            t('members.columns.sent'),
            t('members.columns.credits_spent'),
            t('members.columns.last_message'),
          ]}
          numeric={[1, 2, 3]}
          empty={t('members.none_yet')}
          rows={member.conversations.map((row) => [
            <>
              {memberLink(row.counterpart, null)} {row.counterpart.fictional && <span className={styles.pill.neutral}>{t('members.pills.fictional')}</span>}
            </>,
            f.number(row.messages),
            f.number(row.sent),
            f.number(row.credits_spent),
            f.when(row.last_message_at),
          ])}
        />
      </Section>

      <Section title={t('members.sections.history')} wide>
        <Table
          label={t('members.sections.history')}
          head={[t('members.columns.date'), t('members.columns.operator'), t('members.columns.action'), t('members.columns.detail')]}
          text={[3]}
          empty={t('members.none_yet')}
          rows={member.history.map((row) => [
            f.when(row.created_at),
            row.operator ?? '–',
            known(t, `members.history_actions.${row.action}`, row.action),
            detailText(row.detail),
          ])}
        />
      </Section>
    </div>
  );
}
