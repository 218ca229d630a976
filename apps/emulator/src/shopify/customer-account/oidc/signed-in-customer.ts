import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CustomerRecord } from '../../../catalog/model.js';
import { numericId } from '../../gid.js';
import { customerForAccessToken } from '../graphql/access-token.js';
import type { OidcService } from './oidc-service.js';
import { sessionIdFromCookies } from './session-cookie.js';
import { sessionStore } from './session-store.js';

type CustomerLookup = (request: FastifyRequest) => CustomerRecord | undefined;

const lookups = new WeakMap<object, CustomerLookup>();
const tokenLookups = new WeakMap<object, (token: string) => Promise<CustomerRecord | undefined>>();

/** Remembers, for this server, how to find the customer signed in on an emulator page. */
export function provideSignedInCustomer(app: FastifyInstance, oidc: OidcService): void {
  const sessions = sessionStore(oidc.db);
  lookups.set(app, (request) => {
    const sessionId = sessionIdFromCookies(request.headers.cookie, oidc.cookieKeys);
    const accountId = sessionId ? sessions.byId(sessionId)?.accountId : undefined;
    const id = accountId ? numericId(accountId, 'Customer') : null;
    return id === null ? undefined : oidc.customers.byId(id);
  });
  tokenLookups.set(app, (token) => customerForAccessToken(oidc, token));
}

/**
 * The customer a Customer Account API access token belongs to, for other modules of the same
 * server (a cart's buyerIdentity.customerAccessToken); undefined when the token is not valid.
 */
export async function customerFromAccessToken(app: FastifyInstance, token: string): Promise<CustomerRecord | undefined> {
  return tokenLookups.get(app)?.(token);
}

/**
 * The customer signed in to the Customer Account provider in this browser, read from the
 * provider's session cookie: emulator pages on the same origin (the hosted checkout) use it.
 */
export function customerFromRequest(request: FastifyRequest): CustomerRecord | undefined {
  // Routes registered in plugins see child instances whose prototype chain leads to the registering one.
  for (let instance: object | null = request.server; instance; instance = Object.getPrototypeOf(instance)) {
    const lookup = lookups.get(instance);
    if (lookup) return lookup(request);
  }
  return undefined;
}
