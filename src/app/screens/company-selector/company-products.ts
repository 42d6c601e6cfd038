import type { Company } from '~/api/contract/company';
import { productText } from '../entry-parts/product-words';

const names: Record<Company['active_product_types_for_application'][number]['product_type_code'], string> = {
  LOAN: productText.loan.name,
  EWA: productText.ewa.name,
  QUICK_LOAN: productText.quickLoan.name,
  INSURANCE: productText.insurance.name,
  FINTELLIGENCE: productText.fintelligence.name,
};

/**
 * The products a company offers through Lakbay, in home's names, from what the platform sends
 * (active_product_types_for_application, and insurance also from cst_data), so a borrower picking their employer
 * sees before choosing it that it has, say, no salary loan. Null: it offers none (the list says so its own way).
 */
export function companyProductsText(c: Pick<Company, 'active_product_types_for_application' | 'cst_data'>): string | null {
  const codes = new Set(c.active_product_types_for_application.map((p) => p.product_type_code));
  if (c.cst_data.has_insurance) codes.add('INSURANCE');
  if (codes.size === 0) return null;
  const order = ['LOAN', 'EWA', 'QUICK_LOAN', 'INSURANCE', 'FINTELLIGENCE'] as const;
  const offered = order.filter((code) => codes.has(code)).map((code) => names[code]);
  return `Offers: ${offered.join(', ')}${codes.has('LOAN') ? '' : ' (no salary loan)'}`;
}
