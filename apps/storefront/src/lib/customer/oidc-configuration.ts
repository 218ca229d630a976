import 'server-only';
import * as oidc from 'openid-client';
import { getEnv } from '@/lib/config/env';

/** Seconds the storefront waits for the provider's OAuth endpoints. */
const TIMEOUT_SECONDS = 8;

let configuration: Promise<oidc.Configuration> | undefined;

async function discover(): Promise<oidc.Configuration> {
  const env = getEnv();
  const issuer = new URL(env.SHOPIFY_CUSTOMER_ACCOUNT_URL);
  const confidential = env.SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_TYPE === 'confidential';
  return oidc.discovery(
    issuer,
    env.SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_ID,
    confidential ? env.SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_SECRET : undefined,
    confidential ? oidc.ClientSecretBasic(env.SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_SECRET) : oidc.None(),
    // The local emulator speaks plain http; a real issuer is https and gets no exemption.
    { execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [], timeout: TIMEOUT_SECONDS },
  );
}

/** The provider's OpenID configuration, discovered from the issuer once per process (again after a failure). */
export function getOidcConfiguration(): Promise<oidc.Configuration> {
  configuration ??= discover().catch((error: unknown) => {
    configuration = undefined;
    throw error;
  });
  return configuration;
}
