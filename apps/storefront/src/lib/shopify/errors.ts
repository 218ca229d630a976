/** A Storefront API call failed: HTTP status (networkStatusCode, default 500) and GraphQL errors (ERR-13). */
export class ShopifyRequestError extends Error {
  override name = 'ShopifyRequestError';
  /** The GraphQL operation that failed (StoreSettings, Product), named in the log line that reports it. */
  operation?: string;

  constructor(
    /** What failed: the connection, the HTTP exchange, or the GraphQL operation itself. */
    readonly kind: 'network' | 'http' | 'graphql',
    readonly status: number,
    readonly graphQLErrors: readonly { message: string; path?: readonly (string | number)[] }[] = [],
    message?: string,
  ) {
    super(message ?? ShopifyRequestError.describe(graphQLErrors, status));
  }

  /** Each GraphQL error's message and path, as the error message lists them (ERR-13). */
  static describe(errors: readonly { message: string; path?: readonly (string | number)[] }[], status: number): string {
    if (errors.length === 0) return `Storefront API request failed with status ${status}`;
    return errors.map((error) => (error.path?.length ? `${error.message} (path: ${error.path.join('.')})` : error.message)).join('; ');
  }

  /** Throttling, outages and network failures: worth keeping state and retrying later. */
  get transient(): boolean {
    return this.kind === 'network' || (this.kind === 'http' && (this.status === 429 || this.status >= 500));
  }
}

/** A document's operation name (`query StoreSettings` is StoreSettings): what logs and the emulator's faults key on. */
export function operationOf(document: string): string | undefined {
  return /\b(?:query|mutation)\s+(\w+)/.exec(document)?.[1];
}

/** The error, naming the operation that failed for the log line that reports it. */
export function withOperation(error: ShopifyRequestError, document: string): ShopifyRequestError {
  error.operation = operationOf(document);
  return error;
}
