import type { CustomerRecord } from '../../../catalog/model.js';
import { numericId } from '../../gid.js';
import type { OidcService } from '../oidc/oidc-service.js';
import { CUSTOMER_ACCOUNT_SCOPES } from '../oidc/scopes.js';

const API_SCOPE = CUSTOMER_ACCOUNT_SCOPES[2]!;

/** The body Shopify answers with (HTTP 401) when the Authorization header holds no valid access token. */
export const UNAUTHORIZED_BODY = { errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }] };

/** The customer a Customer Account API access token belongs to; Shopify accepts it with or without "Bearer ". */
export async function customerForAccessToken(oidc: OidcService, header: string | undefined): Promise<CustomerRecord | undefined> {
  const value = header?.replace(/^Bearer\s+/i, '').trim();
  if (!value) return undefined;
  const provider = await oidc.provider();
  const token = await provider.AccessToken.find(value);
  if (!token || !(token.scope ?? '').split(' ').includes(API_SCOPE)) return undefined;
  const id = numericId(token.accountId, 'Customer');
  return id === null ? undefined : oidc.customers.byId(id);
}
