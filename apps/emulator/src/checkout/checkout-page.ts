import type { CustomerRecord } from '../catalog/model.js';
import type { PricedCart } from '../shopify/storefront/cart/cart-pricing-types.js';
import { errorSummary, fieldAnchor, selectField, textField } from './checkout-fields.js';
import type { FieldError, FormValues } from './checkout-form.js';
import { escapeHtml, formatMoney, renderPage } from './checkout-layout.js';
import { TEXT, type PageLanguage } from './checkout-text.js';
import type { CheckoutTotals, ShippingOption } from './checkout-totals.js';
import { renderSummary } from './order-summary.js';
import { PROVINCES } from './provinces.js';

export interface CheckoutPageInput {
  language: PageLanguage;
  priced: PricedCart;
  totals: CheckoutTotals;
  shippingOptions: readonly ShippingOption[];
  values: FormValues;
  errors: readonly FieldError[];
  /** A problem with the order as a whole (stock that ran out). */
  notice?: string;
  signedIn: CustomerRecord | undefined;
  /** Where the form posts (the checkout URL with its key and locale). */
  actionUrl: string;
  switchLanguageUrl: string;
  storefrontUrl: string;
  origin: string;
}

function shippingFieldset(input: CheckoutPageInput): string {
  const text = TEXT[input.language];
  const error = input.errors.find((candidate) => candidate.field === 'shipping');
  const options = input.shippingOptions
    .map((option, index) => {
      const id = index === 0 ? fieldAnchor('shipping').slice(1) : `shipping-${option.id}`;
      const price = option.id === 'priority' ? text.included : option.cents === 0 ? text.free : formatMoney(option.cents, input.language);
      const checked = input.values.shipping === option.id ? ' checked' : '';
      return `<div class="option"><label for="${id}"><input type="radio" id="${id}" name="shipping" value="${option.id}"${checked} required>${text[option.label]}</label><span>${price}</span></div>`;
    })
    .join('');
  const errorHtml = error ? `<p class="field-error" id="shipping-error">${escapeHtml(error.message)}</p>` : '';
  return `<fieldset${error ? ' aria-describedby="shipping-error"' : ''}><legend>${text.shippingMethod}</legend>${options}${errorHtml}</fieldset>`;
}

/** The hosted checkout form: contact, Canadian delivery address, shipping method and test payment, beside the order summary. */
export function renderCheckoutPage(input: CheckoutPageInput): string {
  const { language, values, errors } = input;
  const text = TEXT[language];
  const field = (name: Parameters<typeof textField>[0]['name'], label: string, autocomplete: string, extra: Partial<Parameters<typeof textField>[0]> = {}) =>
    textField({ name, label, values, errors, autocomplete, ...extra });
  const signedIn = input.signedIn ? `<p class="hint">${text.signedInAs} ${escapeHtml(input.signedIn.email)}</p>` : '';
  const provinces = PROVINCES.map((province) => ({ value: province.code, label: province.name[language] }));
  const body = `<section aria-labelledby="checkout-heading">
<h1 id="checkout-heading">${text.title}</h1>
${errorSummary(text.errorSummary, errors, input.notice)}
<form method="post" action="${escapeHtml(input.actionUrl)}" novalidate>
<fieldset><legend>${text.contact}</legend>${signedIn}${field('email', text.email, 'email', { type: 'email' })}</fieldset>
<fieldset><legend>${text.delivery}</legend>
<p class="hint">${text.country}: Canada</p>
<div class="row two">${field('firstName', text.firstName, 'given-name')}${field('lastName', text.lastName, 'family-name')}</div>
${field('address1', text.address1, 'address-line1')}
${field('address2', text.address2, 'address-line2', { required: false })}
<div class="row three">${field('city', text.city, 'address-level2')}${selectField({ name: 'province', label: text.province, values, errors, autocomplete: 'address-level1', choices: provinces, placeholder: text.chooseProvince })}${field('postalCode', text.postalCode, 'postal-code')}</div>
${field('phone', text.phone, 'tel', { type: 'tel', required: false })}
</fieldset>
${shippingFieldset(input)}
<fieldset><legend>${text.payment}</legend>
<p class="hint">${text.testMode}</p>
${field('cardNumber', text.cardNumber, 'cc-number', { inputmode: 'numeric' })}
<div class="row two">${field('cardExpiry', text.cardExpiry, 'cc-exp', { inputmode: 'numeric' })}${field('cardCvc', text.cardCvc, 'cc-csc', { inputmode: 'numeric' })}</div>
${field('cardName', text.cardName, 'cc-name')}
</fieldset>
<button type="submit" class="pay">${text.pay} · ${formatMoney(input.totals.totalCents, language)}</button>
</form>
</section>
${renderSummary(input.priced, input.totals, language, input.origin)}`;
  return renderPage({ language, title: text.title, storefrontUrl: input.storefrontUrl, body, wide: true, switchLanguageUrl: input.switchLanguageUrl });
}
