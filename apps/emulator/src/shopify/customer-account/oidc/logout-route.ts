import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FaultRegistry } from '../../../control/faults.js';
import { acceptForms, formField } from './form-body.js';
import { MESSAGES, renderMessagePage } from './message-page.js';
import type { OidcService } from './oidc-service.js';
import { pageLanguage, type PageLanguage } from './page-layout.js';
import { clearedSessionCookies, sessionIdFromCookies } from './session-cookie.js';
import { sessionStore, type StoredSession } from './session-store.js';

interface LogoutParams {
  id_token_hint?: string;
  post_logout_redirect_uri?: string;
  state?: string;
  client_id?: string;
  ui_locales?: string;
  locale?: string;
}

const PARAM_NAMES = ['id_token_hint', 'post_logout_redirect_uri', 'state', 'client_id', 'ui_locales', 'locale'] as const;

/**
 * RP-initiated logout as Shopify answers it: with a valid id_token_hint and a registered
 * post_logout_redirect_uri the session ends and the browser goes straight back, no confirmation page.
 */
export function registerLogoutRoute(app: FastifyInstance, oidc: OidcService, faults: FaultRegistry): void {
  const sessions = sessionStore(oidc.db);

  function fail(reply: FastifyReply, language: PageLanguage, description: string) {
    const html = renderMessagePage(language, MESSAGES[language].errorTitle, description, oidc.storefrontUrl);
    return reply.status(400).type('text/html; charset=utf-8').send(html);
  }

  async function logout(request: FastifyRequest, reply: FastifyReply) {
    if (await faults.enact('customer-account', ['logout'], reply)) return;
    const source = request.method === 'POST' ? request.body : request.query;
    const params: LogoutParams = {};
    for (const name of PARAM_NAMES) params[name] = formField(source, name);
    const language = pageLanguage(params.ui_locales, params.locale);
    const provider = await oidc.provider();

    let clientId = params.client_id;
    let sid: string | undefined;
    if (params.id_token_hint) {
      let claims: { aud?: unknown; sid?: unknown };
      try {
        // jose loads on first use, like oidc-provider (which depends on it), to keep start-up short.
        const { decodeJwt } = await import('jose');
        claims = decodeJwt(params.id_token_hint);
      } catch {
        return fail(reply, language, 'could not decode id_token_hint');
      }
      const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
      const client = typeof audience === 'string' ? await provider.Client.find(audience) : undefined;
      if (!client || (clientId && clientId !== client.clientId)) return fail(reply, language, 'client_id does not match the provided id_token_hint');
      try {
        await provider.IdToken.validate(params.id_token_hint, client);
      } catch {
        return fail(reply, language, 'could not validate id_token_hint');
      }
      clientId = client.clientId;
      sid = typeof claims.sid === 'string' ? claims.sid : undefined;
    }
    const client = clientId ? await provider.Client.find(clientId) : undefined;
    if (clientId && !client) return fail(reply, language, 'client is invalid');
    const redirect = params.post_logout_redirect_uri;
    if (redirect && (!client || !client.postLogoutRedirectUriAllowed(redirect))) return fail(reply, language, 'post_logout_redirect_uri not registered');

    const cookieSession = sessionIdFromCookies(request.headers.cookie, oidc.cookieKeys);
    const session: StoredSession | undefined =
      (cookieSession ? sessions.byId(cookieSession) : undefined) ?? (sid && clientId ? sessions.bySid(clientId, sid) : undefined);
    if (session) sessions.end(session);
    if (sid && clientId) sessions.revokeBySid(clientId, sid);
    reply.header('set-cookie', clearedSessionCookies()).header('cache-control', 'no-store');

    if (redirect) {
      const target = new URL(redirect);
      if (params.state !== undefined) target.searchParams.set('state', params.state);
      return reply.redirect(target.toString(), 302);
    }
    const text = MESSAGES[language];
    return reply.type('text/html; charset=utf-8').send(renderMessagePage(language, text.signedOutTitle, text.signedOut, oidc.storefrontUrl));
  }

  app.register(async (scope) => {
    acceptForms(scope);
    scope.get('/logout', logout);
    scope.post('/logout', logout);
  });
}
