// The emulator as the merchant and a shopper reach it: Admin API writes, the Storefront API, the
// content service's mutate API, the hosted checkout, and its webhook control endpoint.

export function emulatorClient(port) {
  const origin = `http://127.0.0.1:${port}`;

  async function json(path, { method = 'POST', headers = {}, body } = {}) {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  }

  const graphql = (path, token, query, variables) =>
    json(path, { headers: token, body: { query, variables } }).then((answer) => {
      if (answer.errors) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(answer.errors)}`);
      return answer.data;
    });

  return {
    origin,
    admin: (query, variables = {}) => graphql('/admin/api/2026-04/graphql.json', { 'x-shopify-access-token': 'cluster' }, query, variables),
    storefront: (query, variables = {}) =>
      graphql('/api/2026-04/graphql.json', { 'x-shopify-storefront-access-token': 'cluster' }, query, variables),
    async sanityQuery(query) {
      return (await json(`/v2022-03-07/data/query/production?query=${encodeURIComponent(query)}`, { method: 'GET' })).result;
    },
    sanityMutate: (mutations) =>
      json('/v2022-03-07/data/mutate/production', { headers: { authorization: 'Bearer cluster' }, body: { mutations } }),
    webhooks: (limit = 100) => json(`/__emulator/webhooks?limit=${limit}`, { method: 'GET' }),
    holdWebhooks: (paused) => json('/__emulator/webhooks', { body: { paused } }),

    /** Buys `quantity` of a variant through the hosted checkout as a guest in Québec, with the test card. */
    async placeOrder(variantId, quantity) {
      const { cartCreate } = await this.storefront(
        'mutation($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { checkoutUrl } userErrors { message } } }',
        { lines: [{ merchandiseId: variantId, quantity }] },
      );
      if (cartCreate.userErrors.length) throw new Error(`cartCreate: ${JSON.stringify(cartCreate.userErrors)}`);
      const form = new URLSearchParams({
        email: 'cluster@example.com',
        firstName: 'Gabrielle',
        lastName: 'Roy',
        address1: '1234 Rue Saint-Denis',
        address2: '',
        city: 'Montréal',
        province: 'QC',
        postalCode: 'H2X 3K1',
        phone: '514 555 0199',
        shipping: 'standard',
        cardNumber: '4242 4242 4242 4242',
        cardExpiry: '12 / 34',
        cardCvc: '123',
        cardName: 'Gabrielle Roy',
      });
      const response = await fetch(cartCreate.cart.checkoutUrl, { method: 'POST', body: form, redirect: 'manual' });
      if (response.status !== 303)
        throw new Error(`The hosted checkout answered ${response.status}, not 303: ${(await response.text()).slice(0, 500)}`);
      await response.body?.cancel();
    },
  };
}
