import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FaultRegistry } from '../../../control/faults.js';
import type { OidcService } from './oidc-service.js';

/** The provider's own endpoints and the operation names fault rules can target them by. */
const PROVIDER_ROUTES: { url: string; methods: ('GET' | 'POST')[]; operation: string }[] = [
  { url: '/.well-known/openid-configuration', methods: ['GET'], operation: 'openid-configuration' },
  { url: '/.well-known/jwks.json', methods: ['GET'], operation: 'jwks' },
  { url: '/oauth/authorize', methods: ['GET', 'POST'], operation: 'authorize' },
  { url: '/oauth/authorize/:uid', methods: ['GET'], operation: 'authorize' },
  { url: '/oauth/token', methods: ['POST'], operation: 'token' },
  { url: '/oauth/revoke', methods: ['POST'], operation: 'revoke' },
  { url: '/logout/confirm', methods: ['POST'], operation: 'logout' },
  { url: '/logout/success', methods: ['GET'], operation: 'logout' },
];

/**
 * Hands the provider's paths to oidc-provider untouched: the request is taken over before Fastify
 * reads its body, so the provider parses it itself.
 */
export function registerProviderRoutes(app: FastifyInstance, oidc: OidcService, faults: FaultRegistry): void {
  let handle: ReturnType<Awaited<ReturnType<OidcService['provider']>>['callback']> | undefined;
  for (const route of PROVIDER_ROUTES) {
    app.route({
      method: route.methods,
      url: route.url,
      async onRequest(request: FastifyRequest, reply: FastifyReply) {
        if (await faults.enact('customer-account', [route.operation], reply)) return;
        handle ??= (await oidc.provider()).callback();
        reply.hijack();
        handle(request.raw, reply.raw);
      },
      handler: async () => undefined,
    });
  }
}
