/** A mutation's payload as the shop commands read it: Shopify's userErrors, with their code when asked for. */
export interface UserErrors {
  userErrors: { field?: string[] | null; message: string; code?: string | null }[];
}

/** What went wrong, one line ('no answer' for a missing payload), or null when the mutation took. */
export const userErrorText = (payload: UserErrors | null | undefined): string | null =>
  !payload
    ? 'no answer'
    : payload.userErrors.length
      ? payload.userErrors.map((error) => `${error.code ?? ''} ${error.message}`.trim()).join('; ')
      : null;
