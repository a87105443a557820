import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { useStandalone } from '#client/hooks/useStandalone';
import { MIN_AGE } from '#server/contract/age';
import { setCookie } from '#client/lib/cookies';
import { useCurrentUser } from '#client/queries/user';
import { button } from '../Button/button.css';
import { Modal } from '../Modal/Modal';
import { ENTRY_WARNING_COOKIE, ENTRY_WARNING_COOKIE_MAX_AGE_S } from '#server/contract/cookies';
import { shouldShowEntryWarning } from './rules';

/** The adult-content warning; it needs an explicit answer, so no backdrop or Escape close. */
export function SiteEntryWarning({ onlyCountries }: { onlyCountries?: readonly string[] }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const { cookies } = usePageEnv();
  const [dismissed, setDismissed] = useState(cookies[ENTRY_WARNING_COOKIE] === '1');
  const standalone = useStandalone();
  const loggedIn = Boolean(useCurrentUser());

  if (!shouldShowEntryWarning({ settings, dismissed, standalone, loggedIn, onlyCountries })) return null;

  const accept = () => {
    setCookie(ENTRY_WARNING_COOKIE, '1', ENTRY_WARNING_COOKIE_MAX_AGE_S);
    setDismissed(true);
  };

  return (
    <Modal
      title={t('entry_warning.title')}
      testId="site-entry-warning"
      actions={
        <>
          <Link className={button.ghost} to="/pages/ban" onClick={() => setDismissed(true)}>
            {t('entry_warning.leave')}
          </Link>
          <button type="button" className={button.primary} onClick={accept}>
            {t('entry_warning.accept', { minAge: MIN_AGE })}
          </button>
        </>
      }
    >
      <p>{t('entry_warning.text', { site: settings.name })}</p>
      <p>{t('entry_warning.age', { minAge: MIN_AGE })}</p>
    </Modal>
  );
}
