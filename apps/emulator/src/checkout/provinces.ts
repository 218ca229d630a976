import type { PageLanguage } from './checkout-text.js';

export interface Province {
  code: string;
  name: Record<PageLanguage, string>;
  /** First letters of the province's postal codes (Canada Post's forward sortation areas). */
  postalPrefixes: string;
}

/** Canada's provinces and territories, as Shopify's checkout lists them. */
export const PROVINCES: readonly Province[] = [
  { code: 'AB', name: { en: 'Alberta', fr: 'Alberta' }, postalPrefixes: 'T' },
  { code: 'BC', name: { en: 'British Columbia', fr: 'Colombie-Britannique' }, postalPrefixes: 'V' },
  { code: 'MB', name: { en: 'Manitoba', fr: 'Manitoba' }, postalPrefixes: 'R' },
  { code: 'NB', name: { en: 'New Brunswick', fr: 'Nouveau-Brunswick' }, postalPrefixes: 'E' },
  { code: 'NL', name: { en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' }, postalPrefixes: 'A' },
  { code: 'NT', name: { en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' }, postalPrefixes: 'X' },
  { code: 'NS', name: { en: 'Nova Scotia', fr: 'Nouvelle-Écosse' }, postalPrefixes: 'B' },
  { code: 'NU', name: { en: 'Nunavut', fr: 'Nunavut' }, postalPrefixes: 'X' },
  { code: 'ON', name: { en: 'Ontario', fr: 'Ontario' }, postalPrefixes: 'KLMNP' },
  { code: 'PE', name: { en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' }, postalPrefixes: 'C' },
  { code: 'QC', name: { en: 'Quebec', fr: 'Québec' }, postalPrefixes: 'GHJ' },
  { code: 'SK', name: { en: 'Saskatchewan', fr: 'Saskatchewan' }, postalPrefixes: 'S' },
  { code: 'YT', name: { en: 'Yukon', fr: 'Yukon' }, postalPrefixes: 'Y' },
];

export const provinceByCode = (code: string): Province | undefined => PROVINCES.find((province) => province.code === code);

// A1A 1A1; D, F, I, O, Q and U are never used, nor W and Z as the first letter.
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY])(\d)([ABCEGHJ-NPRSTV-Z]) ?(\d)([ABCEGHJ-NPRSTV-Z])(\d)$/;

/** A Canadian postal code in Canada Post's form ("H2X 1Y4"), or null when it is not one. */
export function normalisePostalCode(value: string): string | null {
  const match = POSTAL_CODE.exec(value.trim().toUpperCase().replace(/\s+/g, ' '));
  return match ? `${match[1]}${match[2]}${match[3]} ${match[4]}${match[5]}${match[6]}` : null;
}
