import type { CompanyInfo } from '#server/contract/answers/site';
import type { Company, Tenant } from './schema';

/** The terms are versioned 2023-12-01, or the company's added date when later (docs/product.md#static-pages). */
export const BASE_TERMS_DATE = '2023-12-01';

export function termsVersionDate(company: Pick<Company, 'added'>): string {
  return company.added > BASE_TERMS_DATE ? company.added : BASE_TERMS_DATE;
}

/**
 * The version of a site's terms: the site file's `terms_version`, else the default above. The terms
 * page shows it and a sign-up records it, so what a member accepted is what the page said
 * (docs/decisions/0147-legal-links-and-terms-version.md).
 */
export function siteTermsVersion(site: { tenant: Pick<Tenant, 'terms_version'>; company: Pick<Company, 'added'> }): string {
  return site.tenant.terms_version ?? termsVersionDate(site.company);
}

/** The support phone is shown and dialled without hyphens and spaces (docs/product.md#static-pages). */
export function formatSupportPhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

/**
 * GET /api/companyinfo.php (and the legal pages): the company as server/contract/answers/site.ts
 * declares it, with the date of the asking site's terms.
 */
export function presentCompany(company: Company, termsDate: string = termsVersionDate(company)): CompanyInfo {
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
    terms_date: termsDate,
  };
}
