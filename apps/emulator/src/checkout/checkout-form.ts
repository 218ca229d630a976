import type { CustomerAddressRecord } from '../catalog/model.js';
import { ERRORS, type ErrorKey, type PageLanguage } from './checkout-text.js';
import { normalisePostalCode, provinceByCode } from './provinces.js';

const FIELD_NAMES = [
  'email',
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'province',
  'postalCode',
  'phone',
  'shipping',
  'cardNumber',
  'cardExpiry',
  'cardCvc',
  'cardName',
  /** The total in cents the page showed when the shopper pressed Pay (kept current by the page's script). */
  'shownTotal',
] as const;

export type FieldName = (typeof FIELD_NAMES)[number];
export type FormValues = Record<FieldName, string>;

export interface FieldError {
  field: FieldName;
  message: string;
}

export const emptyForm = (): FormValues => Object.fromEntries(FIELD_NAMES.map((name) => [name, ''])) as FormValues;

/** The posted form, every field a trimmed string ('' when absent). */
export function readForm(body: unknown): FormValues {
  const values = emptyForm();
  if (!body || typeof body !== 'object') return values;
  for (const name of FIELD_NAMES) {
    const raw = (body as Record<string, unknown>)[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    values[name] = typeof value === 'string' ? value.trim().slice(0, 300) : '';
  }
  return values;
}

export const fieldError = (field: FieldName, key: ErrorKey, language: PageLanguage, province = ''): FieldError => ({
  field,
  message: ERRORS[language][key].replace('{province}', province),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ValidAddress {
  email: string;
  address: Omit<CustomerAddressRecord, 'id'>;
}

/** Checks contact and delivery fields as Shopify's checkout does for Canada; postal codes must match the province. */
export function validateAddress(values: FormValues, language: PageLanguage): { errors: FieldError[]; valid?: ValidAddress } {
  const errors: FieldError[] = [];
  const required = (field: FieldName, key: ErrorKey) => {
    if (!values[field]) errors.push(fieldError(field, key, language));
  };
  if (!values.email) errors.push(fieldError('email', 'emailMissing', language));
  else if (!EMAIL.test(values.email)) errors.push(fieldError('email', 'emailInvalid', language));
  required('firstName', 'firstNameMissing');
  required('lastName', 'lastNameMissing');
  required('address1', 'address1Missing');
  required('city', 'cityMissing');
  const province = provinceByCode(values.province);
  if (!province) errors.push(fieldError('province', 'provinceMissing', language));
  const postalCode = normalisePostalCode(values.postalCode);
  if (!values.postalCode) errors.push(fieldError('postalCode', 'postalCodeMissing', language));
  else if (!postalCode) errors.push(fieldError('postalCode', 'postalCodeInvalid', language));
  else if (province && !province.postalPrefixes.includes(postalCode[0]!)) errors.push(fieldError('postalCode', 'postalCodeProvince', language, province.name[language]));
  const phoneDigits = values.phone.replace(/[\s().+-]/g, '');
  if (values.phone && !/^1?\d{10}$/.test(phoneDigits)) errors.push(fieldError('phone', 'phoneInvalid', language));
  if (errors.length > 0 || !province || !postalCode) return { errors };
  return {
    errors,
    valid: {
      email: values.email,
      address: {
        firstName: values.firstName,
        lastName: values.lastName,
        address1: values.address1,
        address2: values.address2,
        city: values.city,
        province: province.name.en,
        provinceCode: province.code,
        zip: postalCode,
        country: 'Canada',
        countryCode: 'CA',
        phone: values.phone ? `+1${phoneDigits.slice(-10)}` : '',
      },
    },
  };
}
