// The trade-in form's choices, apart from the schema so the form's bundle does not carry zod.
export const TRADE_IN_CATEGORIES = ['guitars', 'keyboards', 'amplifiers', 'dj', 'recording', 'live-sound', 'lighting', 'other'] as const;
export const TRADE_IN_CONDITIONS = ['excellent', 'good', 'fair', 'needs-repair'] as const;
