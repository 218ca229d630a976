import { discover, exchange, signIn } from './sign-in.js';

/** Signs an account in and returns a function that posts GraphQL to the Customer Account API with its token. */
export async function accountClient(origin: string, email: string, options: { bearer?: boolean } = {}) {
  const config = await discover(origin);
  const tokens = await exchange(config, await signIn(config, email));
  const authorization = options.bearer ? `Bearer ${tokens.access_token}` : tokens.access_token;
  const query = async (document: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${origin}/customer/api/2026-04/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ query: document, variables }),
    });
    return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  return { query, tokens, config };
}
