/**
 * Menu URLs come back absolute on the shop's domain; the store links to their path (CONT-19).
 * External hosts stay absolute.
 */
export function toLocalPath(url: string, shopHosts: readonly string[] = []): string {
  if (url.startsWith('/')) return url;
  try {
    const parsed = new URL(url);
    const local = shopHosts.length === 0 || shopHosts.includes(parsed.host) || parsed.host.endsWith('.myshopify.com');
    return local ? `${parsed.pathname}${parsed.search}` || '/' : url;
  } catch {
    return url;
  }
}

/** The collection handle of a local /collections/{handle} path, for hover prefetch. */
export function collectionHandleOf(path: string): string | null {
  return /^\/(?:fr\/)?collections\/([^/?#]+)/.exec(path)?.[1] ?? null;
}

export type CategoryIcon =
  | 'live-sound'
  | 'pro-audio'
  | 'recording'
  | 'hi-fi'
  | 'dj'
  | 'microphones'
  | 'headphones'
  | 'lighting'
  | 'integration'
  | 'audio-visual'
  | 'guitars'
  | 'keyboards'
  | 'drums'
  | 'band-orchestra'
  | 'computers'
  | 'mobile-audio'
  | 'cables'
  | 'grid';

// English and French menu titles, including the misspelt 'heaphones' (CONT-15). Written as shown; looked up by titleKey,
// so case, accents, spaces, hyphens, apostrophes and '&' / 'and' / 'et' do not matter.
const ICON_TITLES: Record<string, CategoryIcon> = {
  Categories: 'grid',
  Catégories: 'grid',
  'Live Sound': 'live-sound',
  Sonorisation: 'live-sound',
  'Son live': 'live-sound',
  'Pro Audio': 'pro-audio',
  'Audio pro': 'pro-audio',
  'Audio professionnel': 'pro-audio',
  Recording: 'recording',
  Enregistrement: 'recording',
  'Studio et enregistrement': 'recording',
  'Hi-Fi': 'hi-fi',
  'Haute fidélité': 'hi-fi',
  DJ: 'dj',
  Microphones: 'microphones',
  Micros: 'microphones',
  Headphones: 'headphones',
  heaphones: 'headphones',
  Casques: 'headphones',
  'Casques d’écoute': 'headphones',
  Lighting: 'lighting',
  Éclairage: 'lighting',
  Integration: 'integration',
  Intégration: 'integration',
  'Audio Visual': 'audio-visual',
  Audiovisuel: 'audio-visual',
  'Guitars & Basses': 'guitars',
  'Guitares et basses': 'guitars',
  Guitares: 'guitars',
  Keyboards: 'keyboards',
  Claviers: 'keyboards',
  'Drums & Percussion': 'drums',
  'Batteries et percussions': 'drums',
  'Band & Orchestra': 'band-orchestra',
  'Fanfare et orchestre': 'band-orchestra',
  'Harmonie et orchestre': 'band-orchestra',
  Computers: 'computers',
  Ordinateurs: 'computers',
  Informatique: 'computers',
  'Mobile Audio': 'mobile-audio',
  'Audio mobile': 'mobile-audio',
  'Cables & Adaptors': 'cables',
  'Câbles et adaptateurs': 'cables',
  Câbles: 'cables',
};

/** A title's lookup key: 'Haute-fidélité', 'haute fidélité' and 'HAUTE FIDELITE' all give 'hautefidelite'. */
function titleKey(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== 'and' && word !== 'et')
    .join('');
}

const ICONS = new Map(Object.entries(ICON_TITLES).map(([title, icon]) => [titleKey(title), icon]));

/** The icon of a menu category, from its English or French title. */
export function categoryIcon(title: string): CategoryIcon | null {
  return ICONS.get(titleKey(title)) ?? null;
}
