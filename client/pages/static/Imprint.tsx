import type { ReactNode } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import { useSettings } from '#client/app-context';
import type { CompanyInfo } from '#client/queries/site';
import * as styles from './StaticPage.css';
import { countryName } from '#client/lib/intl';

/**
 * /pages/imprint: who provides the site, from the company file (company info), in the page's
 * language. Every place that takes a sign-up links it (decision 0147).
 */
export function Imprint({ company }: { company: CompanyInfo }) {
  const { t, i18n } = useTranslation('pages');
  const settings = useSettings();
  const country = countryName(i18n.language, company.country);
  const title = t('imprint.title');
  const facts: [string, ReactNode][] = [
    [t('imprint.company'), company.name],
    [
      t('imprint.address'),
      <>
        {company.address}
        <br />
        {`${company.postal_code} ${company.city}`}
        <br />
        {country}
      </>,
    ],
    [t('imprint.registration'), company.registration_number],
  ];
  if (company.vat_numbers.length) facts.push([t('imprint.vat'), company.vat_numbers.join(', ')]);
  if (company.tradenames.length) facts.push([t('imprint.tradenames'), company.tradenames.join(', ')]);
  facts.push([
    t('imprint.contact'),
    <>
      <a href={`mailto:${company.support_email}`}>{company.support_email}</a>
      <br />
      <a href={`tel:${company.support_phone}`}>{company.support_phone}</a>
    </>,
  ]);
  return (
    <article className={styles.article} data-testid="static-page-imprint">
      <title>{`${title} | ${settings.name}`}</title>
      <h1>{title}</h1>
      <p className={styles.intro}>{t('imprint.intro', { site: settings.name, domain: settings.domain })}</p>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt className={styles.factLabel}>{label}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
