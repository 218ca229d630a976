/**
 * Menu URLs come back absolute on the shop's domain; the store links to their path (spec §2
 * "Mobile menu"). External hosts stay absolute.
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

// English and French menu titles (lower case, accents kept), including the spec's 'heaphones'.
const ICONS: Record<string, CategoryIcon> = {
  categories: 'grid',
  catégories: 'grid',
  'live sound': 'live-sound',
  sonorisation: 'live-sound',
  'son live': 'live-sound',
  'pro audio': 'pro-audio',
  'audio pro': 'pro-audio',
  'audio professionnel': 'pro-audio',
  recording: 'recording',
  enregistrement: 'recording',
  'studio et enregistrement': 'recording',
  'hi-fi': 'hi-fi',
  hifi: 'hi-fi',
  'haute-fidélité': 'hi-fi',
  dj: 'dj',
  microphones: 'microphones',
  micros: 'microphones',
  headphones: 'headphones',
  heaphones: 'headphones',
  casques: 'headphones',
  'casques d’écoute': 'headphones',
  "casques d'écoute": 'headphones',
  lighting: 'lighting',
  éclairage: 'lighting',
  integration: 'integration',
  intégration: 'integration',
  'audio visual': 'audio-visual',
  'audio-visual': 'audio-visual',
  audiovisuel: 'audio-visual',
  'audio-visuel': 'audio-visual',
  'guitars and basses': 'guitars',
  'guitars & basses': 'guitars',
  'guitares et basses': 'guitars',
  guitares: 'guitars',
  keyboards: 'keyboards',
  claviers: 'keyboards',
  'drums and percussion': 'drums',
  'drums & percussion': 'drums',
  'batteries et percussions': 'drums',
  'band and orchestra': 'band-orchestra',
  'band & orchestra': 'band-orchestra',
  'fanfare et orchestre': 'band-orchestra',
  'harmonie et orchestre': 'band-orchestra',
  computers: 'computers',
  ordinateurs: 'computers',
  informatique: 'computers',
  'mobile audio': 'mobile-audio',
  'audio mobile': 'mobile-audio',
  'cables and adaptors': 'cables',
  'cables & adaptors': 'cables',
  'câbles et adaptateurs': 'cables',
  câbles: 'cables',
};

/** The icon of a menu category, from its English or French title. */
export function categoryIcon(title: string): CategoryIcon | null {
  return ICONS[title.trim().toLowerCase()] ?? null;
}
