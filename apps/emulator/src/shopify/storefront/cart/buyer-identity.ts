import type { CustomerRecord } from '../../../catalog/model.js';
import { cartErrors } from './cart-errors.js';
import type { CartUserError } from './cart-pricing-types.js';
import type { BuyerIdentityRecord } from './cart-record.js';

export interface BuyerIdentityInput {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  customerAccessToken?: string | null;
  companyLocationId?: string | null;
}

/** The customer a Customer Account API access token belongs to, if the token is valid. */
export type CustomerForToken = (token: string) => Promise<CustomerRecord | undefined>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The buyer identity after an update: given fields replace the current ones, absent ones stay. A
 * valid customer access token attaches its customer (and their e-mail when the cart has none);
 * an invalid one, a malformed e-mail or a company location (this shop sells to no companies) refuses the update.
 */
export async function updateBuyerIdentity(
  current: BuyerIdentityRecord,
  input: BuyerIdentityInput,
  field: readonly string[],
  customerForToken: CustomerForToken,
): Promise<{ identity: BuyerIdentityRecord; userErrors: CartUserError[] }> {
  const userErrors: CartUserError[] = [];
  if (input.email && !EMAIL.test(input.email.trim())) userErrors.push(cartErrors.invalidEmail([...field, 'email']));
  if (input.companyLocationId) userErrors.push(cartErrors.invalidCompanyLocation([...field, 'companyLocationId']));
  let customer: CustomerRecord | undefined;
  if (input.customerAccessToken) {
    customer = await customerForToken(input.customerAccessToken);
    if (!customer) userErrors.push(cartErrors.invalidCustomer([...field, 'customerAccessToken']));
  }
  if (userErrors.length > 0) return { identity: current, userErrors };
  const email = input.email !== undefined ? input.email?.trim() || null : current.email;
  return {
    identity: {
      email: email ?? customer?.email ?? null,
      phone: input.phone !== undefined ? input.phone?.trim() || null : current.phone,
      countryCode: input.countryCode ?? current.countryCode,
      customerId: input.customerAccessToken === null ? null : (customer?.id ?? current.customerId),
    },
    userErrors,
  };
}
