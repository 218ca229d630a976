import { discover, exchange, signIn } from '../../customer-account/sign-in.js';
import type { Browser } from '../../customers/browser.js';

/** Signs a demo account in through the emulator's OpenID provider (code + PKCE): its access token and the browser holding the session. */
export async function customerAccessToken(origin: string, email: string): Promise<{ token: string; browser: Browser }> {
  const config = await discover(origin, 'public');
  const signedIn = await signIn(config, email);
  const tokens = await exchange(config, signedIn);
  return { token: tokens.access_token, browser: signedIn.browser };
}
