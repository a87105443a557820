import { useTranslation } from '#client/i18n/useTranslation';
import type { CompanyInfo } from '#client/queries/site';
import * as styles from './transactions.css';
import { countryName } from '#client/lib/intl';

/** The seller on a receipt: the operator company with its numbers and support contacts. */
export function CompanyBlock({ company }: { company: CompanyInfo }) {
  const { t, i18n } = useTranslation();
  return (
    <address className={styles.company} data-testid="company-block">
      <span className={styles.companyName}>{company.name}</span>
      <span>{company.address}</span>
      <span>
        {company.postal_code} {company.city}
      </span>
      <span>{countryName(i18n.language, company.country)}</span>
      <span>{t('transactions.registration', { number: company.registration_number })}</span>
      {company.vat_numbers.length > 0 && <span>{t('transactions.vat', { numbers: company.vat_numbers.join(', ') })}</span>}
      <a href={`tel:${company.support_phone}`}>{company.support_phone}</a>
      <a href={`mailto:${company.support_email}`}>{company.support_email}</a>
    </address>
  );
}
