import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CustomerRecord } from '../catalog/model.js';
import type { EmulatorContext } from '../context.js';
import { acceptForms } from '../shopify/customer-account/oidc/form-body.js';
import { customerFromRequest } from '../shopify/customer-account/oidc/signed-in-customer.js';
import { priceCart } from '../shopify/storefront/cart/cart-pricing.js';
import { priorityDeliveryVariantId } from '../shopify/storefront/cart/cart-settings.js';
import { openCartStore, type StoredCart } from '../shopify/storefront/cart/cart-store.js';
import { fieldError, readForm, validateAddress, type FieldError, type FormValues } from './checkout-form.js';
import { renderCheckoutPage } from './checkout-page.js';
import { prefilledForm } from './checkout-prefill.js';
import { formatMoney } from './checkout-layout.js';
import { ERRORS, TEXT, type PageLanguage } from './checkout-text.js';
import { checkoutTotals, shippingOptions, type ShippingOption } from './checkout-totals.js';
import { checkoutLanguage, checkoutPath, type CheckoutQuery } from './checkout-urls.js';
import { partnerPricingOf, partnerUnitCents } from './partner-pricing.js';
import { placeOrder, shortOfStock } from './place-order.js';
import { renderMessagePage, renderThankYouPage } from './result-pages.js';
import { cardErrors, chargeCard } from './test-payment.js';

export type CheckoutModuleContext = Pick<EmulatorContext, 'config' | 'db' | 'faults' | 'catalog' | 'customers' | 'now'>;

