// Redis stopped mid-run: every page still answers (from each instance's memory), never a 5xx, and
// a webhook is still taken. Redis back (empty, as after a restart): the instances share again, so
// a change made through the Admin API reaches both within 2 s.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { distinctivePrice, setPrice, storePrice } from '../merchant.mjs';
import { redisSize } from '../redis.mjs';
import { slowest, target, untilFresh } from '../freshness.mjs';

export const title = 'Redis stopped: no 5xx; Redis back: shared again';

const browsing = (product) => [
  '/',
  '/fr',
  `/products/${product.handle}`,
  `/fr/products/${product.handle}`,
  `/collections/${product.collection}`,
  '/search?q=mixer',
  '/cart',
];

async function answersWithout5xx(client, paths, rounds) {
  const statuses = new Map();
  for (let round = 0; round < rounds; round += 1) {
    for (const instance of ['a', 'b']) {
      for (const path of paths) {
        const answer = await client.request(path, { instance });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        assert.ok(answer.status < 500, `${instance} ${path} answered ${answer.status} with Redis down`);
      }
    }
  }
  return [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ');
}

export async function run(cluster) {
  const { client, emulator, picks, settings } = cluster;
  const product = picks.renamed;
  await cluster.stopRedis();
  const down = await answersWithout5xx(client, browsing(product), 3);
  // A change while Redis is down: the webhook must still be taken (a 2xx, not a 5xx the emulator would retry).
  const whileDown = distinctivePrice();
  await setPrice(emulator, product, whileDown);
  await sleep(1000);
  const delivery = (await emulator.webhooks(5)).deliveries.find(
    (item) => item.topic === 'products/update' && JSON.parse(item.body).handle === product.handle,
  );
  assert.ok(
    delivery && delivery.lastStatus !== null && delivery.lastStatus < 500,
    `the webhook sent with Redis down was answered ${delivery?.lastStatus ?? 'not at all'} (${delivery?.lastError ?? ''})`,
  );
  await answersWithout5xx(client, browsing(product), 1);

  await cluster.startRedis();
  // The instances reconnect on their own; their shared entries appear in Redis again.
  const back = Date.now();
  const deadline = back + 30_000;
  let size = await redisSize(settings.redisPort);
  while (size.keys === 0) {
    if (Date.now() > deadline) throw new Error('Redis is back but no instance wrote to it within 30 s');
    for (const instance of ['a', 'b']) await client.request(`/products/${product.handle}`, { instance });
    await sleep(500);
    size = await redisSize(settings.redisPort);
  }
  const reconnectMs = Date.now() - back;
  const price = distinctivePrice();
  const since = Date.now();
  await setPrice(emulator, product, price);
  const pages = ['a', 'b'].flatMap((instance) =>
    [`/products/${product.handle}`, `/fr/products/${product.handle}`, `/collections/${product.collection}`].map((path) =>
      target(instance, path, [storePrice(price)]),
    ),
  );
  const delays = await untilFresh(client, pages, { since });
  product.price = price;
  return `Redis down: ${down}, no 5xx; back: ${size.keys} keys in Redis after ${reconnectMs} ms; a change reached ${delays.length} pages in ${slowest(delays)} ms`;
}
