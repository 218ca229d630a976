// Prometheus scrapes both instances (their metrics endpoints, on loopback only); after traffic on each
// instance and a webhook applied on each, PromQL through its HTTP API finds requests, cache hits, provider
// calls and webhook lag recorded by BOTH instances.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { promQuery } from '../prometheus.mjs';

export const title = 'requests, cache hits, provider calls and webhook lag in Prometheus, from both instances';

const INSTANCES = ['a', 'b'];

// Each series, summed per instance (the scrape target's store_instance label).
const RECORDED = {
  requests: 'sum by (store_instance) (http_server_request_duration_seconds_count)',
  'cache hits': 'sum by (store_instance) (maple_cache_lookups_total{outcome=~"hit|stale"})',
  'provider calls': 'sum by (store_instance) (maple_provider_call_duration_seconds_count)',
  'webhook lags': 'sum by (store_instance) (maple_webhook_lag_seconds_count)',
};

/** A products/update Shopify would send now: an earlier delivery's body, changed so it is a new event, signed. */
function freshDelivery(earlier, secret) {
  const body = JSON.stringify({ ...JSON.parse(earlier.body), updated_at: new Date().toISOString() });
  const headers = {
    ...earlier.headers,
    'x-shopify-webhook-id': crypto.randomUUID(),
    'x-shopify-event-id': crypto.randomUUID(),
    'x-shopify-triggered-at': new Date().toISOString(),
    'x-shopify-hmac-sha256': createHmac('sha256', secret).update(body).digest('base64'),
  };
  return { body, headers };
}

/** Per instance, the value of a query, once each instance has one above 0 (15 s at most: scrapes are every second). */
async function recordedOnBoth(port, query) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const rows = await promQuery(port, query);
    const values = Object.fromEntries(rows.map((row) => [row.metric.store_instance, row.value]));
    if (INSTANCES.every((instance) => values[instance] > 0)) return values;
    if (Date.now() > deadline) throw new Error(`${query} is not above 0 on both instances: ${JSON.stringify(values)}`);
    await sleep(500);
  }
}

export async function run({ client, emulator, picks, settings, figures }) {
  for (const instance of INSTANCES) {
    // The second read of each page comes from the page cache or the data cache.
    for (const path of [`/products/${picks.renamed.handle}`, `/products/${picks.renamed.handle}`, '/', '/']) {
      assert.equal((await client.request(path, { instance })).status, 200, `${path} on instance ${instance}`);
    }
  }
  const earlier = (await emulator.webhooks()).deliveries.find(
    (delivery) => delivery.topic === 'products/update' && delivery.status === 'delivered',
  );
  assert.ok(earlier, 'no products/update was delivered before (the admin-change check sends some)');
  for (const instance of INSTANCES) {
    const delivery = freshDelivery(earlier, settings.shopifySecret);
    const answer = await client.request('/api/webhooks/shopify', { method: 'POST', instance, ...delivery });
    assert.ok(answer.status === 200 || answer.status === 202, `the webhook is applied on instance ${instance} (${answer.status})`);
  }
  const recorded = {};
  for (const [name, query] of Object.entries(RECORDED)) recorded[name] = await recordedOnBoth(settings.prometheusPort, query);
  const [p95] = await promQuery(settings.prometheusPort, 'histogram_quantile(0.95, sum by (le) (maple_webhook_lag_seconds_bucket))');
  const [webhooks] = await promQuery(settings.prometheusPort, 'sum(maple_webhook_lag_seconds_count)');
  figures.metrics = { ...recorded, webhookLagP95Seconds: p95?.value ?? null, webhooksApplied: webhooks?.value ?? 0 };
  const perInstance = (name) => INSTANCES.map((instance) => `${instance} ${recorded[name][instance]}`).join(', ');
  return `requests ${perInstance('requests')}; cache hits ${perInstance('cache hits')}; provider calls ${perInstance('provider calls')}; webhook lag p95 ${p95?.value.toFixed(3)} s over ${webhooks?.value} deliveries`;
}
