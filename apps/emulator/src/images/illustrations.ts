/** Product drawings the image server knows; the seed names one per product family. */
export const ILLUSTRATIONS = [
  'speaker',
  'subwoofer',
  'line-array',
  'studio-monitor',
  'ceiling-speaker',
  'bluetooth-speaker',
  'mixer',
  'console',
  'dj-mixer',
  'lighting-console',
  'video-switcher',
  'amplifier',
  'rack-processor',
  'audio-interface',
  'stage-box',
  'hifi-amplifier',
  'receiver',
  'streamer',
  'microphone',
  'condenser-microphone',
  'wireless-system',
  'usb-microphone',
  'conference-microphone',
  'headphones',
  'earbuds',
  'in-ear-monitor',
  'turntable',
  'dj-controller',
  'dj-player',
  'moving-head',
  'par-light',
  'led-bar',
  'fog-machine',
  'projector',
  'display',
  'camera',
  'electric-guitar',
  'bass-guitar',
  'acoustic-guitar',
  'guitar-amp',
  'pedal',
  'keyboard',
  'synthesizer',
  'digital-piano',
  'drum-kit',
  'electronic-drums',
  'snare',
  'cymbal',
  'hand-drum',
  'trumpet',
  'trombone',
  'saxophone',
  'clarinet',
  'flute',
  'violin',
  'laptop',
  'desktop-computer',
  'tablet',
  'storage-drive',
  'software',
  'recorder',
  'cable',
  'adaptor',
  'snake',
  'strings',
  'drumsticks',
  'tshirt',
  'hoodie',
  'cap',
  'mug',
  'tote',
  'delivery',
] as const;

export type Illustration = (typeof ILLUSTRATIONS)[number];

/** Hero scenes for banners and series images. */
export const SCENES = ['stage', 'studio', 'dj', 'guitars', 'lighting', 'keys', 'drums', 'hifi', 'install', 'video'] as const;
export type Scene = (typeof SCENES)[number];

/** Payment methods with a drawn logo. */
export const PAYMENT_METHODS = ['visa', 'mastercard', 'amex', 'interac', 'paypal', 'apple-pay', 'google-pay', 'shop-pay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Small pictograms (info bars, help centre). */
export const ICONS = ['truck', 'shield', 'chat', 'tag', 'store', 'maple', 'calendar', 'handshake', 'recycle'] as const;
export type Icon = (typeof ICONS)[number];
