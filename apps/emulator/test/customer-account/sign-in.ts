import * as client from 'openid-client';
import { Browser, signInForm } from '../customers/browser.js';

export const CLIENT_ID = 'shp_maple_storefront';
export const CLIENT_SECRET = 'emulator-secret';
export const SCOPE = 'openid email customer-account-api:full';

/** openid-client configured against the emulator, confidential (secret) or public (PKCE only). */
export async function discover(origin: string, mode: 'confidential' | 'public' | 'post' = 'confidential'): Promise<client.Configuration> {
  const auth = mode === 'public' ? client.None() : mode === 'post' ? client.ClientSecretPost(CLIENT_SECRET) : client.ClientSecretBasic(CLIENT_SECRET);
  return client.discovery(new URL(origin), CLIENT_ID, mode === 'public' ? undefined : CLIENT_SECRET, auth, { execute: [client.allowInsecureRequests] });
}

export interface SignIn {
  browser: Browser;
  callbackUrl: URL;
  verifier: string;
  state: string;
  nonce: string;
  redirectUri: string;
}

/** Drives the authorization code + PKCE flow like a browser: authorize, the sign-in page, the chosen account, back to the callback. */
export async function signIn(config: client.Configuration, email: string, options: { redirectUri?: string; browser?: Browser; extra?: Record<string, string> } = {}): Promise<SignIn> {
  const browser = options.browser ?? new Browser();
  const redirectUri = options.redirectUri ?? 'http://localhost:3000/auth/callback';
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const authorizeUrl = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...options.extra,
  });
  const toSignIn = await browser.followUntil(authorizeUrl, redirectUri);
  if (toSignIn.url.toString().startsWith(redirectUri)) return { browser, callbackUrl: toSignIn.url, verifier, state, nonce, redirectUri };
  if (toSignIn.last.status !== 200) throw new Error(`Sign-in page answered ${toSignIn.last.status}: ${await toSignIn.last.text()}`);
  const { action } = signInForm(await toSignIn.last.text());
  const back = await browser.followUntil(new URL(action, toSignIn.url), redirectUri, { form: { email } });
  if (!back.url.toString().startsWith(redirectUri)) throw new Error(`Did not come back to the callback: ${back.last.status} ${await back.last.text()}`);
  return { browser, callbackUrl: back.url, verifier, state, nonce, redirectUri };
}

export async function exchange(config: client.Configuration, signedIn: SignIn) {
  return client.authorizationCodeGrant(config, signedIn.callbackUrl, {
    pkceCodeVerifier: signedIn.verifier,
    expectedState: signedIn.state,
    expectedNonce: signedIn.nonce,
  });
}
