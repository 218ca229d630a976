/** Campaign and click identifiers that ad platforms and newsletters append to links; no page reads them on the server. */
const TRACKING_NAMES = new Set([
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'ttclid',
  'twclid',
  'igshid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'srsltid',
  'ref',
]);

/** True for a tracking parameter (utm_* and the click identifiers above): kept in the URL for analytics, ignored by pages. */
export function isTrackingParam(name: string): boolean {
  return name.startsWith('utm_') || TRACKING_NAMES.has(name);
}
