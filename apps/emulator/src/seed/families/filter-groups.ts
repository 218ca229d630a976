import type { Localized } from '../../catalog/model.js';

/** Facet groups of the product_filter metaobjects (product.filters): the label each value shows under. */
export const FILTER_GROUPS = {
  connectivity: { en: 'Connectivity', fr: 'Connectivité' },
  'power-source': { en: 'Power source', fr: 'Alimentation' },
  amplification: { en: 'Amplification', fr: 'Amplification' },
  'driver-size': { en: 'Driver size', fr: 'Taille du haut-parleur' },
  channels: { en: 'Channels', fr: 'Canaux' },
  'polar-pattern': { en: 'Polar pattern', fr: 'Directivité' },
  'frequency-band': { en: 'Frequency band', fr: 'Bande de fréquences' },
  'form-factor': { en: 'Form factor', fr: 'Format' },
  'light-source': { en: 'Light source', fr: "Source lumineuse" },
  'body-style': { en: 'Body style', fr: 'Style de corps' },
  pickups: { en: 'Pickups', fr: 'Micros' },
  strings: { en: 'Strings', fr: 'Cordes' },
  keys: { en: 'Keys', fr: 'Touches' },
  material: { en: 'Material', fr: 'Matériau' },
  level: { en: 'Player level', fr: 'Niveau du musicien' },
  application: { en: 'Application', fr: 'Application' },
  'screen-size': { en: 'Screen size', fr: "Taille de l'écran" },
  resolution: { en: 'Resolution', fr: 'Résolution' },
  processor: { en: 'Processor', fr: 'Processeur' },
  memory: { en: 'Memory', fr: 'Mémoire' },
  length: { en: 'Length', fr: 'Longueur' },
  connector: { en: 'Connector', fr: 'Connecteur' },
  'mount-type': { en: 'Mounting', fr: 'Installation' },
  'noise-cancelling': { en: 'Noise cancelling', fr: 'Réduction de bruit' },
  'back-type': { en: 'Design', fr: 'Conception' },
  'ip-rating': { en: 'Weather resistance', fr: 'Résistance aux intempéries' },
  platform: { en: 'Platform', fr: 'Plateforme' },
  size: { en: 'Size', fr: 'Taille' },
} satisfies Record<string, Localized>;

export type FilterGroup = keyof typeof FILTER_GROUPS;
