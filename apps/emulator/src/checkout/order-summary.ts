import { publicImageUrl } from '../images/shopify-files.js';
import type { PricedCart, PricedLine } from '../shopify/storefront/cart/cart-pricing-types.js';
import { taxLabel } from '../tax/sales-tax.js';
import { escapeHtml, formatMoney, withColon } from './checkout-layout.js';
import { TEXT, type PageLanguage } from './checkout-text.js';
import type { CheckoutTotals } from './checkout-totals.js';

const localized = (value: { en: string; fr: string }, language: PageLanguage) => (language === 'fr' ? value.fr : value.en) || value.en;

function lineImage(line: PricedLine, origin: string, language: PageLanguage): string {
  const image = line.product.images.find((candidate) => candidate.id === line.variant.imageId) ?? line.product.images[0];
  if (!image) return '<span aria-hidden="true"></span>';
  const url = publicImageUrl(image.path, origin);
  url.searchParams.set('width', '128');
  url.searchParams.set('height', '128');
  return `<img src="${escapeHtml(url.toString())}" alt="${escapeHtml(localized(image.altText, language))}" width="64" height="64" loading="lazy">`;
}

function renderLine(line: PricedLine, origin: string, language: PageLanguage): string {
  const text = TEXT[language];
  const variantTitle = line.variant.title.en === 'Default Title' ? '' : `<p class="meta">${escapeHtml(localized(line.variant.title, language))}</p>`;
  const discounts = line.allocations
    .map((allocation) => `<p class="discount">${escapeHtml(localized(allocation.title, language))} (−${formatMoney(allocation.cents, language)})</p>`)
    .join('');
  const price = line.totalCents === 0 && line.subtotalCents > 0 ? text.free : formatMoney(line.totalCents, language);
  // A B2B partner's line: the partner price, and the line at the variant's price struck through.
  const retailCents = line.retailUnitCents === undefined ? line.subtotalCents : line.retailUnitCents * line.record.quantity;
  const partner =
    line.retailUnitCents === undefined
      ? ''
      : `<p class="discount">${text.partnerPrice.replace('{price}', formatMoney(line.unitCents, language)).replace('{regular}', formatMoney(line.retailUnitCents, language))}</p>`;
  const was = line.totalCents < retailCents ? `<s class="was">${formatMoney(retailCents, language)}</s>` : '';
  return `<li class="line">${lineImage(line, origin, language)}<div><p class="title">${escapeHtml(localized(line.product.title, language))}</p>${variantTitle}<p class="meta">${withColon(text.quantity, language)} ${line.record.quantity}</p>${partner}${discounts}</div><div>${was}<span>${price}</span></div></li>`;
}

/** "B2B partner pricing (−15%)", "Tarif partenaire B2B (−15 %)". */
/** The partner-pricing row: the partner's percentage and what their prices took off. */
export function partnerRow(percentage: number | null, cents: number, language: PageLanguage): string {
  if (percentage === null) return '';
  const percent = new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 2 }).format(percentage);
  return `<dt>${TEXT[language].partnerPricing} (−${percent}${language === 'fr' ? ' %' : '%'})</dt><dd>−${formatMoney(cents, language)}</dd>`;
}

/** A discount code's row: what it took off the order. */
export const codeRow = (code: string, cents: number, language: PageLanguage): string =>
  `<dt>${TEXT[language].discounts} (${escapeHtml(code.trim())})</dt><dd>−${formatMoney(cents, language)}</dd>`;

/** What each discount code takes off the cart, in the order the codes were entered. */
export function codeDiscounts(priced: PricedCart): [string, number][] {
  const byCode = new Map<string, number>();
  for (const allocation of priced.allocations) byCode.set(allocation.code, (byCode.get(allocation.code) ?? 0) + allocation.cents);
  return [...byCode];
}

/**
 * The summary's totals: subtotal, a B2B partner's prices, code discounts, shipping, one row per tax of the delivery province
 * (or a note that taxes follow from the province while none is chosen), and the total.
 */
export function renderTotals(priced: PricedCart, totals: CheckoutTotals, language: PageLanguage): string {
  const text = TEXT[language];
  const codes = codeDiscounts(priced)
    .map(([code, cents]) => codeRow(code, cents, language))
    .join('');
  const shipping = totals.shippingCents === 0 ? text.freeShipping : formatMoney(totals.shippingCents, language);
  const taxes =
    totals.provinceCode === null
      ? `<dt>${text.taxes}</dt><dd>${text.taxesPending}</dd>`
      : totals.taxLines.map((line) => `<dt>${escapeHtml(taxLabel(line, language))}</dt><dd>${formatMoney(line.cents, language)}</dd>`).join('');
  return `<dt>${text.subtotal}</dt><dd>${formatMoney(totals.subtotalCents, language)}</dd>
${partnerRow(totals.partnerPercentage, totals.partnerDiscountCents, language)}${codes}
<dt>${text.shipping}</dt><dd>${shipping}</dd>
${taxes}
<dt class="grand">${totals.provinceCode === null ? text.totalBeforeTaxes : text.total}</dt><dd class="grand">${formatMoney(totals.totalCents, language)}</dd>`;
}

/** The pay button: with the amount once the taxes are known, without it before. */
export const payLabel = (totals: CheckoutTotals, language: PageLanguage): string =>
  totals.provinceCode === null ? TEXT[language].pay : `${TEXT[language].pay} · ${formatMoney(totals.totalCents, language)}`;

/** The cart as the checkout shows it: lines with images and discounts, then the totals. */
export function renderSummary(priced: PricedCart, totals: CheckoutTotals, language: PageLanguage, origin: string): string {
  const text = TEXT[language];
  const lines = priced.lines.filter((line) => line.record.quantity > 0).map((line) => renderLine(line, origin, language)).join('');
  return `<aside aria-labelledby="summary-heading">
<h2 id="summary-heading">${text.summary}</h2>
<ul class="lines">${lines}</ul>
<dl class="totals" id="checkout-totals">${renderTotals(priced, totals, language)}</dl>
</aside>`;
}
