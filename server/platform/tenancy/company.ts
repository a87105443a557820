import type { CompanyInfo } from '#server/contract/answers/site';
import type { Company } from './schema';

/** The terms are versioned 2023-12-01, or the company's added date when later (docs/product.md#static-pages). */
export const BASE_TERMS_DATE = '2023-12-01';

export function termsVersionDate(company: Pick<Company, 'added'>): string {
  return company.added > BASE_TERMS_DATE ? company.added : BASE_TERMS_DATE;
}

/** The support phone is shown and dialled without hyphens and spaces (docs/product.md#static-pages). */
export function formatSupportPhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

/** GET /api/companyinfo.php (and the legal pages): the company as server/contract/answers/site.ts declares it. */
export function presentCompany(company: Company): CompanyInfo {
  return {
    id: company.id,
    name: company.name,
    address: company.address,
    postal_code: company.postal_code,
    city: company.city,
    country: company.country,
    registration_number: company.registration_number,
    tradenames: company.tradenames,
    vat_numbers: company.vat_numbers,
    support_phone: formatSupportPhone(company.support_phone),
    support_email: company.support_email,
    delete_discount: company.delete_discount,
    sepa_creditor_id: company.sepa_creditor_id ?? null,
    added: company.added,
    terms_date: termsVersionDate(company),
  };
}
