/** The origin of a URL-like value, or null when it is absent or not a URL. */
export function originOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}
