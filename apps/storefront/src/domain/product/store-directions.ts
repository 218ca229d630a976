/** A Google Maps directions link to the physical store (PDP-15). */
export function storeDirectionsUrl(address: string): string {
  const params = new URLSearchParams({ api: '1', destination: address.trim() });
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}
