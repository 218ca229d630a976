import type { CustomerRecord } from '../catalog/model.js';
import type { CartRecord } from '../shopify/storefront/cart/cart-record.js';
import { emptyForm, type FormValues } from './checkout-form.js';
import type { ShippingOption } from './checkout-totals.js';
import { provinceByCode } from './provinces.js';

/**
 * The form as first shown: the contact e-mail of the signed-in customer (or of the cart's buyer
 * identity), their default Canadian address, and the first shipping option.
 */
export function prefilledForm(cart: CartRecord, customer: CustomerRecord | undefined, options: readonly ShippingOption[]): FormValues {
  const values = emptyForm();
  values.email = customer?.email ?? cart.buyerIdentity.email ?? '';
  values.shipping = options[0]?.id ?? '';
  const address = customer?.addresses.find((candidate) => candidate.id === customer.defaultAddressId);
  if (address && address.countryCode === 'CA' && provinceByCode(address.provinceCode)) {
    Object.assign(values, {
      firstName: address.firstName,
      lastName: address.lastName,
      address1: address.address1,
      address2: address.address2,
      city: address.city,
      province: address.provinceCode,
      postalCode: address.zip,
      phone: address.phone,
    });
  } else if (customer) {
    Object.assign(values, { firstName: customer.firstName, lastName: customer.lastName });
  }
  return values;
}
