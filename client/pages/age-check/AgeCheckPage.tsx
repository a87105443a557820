import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { AgeCheckCall } from '#client/components/AgeCheck/AgeCheckCall';
import { returnPath } from '#client/components/AgeCheck/return-path';
import { Alert } from '#client/components/Alert/Alert';
import { button } from '#client/components/Button/button.css';
import { ageCheckQuery } from '#client/queries/age-check';
import { queryKeys } from '#client/queries/keys';
import * as accountStyles from '../account/account.css';

/**
 * /age-check: where the provider sends the member back (decision 0144). It shows where the check
 * stands, asks again while the provider decides, and once passed sends them on to where they were.
 */
export function AgeCheckPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { api } = usePageEnv();
  const queryClient = useQueryClient();
  const check = useSuspenseQuery(ageCheckQuery(api)).data;
  const navigate = useNavigate();
  const passed = check.state === 'passed';
  useEffect(() => {
    // The pass lifts the blur and the refusals everywhere: the member's answer says so.
    if (passed) void queryClient.invalidateQueries({ queryKey: queryKeys.user });
  }, [passed, queryClient]);

  return (
    <section className={accountStyles.wide} data-testid="age-check-page" data-state={check.state}>
      <title>{`${t('age_assurance.page_title')} | ${settings.name}`}</title>
      <h1 className={accountStyles.title}>{t('age_assurance.page_title')}</h1>
      {passed && (
        <>
          <Alert tone="success" testId="age-check-status">
            {t('age_assurance.state_passed')}
          </Alert>
          <Link
            to="/members"
            className={button.primary}
            data-testid="age-check-continue"
            onClick={(event) => {
              // Back to where the member was when they started (read at the click: the server cannot know this tab).
              event.preventDefault();
              void navigate(returnPath('/members'));
            }}
          >
            {t('age_assurance.go_on')}
          </Link>
        </>
      )}
      {check.state === 'pending' && (
        <Alert tone="info" testId="age-check-status">
          {t('age_assurance.state_pending')}
        </Alert>
      )}
      {(check.state === 'declined' || check.state === 'retry') && (
        <Alert tone="warning" testId="age-check-status">
          {t(`age_assurance.state_${check.state}`)}
        </Alert>
      )}
      {check.state === 'none' && check.required && <p className={accountStyles.muted}>{t('age_assurance.state_none')}</p>}
      {check.required && check.state !== 'pending' && <AgeCheckCall />}
      {!passed && !check.required && <p className={accountStyles.muted}>{t('age_assurance.not_needed')}</p>}
    </section>
  );
}
