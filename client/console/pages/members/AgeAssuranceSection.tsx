import { useTranslation } from '#client/i18n/useTranslation';
import * as styles from '#client/console/styles.css';
import type { ConsoleMemberDetail } from '#client/console/queries/members';
import { Facts, known, Section, Table, useFormats } from './section-parts';

/**
 * The member's age assurance (decision 0144): whether, when and how they passed, and each check at
 * a provider with its reference there, so an operator can answer a regulator or the member. No
 * document or birth date is kept, so none is shown.
 */
export function AgeAssuranceSection({ record }: { record: ConsoleMemberDetail['age_assurance'] }) {
  const { t } = useTranslation();
  const f = useFormats();
  return (
    <Section title={t('members.age_assurance.title')} wide>
      <Facts
        rows={[
          [
            t('members.age_assurance.passed'),
            record.passed && record.assured_at ? (
              <span data-testid="console-age-passed">{t('members.age_assurance.passed_at', { when: f.when(record.assured_at) })}</span>
            ) : (
              t('members.age_assurance.not_passed')
            ),
          ],
          [t('members.age_assurance.method'), record.method ? known(t, `members.age_assurance.methods.${record.method}`, record.method) : '–'],
        ]}
      />
      {record.checks.length > 0 ? (
        <Table
          label={t('members.age_assurance.title')}
          head={[
            t('members.columns.date'),
            t('members.age_assurance.country'),
            t('members.age_assurance.provider'),
            t('members.columns.status'),
            t('members.age_assurance.decided'),
            t('members.age_assurance.reference'),
          ]}
          empty={t('members.none_yet')}
          rows={record.checks.map((check) => [
            f.when(check.started_at),
            check.country,
            check.provider,
            known(t, `members.age_assurance.statuses.${check.status}`, check.status),
            f.when(check.decided_at),
            <code key="reference">{check.reference}</code>,
          ])}
        />
      ) : (
        <p className={styles.muted}>{t('members.age_assurance.no_checks')}</p>
      )}
    </Section>
  );
}
