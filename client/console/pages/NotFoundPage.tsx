import { useTranslation } from '#client/i18n/useTranslation';
import { Link } from 'react-router';
import { Page } from '../components/Page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('not_found.title')}>
      <p>{t('not_found.text')}</p>
      <p>
        <Link to="/">{t('not_found.home')}</Link>
      </p>
    </Page>
  );
}
