import type { FastifyInstance } from 'fastify';
import type { OrderRecord } from '../../../catalog/model.js';
import type { CustomerStore } from '../../../customers/customer-store.js';
import { decimal } from '../graphql/money.js';
import { renderMessagePage } from '../oidc/message-page.js';
import { escapeHtml, pageLanguage, renderPage, type PageLanguage } from '../oidc/page-layout.js';
import type { OrderStatusLinks } from './order-status-links.js';

const TEXT = {
  en: { order: 'Order', placed: 'Placed on', status: 'Status', item: 'Item', quantity: 'Quantity', total: 'Total', subtotal: 'Subtotal', shipping: 'Shipping', taxes: 'Taxes', shipTo: 'Shipping address', notFound: 'Order not found', notFoundText: 'This order link is not valid.' },
  fr: { order: 'Commande', placed: 'Passée le', status: 'Statut', item: 'Article', quantity: 'Quantité', total: 'Total', subtotal: 'Sous-total', shipping: 'Livraison', taxes: 'Taxes', shipTo: 'Adresse de livraison', notFound: 'Commande introuvable', notFoundText: 'Ce lien de commande n’est pas valide.' },
} satisfies Record<PageLanguage, Record<string, string>>;

const price = (amount: string | number, language: PageLanguage) =>
  `${new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(Number(decimal(amount)))}`;

function renderOrder(order: OrderRecord, language: PageLanguage): string {
  const text = TEXT[language];
  const date = new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long' }).format(new Date(order.processedAt));
  const rows = order.lines
    .map((line) => `<tr><td>${escapeHtml(language === 'fr' ? line.title.fr : line.title.en)}</td><td>${line.quantity}</td><td>${price(Number(line.price) * line.quantity - Number(line.discount), language)}</td></tr>`)
    .join('');
  const address = order.shippingAddress
    ? `<h2>${text.shipTo}</h2><p>${[`${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`, order.shippingAddress.address1, `${order.shippingAddress.city} ${order.shippingAddress.provinceCode} ${order.shippingAddress.zip}`, order.shippingAddress.country].map(escapeHtml).join('<br>')}</p>`
    : '';
  return renderPage(
    language,
    `${text.order} #${order.number}`,
    `<h1>${text.order} #${order.number}</h1>
<p>${text.placed} ${escapeHtml(date)} · ${text.status}: ${escapeHtml(order.fulfillmentStatus)}</p>
<table><thead><tr><th scope="col">${text.item}</th><th scope="col">${text.quantity}</th><th scope="col">${text.total}</th></tr></thead><tbody>${rows}</tbody></table>
<p>${text.subtotal}: ${price(order.subtotal, language)}<br>${text.shipping}: ${price(order.shipping, language)}<br>${text.taxes}: ${price(order.tax, language)}<br><strong>${text.total}: ${price(order.total, language)}</strong></p>
${address}`,
  );
}

/** GET /orders/:id/status?key=…: the order status page an order's statusPageUrl points to. */
export function registerOrderStatusPage(app: FastifyInstance, deps: { customers: CustomerStore; links: OrderStatusLinks; storefrontUrl: string }): void {
  app.get<{ Params: { id: string }; Querystring: { key?: string; locale?: string } }>('/orders/:id/status', async (request, reply) => {
    const id = Number(request.params.id);
    const order = Number.isSafeInteger(id) && request.query.key && deps.links.verify(id, request.query.key) ? deps.customers.orderById(id) : undefined;
    const language = pageLanguage(request.query.locale ?? order?.locale);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!order) return reply.status(404).send(renderMessagePage(language, TEXT[language].notFound, TEXT[language].notFoundText, deps.storefrontUrl));
    return reply.send(renderOrder(order, language));
  });
}
