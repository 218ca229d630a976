import type { CustomerRecord } from '../catalog/model.js';
import type { PricedCart } from '../shopify/storefront/cart/cart-pricing-types.js';
import { errorSummary, fieldAnchor, selectField, textField } from './checkout-fields.js';
import type { FieldError, FormValues } from './checkout-form.js';
import { escapeHtml, formatMoney, renderPage, withColon } from './checkout-layout.js';
import { TEXT, type PageLanguage } from './checkout-text.js';
import type { CheckoutTotals, ShippingOption } from './checkout-totals.js';
import { payLabel, renderSummary, renderTotals } from './order-summary.js';
import { PROVINCES } from './provinces.js';

export interface CheckoutPageInput {
  language: PageLanguage;
  priced: PricedCart;
  /** The totals for the shipping option and province in `values`. */
  totals: CheckoutTotals;
  /** The totals for any shipping option and province (null: none chosen), for updating the summary as the shopper picks. */
  totalsFor: (shipping: ShippingOption, province: string | null) => CheckoutTotals;
  shippingOptions: readonly ShippingOption[];
  /** The store a pickup is collected from. */
  storeLocationName: string;
  values: FormValues;
  errors: readonly FieldError[];
  /** A problem with the order as a whole (stock that ran out). */
  notice?: string;
  signedIn: CustomerRecord | undefined;
  /** Where the form posts (the checkout URL with its key and locale). */
  actionUrl: string;
  switchLanguageUrl: string;
  /** The seeded shop's name, which heads the page. */
  storeName: string;
  storefrontUrl: string;
  origin: string;
}

function shippingFieldset(input: CheckoutPageInput): string {
  const text = TEXT[input.language];
  const error = input.errors.find((candidate) => candidate.field === 'shipping');
  const options = input.shippingOptions
    .map((option, index) => {
      const id = index === 0 ? fieldAnchor('shipping').slice(1) : `shipping-${option.id}`;
      const price = option.id === 'priority' ? text.included : option.cents === 0 ? text.freeShipping : formatMoney(option.cents, input.language);
      const checked = input.values.shipping === option.id ? ' checked' : '';
      const label = text[option.id]
        .replace('{min}', String(option.businessDays?.min ?? ''))
        .replace('{max}', String(option.businessDays?.max ?? ''))
        .replace('{store}', escapeHtml(input.storeLocationName));
      return `<div class="option"><label for="${id}"><input type="radio" id="${id}" name="shipping" value="${option.id}"${checked} required>${label}</label><span>${price}</span></div>`;
    })
    .join('');
  const errorHtml = error ? `<p class="field-error" id="shipping-error">${escapeHtml(error.message)}</p>` : '';
  return `<fieldset${error ? ' aria-describedby="shipping-error"' : ''}><legend>${text.shippingMethod}</legend>${options}${errorHtml}</fieldset>`;
}

/**
 * The summary's totals and the pay button for every shipping option and province, and a small script
 * that swaps them in when the shopper picks either, so the page always shows what will be charged.
 * The hidden shownTotal field tells the server which total the shopper saw (see register-checkout).
 */
function liveTotals(input: CheckoutPageInput): string {
  const quotes: Record<string, { totals: string; pay: string; total: number }> = {};
  for (const option of input.shippingOptions) {
    for (const province of ['', ...PROVINCES.map((candidate) => candidate.code)]) {
      const totals = input.totalsFor(option, province || null);
      quotes[`${option.id}|${province}`] = { totals: renderTotals(input.priced, totals, input.language), pay: payLabel(totals, input.language), total: totals.totalCents };
    }
  }
  // JSON inside <script>: "<" escaped so no string can close the element.
  const json = JSON.stringify(quotes).replace(/</g, '\\u003c');
  return `<script type="application/json" id="checkout-quotes">${json}</script>
<script>
(() => {
  const form = document.getElementById('checkout-form');
  const quotes = JSON.parse(document.getElementById('checkout-quotes').textContent);
  form.addEventListener('change', () => {
    const shipping = form.querySelector('input[name="shipping"]:checked');
    const quote = quotes[(shipping ? shipping.value : '') + '|' + form.elements.province.value];
    if (!quote) return;
    document.getElementById('checkout-totals').innerHTML = quote.totals;
    form.querySelector('button.pay').textContent = quote.pay;
    form.elements.shownTotal.value = String(quote.total);
  });
})();
</script>`;
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
<form method="post" action="${escapeHtml(input.actionUrl)}" id="checkout-form" novalidate>
<input type="hidden" name="shownTotal" value="${input.totals.totalCents}">
<fieldset><legend>${text.contact}</legend>${signedIn}${field('email', text.email, 'email', { type: 'email' })}</fieldset>
<fieldset><legend>${text.delivery}</legend>
<p class="hint">${withColon(text.country, language)} Canada</p>
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
<button type="submit" class="pay">${payLabel(input.totals, language)}</button>
</form>
</section>
${renderSummary(input.priced, input.totals, language, input.origin)}
${liveTotals(input)}`;
  return renderPage({ language, title: text.title, storeName: input.storeName, storefrontUrl: input.storefrontUrl, body, wide: true, switchLanguageUrl: input.switchLanguageUrl });
}
