import type { FastifyInstance } from 'fastify';
import type { OrderRecord } from '../../../catalog/model.js';
import type { CustomerStore } from '../../../customers/customer-store.js';
import { orderTaxLines, taxLabel } from '../../../tax/sales-tax.js';
import { decimal } from '../graphql/money.js';
import { renderMessagePage } from '../oidc/message-page.js';
import { escapeHtml, renderPage, type PageLanguage } from '../oidc/page-layout.js';
import type { OrderStatusLinks } from './order-status-links.js';
import { financialWord, fulfillmentWord, statusPageLanguage, TEXT, withColon } from './order-status-text.js';

const price = (amount: string | number, language: PageLanguage) =>
  `${new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(Number(decimal(amount)))}`;

/** The store's home in the page's language (French pages live under /fr). */
const storeHome = (storefrontUrl: string, language: PageLanguage) => `${storefrontUrl.replace(/\/$/, '')}${language === 'fr' ? '/fr' : ''}`;

function renderOrder(order: OrderRecord, language: PageLanguage, storefrontUrl: string): string {
  const text = TEXT[language];
  const label = (name: string) => withColon(name, language);
  const date = new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long' }).format(new Date(order.processedAt));
  const rows = order.lines
    .map((line) => `<tr><td>${escapeHtml(language === 'fr' ? line.title.fr : line.title.en)}</td><td>${line.quantity}</td><td>${price(Number(line.price) * line.quantity - Number(line.discount), language)}</td></tr>`)
    .join('');
  const address = order.shippingAddress
    ? `<h2>${text.shipTo}</h2><p>${[`${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`, order.shippingAddress.address1, `${order.shippingAddress.city} ${order.shippingAddress.provinceCode} ${order.shippingAddress.zip}`, order.shippingAddress.country].map(escapeHtml).join('<br>')}</p>`
    : '';
  // The delivery province's taxes line by line, as the checkout showed them; one total when they cannot be recomputed.
  const taxes = (orderTaxLines(order) ?? [null]).map((line) => (line ? `${escapeHtml(label(taxLabel(line, language)))} ${price(line.cents / 100, language)}` : `${label(text.taxes)} ${price(order.tax, language)}`)).join('<br>');
  const payment = ` · ${label(text.payment)} ${escapeHtml(financialWord(order.financialStatus, language))}`;
  return renderPage(
    language,
    `${text.order} #${order.number}`,
    `<h1>${text.order} #${order.number}</h1>
<p>${text.placed} ${escapeHtml(date)} · ${label(text.status)} ${escapeHtml(fulfillmentWord(order, language))}${payment}</p>
<table><thead><tr><th scope="col">${text.item}</th><th scope="col">${text.quantity}</th><th scope="col">${text.total}</th></tr></thead><tbody>${rows}</tbody></table>
<p>${label(text.subtotal)} ${price(order.subtotal, language)}<br>${label(text.shipping)} ${price(order.shipping, language)}<br>${taxes}<br><strong>${label(text.total)} ${price(order.total, language)}</strong></p>
${address}
<p><a class="button" href="${escapeHtml(storeHome(storefrontUrl, language))}">${text.back}</a></p>`,
  );
}

/**
 * GET /orders/:id/status?key=…&locale=…: the order status page an order's statusPageUrl points to, in
 * the language of the link (see statusPageLanguage).
 */
export function registerOrderStatusPage(app: FastifyInstance, deps: { customers: CustomerStore; links: OrderStatusLinks; storefrontUrl: string }): void {
  app.get<{ Params: { id: string }; Querystring: { key?: string; locale?: string } }>('/orders/:id/status', async (request, reply) => {
    const id = Number(request.params.id);
    const order = Number.isSafeInteger(id) && typeof request.query.key === 'string' && deps.links.verify(id, request.query.key) ? deps.customers.orderById(id) : undefined;
    const language = statusPageLanguage(request.query.locale, request.headers['accept-language']);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('vary', 'Accept-Language');
    if (!order) return reply.status(404).send(renderMessagePage(language, TEXT[language].notFound, TEXT[language].notFoundText, storeHome(deps.storefrontUrl, language)));
    return reply.send(renderOrder(order, language, deps.storefrontUrl));
  });
}