type CheckoutRequest = FastifyRequest<{ Params: { token: string }; Querystring: CheckoutQuery }>;

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? '127.0.0.1'}`;

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  // The URL carries the cart's secret key: never cache it or leak it to other sites.
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send(html);
}

/**
 * The hosted checkout: GET/POST /checkouts/cn/:token?key=… turns an open cart into an order (address,
 * shipping, test card), then the thank-you page. Shopify's /cart/c/:token links lead here too.
 */
export async function registerCheckout(app: FastifyInstance, context: CheckoutModuleContext): Promise<void> {
  const { config, db, faults, catalog, customers, now } = context;
  const carts = openCartStore(db);

  const cartCustomer = (stored: StoredCart, request: FastifyRequest): CustomerRecord | undefined => {
    const id = stored.cart.buyerIdentity.customerId;
    return customerFromRequest(request) ?? (id === null ? undefined : customers.byId(id));
  };

  /**
   * The cart priced for its buyer: a signed-in B2B partner's eligible lines at their catalogue's prices,
   * as Shopify prices a company customer's checkout (decision 0025); anyone else's at the variants' prices.
   */
  const pricedFor = (stored: StoredCart, request: FastifyRequest) => {
    const partner = partnerPricingOf(cartCustomer(stored, request), catalog.shop().partnerPriceLists, (message) => request.log.warn(message));
    const priced = priceCart(stored.cart, catalog, now(), partner ? partnerUnitCents(partner) : undefined);
    return { priced, partnerPercentage: partner?.percentage ?? null };
  };

  /** The page for a cart that cannot be checked out, or null when it can. */
  const unavailable = (request: CheckoutRequest, reply: FastifyReply, stored: StoredCart | undefined, language: PageLanguage) => {
    const text = TEXT[language];
    const page = (status: number, title: string, message: string, extraLink?: { href: string; label: string }) =>
      sendHtml(reply, status, renderMessagePage({ language, title, message, storeName: catalog.shop().name, storefrontUrl: config.storefrontUrl, extraLink }));
    if (!stored) return page(404, text.notFoundTitle, text.notFound);
    if (stored.completedAt !== null) {
      const thanks = checkoutPath(stored.cart.token, stored.cart.key, { locale: request.query.locale, suffix: '/thank-you' });
      return page(409, text.completedTitle, text.completed, { href: thanks, label: text.viewConfirmation });
    }
    if (!stored.cart.lines.some((line) => line.quantity > 0)) return page(409, text.emptyTitle, text.empty);
    return null;
  };

  // The shop's delivery settings decide the choices; a pickup is taxed where the store is.
  const shippingOptionsFor = (priced: ReturnType<typeof pricedFor>['priced']) => {
    const shop = catalog.shop();
    return shippingOptions(priced, priorityDeliveryVariantId(catalog), shop.delivery, shop.storeLocation.address.provinceCode);
  };

  const render = (request: CheckoutRequest, reply: FastifyReply, stored: StoredCart, language: PageLanguage, form: { status: number; values?: FormValues; errors?: FieldError[]; notice?: string }) => {
    const { priced, partnerPercentage } = pricedFor(stored, request);
    const options = shippingOptionsFor(priced);
    const customer = cartCustomer(stored, request);
    const values = form.values ?? prefilledForm(stored.cart, customer, options);
    const shipping = options.find((option) => option.id === values.shipping) ?? options[0]!;
    const { token, key } = stored.cart;
    const totalsFor = (option: ShippingOption, province: string | null) => checkoutTotals(priced, option, province, partnerPercentage);
    const html = renderCheckoutPage({
      language,
      priced,
      // Taxes follow the province in the form (the customer's default address, or what was posted).
      totals: totalsFor(shipping, values.province || null),
      totalsFor,
      shippingOptions: options,
      storeLocationName: catalog.shop().storeLocation.name,
      values,
      errors: form.errors ?? [],
      notice: form.notice,
      signedIn: customerFromRequest(request),
      actionUrl: checkoutPath(token, key, { locale: request.query.locale }),
      switchLanguageUrl: checkoutPath(token, key, { locale: language === 'fr' ? 'en' : 'fr' }),
      storeName: catalog.shop().name,
      storefrontUrl: config.storefrontUrl,
      origin: originOf(request),
    });
    return sendHtml(reply, form.status, html);
  };

  const show = async (request: CheckoutRequest, reply: FastifyReply) => {
    if (await faults.enact('checkout', ['checkout', 'checkout-page'], reply)) return reply;
    const stored = carts.find(request.params.token, request.query.key ?? '');
    const language = checkoutLanguage(request.query, stored?.cart.language);
    return unavailable(request, reply, stored, language) ?? render(request, reply, stored!, language, { status: 200 });
  };

  const submit = async (request: CheckoutRequest, reply: FastifyReply) => {
    if (await faults.enact('checkout', ['checkout', 'checkout-submit'], reply)) return reply;
    const stored = carts.find(request.params.token, request.query.key ?? '');
    const language = checkoutLanguage(request.query, stored?.cart.language);
    // A second submission of a completed cart shows the order it made instead of making another.
    if (stored?.completedAt) return reply.redirect(checkoutPath(stored.cart.token, stored.cart.key, { locale: request.query.locale, suffix: '/thank-you' }), 303);
    const refused = unavailable(request, reply, stored, language);
    if (refused) return refused;
    const open = stored!;
    const values = readForm(request.body);
    const retry = { ...values, cardNumber: '', cardCvc: '' };
    const { priced, partnerPercentage } = pricedFor(open, request);
    const shipping = shippingOptionsFor(priced).find((option) => option.id === values.shipping);
    const address = validateAddress(values, language);
    const errors = [...address.errors, ...(shipping ? [] : [fieldError('shipping', 'shippingMissing', language)]), ...cardErrors(values, language, now())];
    if (errors.length > 0 || !address.valid || !shipping) return render(request, reply, open, language, { status: 422, values: retry, errors });
    const totals = checkoutTotals(priced, shipping, address.valid.address.provinceCode, partnerPercentage);
    // Charge only the total the shopper saw: when the province, shipping method or prices changed it
    // since the page was drawn (a browser without the page's script, a cart changed elsewhere), show the
    // new total first. Forms posted without the field (scripts, tests) skip this check.
    if (values.shownTotal !== '' && values.shownTotal !== String(totals.totalCents)) {
      const notice = ERRORS[language].totalChanged.replace('{total}', formatMoney(totals.totalCents, language));
      return render(request, reply, open, language, { status: 409, values: retry, notice });
    }
    const short = shortOfStock(priced, catalog);
    if (short.length > 0) return render(request, reply, open, language, { status: 409, values: retry, notice: ERRORS[language].stock.replace('{items}', short.join(', ')) });
    const refusal = chargeCard(values, language);
    if (refusal) return render(request, reply, open, language, { status: 402, values: retry, errors: [refusal] });
    const buyer = cartCustomer(open, request);
    const customer = buyer ?? customers.byEmail(address.valid.email);
    const priorityVariantId = priorityDeliveryVariantId(catalog);
    placeOrder({ db, catalog, customers, carts }, { stored: open, priced, totals, contact: address.valid, customer, member: buyer, language, now: now(), priorityVariantId });
    return reply.redirect(checkoutPath(open.cart.token, open.cart.key, { locale: request.query.locale, suffix: '/thank-you' }), 303);
  };

  const thankYou = async (request: CheckoutRequest, reply: FastifyReply) => {
    if (await faults.enact('checkout', ['checkout', 'checkout-thank-you'], reply)) return reply;
    const stored = carts.find(request.params.token, request.query.key ?? '');
    const language = checkoutLanguage(request.query, stored?.cart.language);
    if (stored && stored.completedAt === null) return reply.redirect(checkoutPath(stored.cart.token, stored.cart.key, { locale: request.query.locale }), 303);
    const order = stored?.orderId ? customers.orderById(stored.orderId) : undefined;
    if (!order) return unavailable(request, reply, undefined, language);
    return sendHtml(reply, 200, renderThankYouPage(order, language, { name: catalog.shop().name, url: config.storefrontUrl }, order.customerId !== null));
  };

  await app.register(async (scope) => {
    acceptForms(scope);
    scope.get('/checkouts/cn/:token', show);
    scope.post('/checkouts/cn/:token', submit);
    scope.get('/checkouts/cn/:token/thank-you', thankYou);
    // Shopify's cart permalink form of a checkout URL.
    scope.get('/cart/c/:token', async (request: CheckoutRequest, reply) => reply.redirect(checkoutPath(request.params.token, request.query.key ?? '', { locale: request.query.locale }), 302));
  });
}
