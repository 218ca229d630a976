import type { Localized } from '../../catalog/model.js';
import type { Random } from '../random.js';
import { l, measure } from '../text.js';
import type { Facts, OptionPlan, Spec } from './family.js';

/** Specification labels shared by several families. */
export const LABEL = {
  power: l('Power output', 'Puissance de sortie'),
  frequency: l('Frequency response', 'Réponse en fréquence'),
  maxSpl: l('Maximum SPL', 'Niveau de pression acoustique max.'),
  woofer: l('Low-frequency driver', 'Haut-parleur de graves'),
  tweeter: l('High-frequency driver', "Haut-parleur d'aigus"),
  coverage: l('Coverage (H × V)', 'Dispersion (H × V)'),
  inputs: l('Inputs', 'Entrées'),
  outputs: l('Outputs', 'Sorties'),
  channels: l('Channels', 'Canaux'),
  connectivity: l('Connectivity', 'Connectivité'),
  powerSupply: l('Power supply', 'Alimentation'),
  sampleRate: l('Resolution', 'Résolution'),
  polarPattern: l('Polar pattern', 'Directivité'),
  sensitivity: l('Sensitivity', 'Sensibilité'),
  impedance: l('Impedance', 'Impédance'),
  battery: l('Battery life', "Autonomie de la pile"),
  display: l('Display', 'Écran'),
  material: l('Construction', 'Construction'),
  finish: l('Finish', 'Fini'),
  controls: l('Controls', 'Commandes'),
  range: l('Operating range', 'Portée de fonctionnement'),
  band: l('Frequency band', 'Bande de fréquences'),
  mounting: l('Mounting', 'Installation'),
  lightSource: l('Light source', 'Source lumineuse'),
  beam: l('Beam angle', 'Angle du faisceau'),
  dmx: l('DMX channels', 'Canaux DMX'),
  resolution: l('Native resolution', 'Résolution native'),
  length: l('Length', 'Longueur'),
  connectors: l('Connectors', 'Connecteurs'),
  ipRating: l('Protection rating', 'Indice de protection'),
  consumption: l('Power consumption', 'Consommation'),
} satisfies Record<string, Localized>;

export function spec(label: Localized, value: Localized | string): Spec {
  return { label, value: typeof value === 'string' ? l(value) : value };
}

export interface Colour {
  name: Localized;
  hex: string;
}

const colour = (en: string, fr: string, hex: string): Colour => ({ name: l(en, fr), hex });

/** Colour palettes: studio and stage gear, consumer gear, guitar finishes, woods, brass, apparel. */
export const COLOURS = {
  pro: [colour('Black', 'Noir', '26272b'), colour('White', 'Blanc', 'e9e9e4')],
  consumer: [
    colour('Black', 'Noir', '26272b'),
    colour('White', 'Blanc', 'e9e9e4'),
    colour('Midnight Blue', 'Bleu nuit', '1e3a8a'),
    colour('Red', 'Rouge', 'b91c1c'),
    colour('Sage Green', 'Vert sauge', '7c9a7e'),
    colour('Sand', 'Sable', 'd6c6a5'),
  ],
  guitar: [
    colour('3-Colour Sunburst', 'Sunburst 3 tons', '8a4b1f'),
    colour('Olympic White', 'Blanc olympique', 'ece6d6'),
    colour('Black', 'Noir', '1d1d1f'),
    colour('Candy Apple Red', "Rouge pomme d'amour", 'a3131b'),
    colour('Lake Placid Blue', 'Bleu Lake Placid', '3f6fb5'),
    colour('Sea Foam Green', 'Vert écume', '8fd3c1'),
    colour('Natural', 'Naturel', 'c8a06a'),
    colour('Tobacco Burst', 'Tobacco Burst', '5b3216'),
  ],
  wood: [
    colour('Walnut', 'Noyer', '6b4423'),
    colour('Satin Black', 'Noir satiné', '2a2a2a'),
    colour('Satin White', 'Blanc satiné', 'efefea'),
    colour('Oak', 'Chêne', 'b98b5a'),
  ],
  brass: [
    colour('Gold Lacquer', 'Laque dorée', 'd4a017'),
    colour('Silver-Plated', 'Plaqué argent', 'c0c4c8'),
    colour('Black Nickel', 'Nickel noir', '3b3b3f'),
  ],
  drums: [
    colour('Piano Black', 'Noir piano', '151515'),
    colour('Ocean Blue Sparkle', 'Bleu océan pailleté', '1f5f99'),
    colour('Wine Red', 'Rouge vin', '6d1a2b'),
    colour('Natural Maple', 'Érable naturel', 'd7b47c'),
    colour('Silver Sparkle', 'Argent pailleté', 'b7bcc4'),
  ],
  apparel: [
    colour('Black', 'Noir', '1f1f22'),
    colour('Heather Grey', 'Gris chiné', '9ca3af'),
    colour('Navy', 'Marine', '1e2a4a'),
    colour('Maple Red', 'Rouge érable', 'ca0100'),
  ],
  computer: [colour('Space Grey', 'Gris sidéral', '4b5563'), colour('Silver', 'Argent', 'c7cbd1'), colour('Midnight', 'Minuit', '1f2937')],
} satisfies Record<string, Colour[]>;

