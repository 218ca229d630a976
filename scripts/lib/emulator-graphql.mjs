// A Storefront API query to the local emulator, for the bench scripts' sample pages.

/** The `data` of a GraphQL query to the emulator's Storefront API on this port. */
export async function storefrontQuery(emulatorPort, query, variables = {}) {
  const response = await fetch(`http://127.0.0.1:${emulatorPort}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'bench' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (!response.ok || body.errors) throw new Error(`emulator query failed (${response.status}): ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}
