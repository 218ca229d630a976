/** The part of oidc-provider 9 (which ships no types) that the emulator uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AdapterPayload {
    [key: string]: unknown;
    accountId?: string;
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: unknown;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface OidcClient {
    clientId: string;
    grantTypeAllowed(type: string): boolean;
    redirectUriAllowed(value: string): boolean;
    postLogoutRedirectUriAllowed(value: string): boolean;
    includeSid(): boolean;
  }

  export interface OidcGrant {
    accountId?: string;
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  /** The Koa context oidc-provider passes to configuration functions. */
  export interface OidcContext {
    headers: Record<string, string | string[] | undefined>;
    path: string;
    type: string;
    status: number;
    body: unknown;
    oidc: {
      params?: Record<string, unknown>;
      client?: OidcClient;
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      requestParamScopes: Set<string>;
      provider: Provider;
    };
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[] };
    params: Record<string, unknown>;
    session?: { accountId: string };
  }

  export interface AccessTokenInstance {
    accountId: string;
    clientId: string;
    scope?: string;
  }

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    static readonly ctx: OidcContext | undefined;
    readonly issuer: string;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    cookieName(type: 'session' | 'interaction' | 'resume'): string;
    on(event: string, listener: (...args: unknown[]) => void): this;
    readonly Client: {
      prototype: OidcClient;
      find(id: string): Promise<OidcClient | undefined>;
    };
    readonly Grant: {
      new (properties: { accountId: string; clientId: string }): OidcGrant;
      find(id: string): Promise<OidcGrant | undefined>;
    };
    readonly AccessToken: { find(value: string): Promise<AccessTokenInstance | undefined> };
    readonly IdToken: {
      validate(token: string, client: OidcClient): Promise<{ payload: Record<string, unknown> }>;
    };
  }

  export const errors: Record<string, new (description?: string) => Error>;
  export default Provider;
}
