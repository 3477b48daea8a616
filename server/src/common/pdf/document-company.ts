import { COMPANY } from '../../config/company.js';
import type { Locale } from '../locale.js';

/** How a receipt or certificate names the company, in the reader's language. */
export interface DocumentCompany {
  name: string;
  legalName: string;
  addressLines: readonly string[];
  /** The registration line at the foot of a receipt. */
  registration: string;
}

const ENGLISH: DocumentCompany = {
  name: COMPANY.name,
  legalName: COMPANY.legalName,
  addressLines: COMPANY.addressLines,
  registration: `${COMPANY.legalName} · ${COMPANY.commercialRegister} · Tax card ${COMPANY.taxCard}`,
};

// The same facts as config/company.ts, written as the Arabic site names the company
// (public-site/src/content/ar): numbers stay in Latin digits (ADR 0021).
const ARABIC: DocumentCompany = {
  name: 'بترولينك لخدمات الطاقة',
  legalName: 'بترولينك لخدمات الطاقة ش.م.م',
  addressLines: ['مبنى 27، شارع التسعين الجنوبي', 'التجمع الخامس، القاهرة الجديدة، مصر'],
  registration: `بترولينك لخدمات الطاقة ش.م.م · سجل تجاري 148213 (القاهرة الجديدة) · بطاقة ضريبية ${COMPANY.taxCard}`,
};

export const documentCompany = (locale: Locale): DocumentCompany =>
  locale === 'ar' ? ARABIC : ENGLISH;
