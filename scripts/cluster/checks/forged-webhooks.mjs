// Forged and replayed webhooks change nothing. With deliveries held back in the emulator, a price
// change stays unseen; a webhook signed with another secret is refused (401), and a genuine earlier
// delivery sent again (same X-Shopify-Webhook-Id, valid signature) is acknowledged but ignored, on
// each instance (the dedupe is shared). Released, the held delivery updates every page.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { distinctivePrice, setPrice, storePrice } from '../merchant.mjs';
import { slowest, staysUnchanged, target, untilFresh, warm } from '../freshness.mjs';

export const title = 'a forged or replayed webhook changes nothing';

const shopifyHmac = (body, secret) => createHmac('sha256', secret).update(body).digest('base64');
const sanitySignature = (body, secret, t) => `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('base64url')}`;

export async function run({ client, emulator, picks, settings }) {
  const product = picks.renamed;
  const pages = ['a', 'b'].flatMap((instance) =>
    [`/products/${product.handle}`, `/fr/products/${product.handle}`].map((path) => ({ instance, path })),
  );
  const before = storePrice(product.price);
  const earlier = (await emulator.webhooks()).deliveries.find(
    (delivery) =>
      delivery.topic === 'products/update' && delivery.status === 'delivered' && JSON.parse(delivery.body).handle === product.handle,
  );
  assert.ok(earlier, 'no products/update for the product was delivered before (the admin-change check sends one): nothing to replay');
  await warm(
    client,
    pages.map((page) => target(page.instance, page.path, [before])),
  );

  await emulator.holdWebhooks(true);
  try {
    const price = distinctivePrice();
    await setPrice(emulator, product, price);
    const body = JSON.stringify({ ...JSON.parse(earlier.body), variants: [{ ...JSON.parse(earlier.body).variants[0], price }] });
    const forged = await client.request('/api/webhooks/shopify', {
      method: 'POST',
      headers: {
        ...earlier.headers,
        'x-shopify-webhook-id': crypto.randomUUID(),
        'x-shopify-hmac-sha256': shopifyHmac(body, 'not-the-secret'),
      },
      body,
    });
    assert.equal(forged.status, 401, 'a Shopify webhook with a wrong signature is refused');
    const unsigned = await client.request('/api/webhooks/shopify', { method: 'POST', headers: { ...earlier.headers }, body });
    assert.equal(unsigned.status, 401, 'a Shopify webhook without a signature is refused');
    for (const instance of ['a', 'b']) {
      const replayed = await client.request('/api/webhooks/shopify', {
        method: 'POST',
        instance,
        headers: { ...earlier.headers, 'x-shopify-hmac-sha256': shopifyHmac(earlier.body, settings.shopifySecret) },
        body: earlier.body,
      });
      assert.equal(
        replayed.status < 300,
        true,
        `a replayed delivery is acknowledged (instance ${instance}: ${replayed.status}), as Shopify expects`,
      );
    }
    const content = JSON.stringify({ _id: 'topBar', _type: 'topBar', englishMessage: 'Forged' });
    const forgedContent = await client.request('/api/webhooks/sanity', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sanity-webhook-signature': sanitySignature(content, 'not-the-secret', Date.now()) },
      body: content,
    });
    assert.equal(forgedContent.status, 401, 'a content webhook with a wrong signature is refused');
    await staysUnchanged(
      client,
      pages.map((page) => target(page.instance, page.path, [before])),
      1500,
    );

    const since = Date.now();
    await emulator.holdWebhooks(false);
    const delays = await untilFresh(
      client,
      pages.map((page) => target(page.instance, page.path, [storePrice(price)], [before])),
      { since },
    );
    product.price = price;
    return `forged 401, replay acknowledged and ignored on both instances; the genuine delivery, released, updated ${delays.length} pages in ${slowest(delays)} ms`;
  } finally {
    await emulator.holdWebhooks(false);
  }
}