/** A Colour/Couleur option with `count` values of a palette (at least 2 when count allows). */
export function colourOption(random: Random, palette: readonly Colour[], count: number, priceStep = 0): OptionPlan {
  const chosen = random.sample(palette, Math.min(count, palette.length));
  return {
    name: l('Colour', 'Couleur'),
    values: chosen.map((entry, index) => ({ value: entry.name, priceDelta: index === 0 ? 0 : priceStep, colour: entry.hex })),
  };
}

/** An option from fixed values with price deltas. */
export function option(name: Localized, values: readonly (readonly [Localized, number])[]): OptionPlan {
  return { name, values: values.map(([value, priceDelta]) => ({ value, priceDelta })) };
}

export const CONFIGURATION = l('Configuration', 'Configuration');

/** Frequency range "50 Hz – 20 kHz" (French decimal comma: "2,5 kHz"). */
export function hzRange(low: number, highHz: number): Localized {
  const high = highHz >= 1000 ? `${highHz / 1000} kHz` : `${highHz} Hz`;
  return l(`${low} Hz – ${high}`, `${low} Hz – ${high.replace('.', ',')}`);
}

/** Watts, "1,300 W" / "1 300 W". */
export function watts(value: number): Localized {
  return measure(value, 'W');
}

/** Inches with the French "po": 12" / 12 po. */
export function inches(value: number): Localized {
  const text = String(value);
  return l(`${text}"`, `${text.replace('.', ',')} po`);
}

/** Feet and metres for cable lengths: 10 ft (3 m) / 3 m (10 pi). */
export function feet(value: number): Localized {
  const metres = Math.round(value * 0.3048 * 10) / 10;
  const metric = String(metres).replace('.', ',');
  return l(`${value} ft (${metres} m)`, `${metric} m (${value} pi)`);
}

/** Facts with the usual defaults: drawn in black, no options, ships. */
export function facts(values: Omit<Facts, 'colour' | 'options' | 'filters'> & Partial<Pick<Facts, 'colour' | 'options' | 'filters'>>): Facts {
  return { colour: '26272b', options: [], filters: [], ...values };
}

/** A price built from parts, kept positive. */
export function around(random: Random, base: number, spread = 0.08): number {
  return Math.max(1, base * (1 + random.float(-spread, spread)));
}

/** A weight in kg rounded to 0.1 (0.01 under 1 kg). */
export function kg(value: number): number {
  return value < 1 ? Math.round(value * 100) / 100 : Math.round(value * 10) / 10;
}

/** "What's in the box" items shared by several families. */
export const BOX = {
  powerCable: l('IEC power cable (Canadian plug)', 'Cordon d’alimentation CEI (fiche canadienne)'),
  powerAdaptor: l('Power adaptor', 'Adaptateur secteur'),
  guide: l('Quick start guide', 'Guide de démarrage rapide'),
  safety: l('Safety and warranty booklet', 'Livret de sécurité et de garantie'),
  usbC: l('USB-C to USB-C cable', 'Câble USB-C vers USB-C'),
  usbA: l('USB-C to USB-A cable', 'Câble USB-C vers USB-A'),
  rackEars: l('Rack-mount ears', 'Oreilles de montage en rack'),
  softCase: l('Padded gig bag', 'Housse de transport rembourrée'),
  hardCase: l('Hardshell case', 'Étui rigide'),
  pouch: l('Zippered pouch', 'Pochette à fermeture éclair'),
  micClip: l('Microphone clip', 'Pince de microphone'),
  shockMount: l('Shock mount', 'Suspension antichoc'),
  windscreen: l('Foam windscreen', 'Bonnette en mousse'),
  batteries: l('2 × AA batteries', '2 piles AA'),
  software: l('Software download card', 'Carte de téléchargement de logiciels'),
  hardware: l('Mounting hardware', 'Quincaillerie de montage'),
  remote: l('Remote control', 'Télécommande'),
  cleaningCloth: l('Polishing cloth', 'Chiffon de polissage'),
} satisfies Record<string, Localized>;
