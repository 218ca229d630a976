/** Why a sign-in could not be completed; each has its own message on the callback error page. */
const SIGN_IN_FAILURES = ['expired', 'state', 'denied', 'code', 'provider'] as const;

export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];

export class SignInError extends Error {
  override name = 'SignInError';

  constructor(
    readonly reason: SignInFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The session cannot be renewed (refresh token refused or missing): the customer must sign in again. */
export class SessionExpiredError extends Error {
  override name = 'SessionExpiredError';
}

/** The provider could not be reached or answered with a server error; the session is kept. */
export class CustomerAccountUnavailableError extends Error {
  override name = 'CustomerAccountUnavailableError';
}

export function isSignInFailure(value: unknown): value is SignInFailure {
  return typeof value === 'string' && (SIGN_IN_FAILURES as readonly string[]).includes(value);
}
