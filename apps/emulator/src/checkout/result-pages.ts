import type { OrderRecord } from '../catalog/model.js';
import { orderTaxLines, taxLabel } from '../tax/sales-tax.js';
import { escapeHtml, formatMoney, renderPage, storeHome } from './checkout-layout.js';
import { TEXT, type PageLanguage } from './checkout-text.js';
import { codeRow, partnerRow } from './order-summary.js';

const cents = (amount: string) => Math.round(Number(amount) * 100);

/** The order confirmation: its name, where it ships, its totals, and links back to the store (and the account when signed in). */
export function renderThankYouPage(order: OrderRecord, language: PageLanguage, store: { name: string; url: string }, signedIn: boolean): string {
  const storefrontUrl = store.url;
  const text = TEXT[language];
  const address = order.shippingAddress;
  const shipTo = address
    ? `<h2>${text.shipTo}</h2><p>${[`${address.firstName} ${address.lastName}`, address.address1, address.address2, `${address.city} ${address.provinceCode} ${address.zip}`, address.country]
        .filter(Boolean)
        .map(escapeHtml)
        .join('<br>')}</p>`
    : '';
  const lines = order.lines
    .map((line) => `<li>${escapeHtml(language === 'fr' ? line.title.fr : line.title.en)} × ${line.quantity}</li>`)
    .join('');
  // The same tax lines the checkout showed for the delivery province (one "Taxes" row if they cannot be recomputed).
  const taxes = (orderTaxLines(order) ?? [null])
    .map((line) => `<dt>${escapeHtml(line ? taxLabel(line, language) : text.taxes)}</dt><dd>${formatMoney(line ? line.cents : cents(order.tax), language)}</dd>`)
    .join('\n');
  // The subtotal and discount rows the checkout showed (a partner's prices, each code), when it recorded them.
  const summary = order.checkoutSummary;
  const discounts = summary
    ? partnerRow(summary.partner?.percentage ?? null, cents(summary.partner?.amount ?? '0'), language) +
      summary.codes.map((code) => codeRow(code.code, cents(code.amount), language)).join('')
    : '';
  const account = signedIn ? `<a href="${escapeHtml(`${storeHome(storefrontUrl, language)}/account`)}">${text.viewAccount}</a>` : '';
  const body = `<section class="panel" aria-labelledby="thanks-heading">
<h1 id="thanks-heading">${text.thankYou}</h1>
<p><strong>${text.orderNumber} #${order.number}</strong></p>
<p>${text.confirmation} ${escapeHtml(order.email)}.</p>
<ul>${lines}</ul>
<dl class="totals">
<dt>${text.subtotal}</dt><dd>${formatMoney(cents(summary?.subtotal ?? order.subtotal), language)}</dd>
${discounts}
<dt>${text.shipping}</dt><dd>${formatMoney(cents(order.shipping), language)}</dd>
${taxes}
<dt class="grand">${text.total}</dt><dd class="grand">${formatMoney(cents(order.total), language)}</dd>
</dl>
${shipTo}
<div class="actions"><a class="primary" href="${escapeHtml(storeHome(storefrontUrl, language))}">${text.continueShopping}</a>${account}</div>
</section>`;
  return renderPage({ language, title: `${text.orderNumber} #${order.number}`, storeName: store.name, storefrontUrl, body });
}

/** A short page for a checkout that cannot go on (unknown, empty or already completed cart). */
export function renderMessagePage(options: {
  language: PageLanguage;
  title: string;
  message: string;
  storeName: string;
  storefrontUrl: string;
  extraLink?: { href: string; label: string };
}): string {
  const { language, title, message, storeName, storefrontUrl, extraLink } = options;
  const extra = extraLink ? `<a href="${escapeHtml(extraLink.href)}">${escapeHtml(extraLink.label)}</a>` : '';
  const body = `<section class="panel" aria-labelledby="message-heading">
<h1 id="message-heading">${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<div class="actions"><a class="primary" href="${escapeHtml(storeHome(storefrontUrl, language))}">${TEXT[language].backToStore}</a>${extra}</div>
</section>`;
  return renderPage({ language, title, storeName, storefrontUrl, body });
}
