/** A Google Maps directions link to the physical store (spec §2 "Stock and availability": "visit us"). */
export function storeDirectionsUrl(address: string): string {
  const params = new URLSearchParams({ api: '1', destination: address.trim() });
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}
