import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from '#client/i18n/useTranslation';
import { usePageEnv, useSettings } from '#client/app-context';
import { companyInfoQuery } from '#client/queries/site';
import { MIN_AGE } from '#server/contract/age';
import * as styles from './StaticPage.css';
import { Imprint } from './Imprint';
import { queryKeys } from '#client/queries/keys';
import { countryName } from '#client/lib/intl';

interface Section {
  heading: string;
  body: string[];
}

/** Terms, privacy, cookies, ban, returns, FAQ, service and the imprint: the tenant's name and company filled in. */
export function StaticPage() {
  const { page = '' } = useParams();
  const { t, i18n } = useTranslation('pages');
  const settings = useSettings();
  const { api } = usePageEnv();
  const company = useSuspenseQuery(companyInfoQuery(api)).data;
  const queryClient = useQueryClient();
  // Set before the page renders (root loader, or the 403 that led here), so server and browser agree.
  const banned = page === 'ban' && queryClient.getQueryData(queryKeys.banned) === true;
  const country = countryName(i18n.language, company.country);
  const values = {
    site: settings.name,
    domain: settings.domain,
    company: company.name,
    companyAddress: `${company.address}, ${company.postal_code} ${company.city}, ${country}`,
    registration: company.registration_number,
    vat: company.vat_numbers.join(', '),
    email: settings.support_email,
    phone: settings.support_phone,
    refundDays: settings.refund_days,
    termsDate: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(company.terms_date)),
    minAge: MIN_AGE,
  };
  if (page === 'imprint') return <Imprint company={company} />;
  const title = t(`${page}.title`, values);
  const sections = t(`${page}.sections`, { ...values, returnObjects: true }) as Section[];
  const isFaq = page === 'faq';

  return (
    <article className={styles.article} data-testid={`static-page-${page}`}>
      <title>{`${title} | ${settings.name}`}</title>
      <h1>{title}</h1>
      {banned && (
        <section className={styles.notice} role="alert" data-testid="ban-notice">
          <h2 className={styles.noticeTitle}>{t('ban.member_notice.title')}</h2>
          <p>{t('ban.member_notice.body', values)}</p>
        </section>
      )}
      <p className={styles.intro}>{t(`${page}.intro`, values)}</p>
      {sections.map((section) =>
        isFaq ? (
          <details key={section.heading} className={styles.question}>
            <summary className={styles.summary}>{section.heading}</summary>
            {section.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </details>
        ) : (
          <section key={section.heading}>
            <h2 className={styles.heading}>{section.heading}</h2>
            {section.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ),
      )}
      {page === 'service' && (
        <p className={styles.contact}>
          <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
          {' · '}
          <a href={`tel:${settings.support_phone}`}>{settings.support_phone}</a>
        </p>
      )}
    </article>
  );
}
