import type { Localized } from '../../catalog/model.js';
import type { Illustration } from '../../images/illustrations.js';
import { l } from '../text.js';
import type { Family, Line } from './family.js';
import { LABEL, around, facts, feet, kg, option, spec } from './vocabulary.js';

interface CablePlan {
  key: string;
  illustration: Illustration;
  noun: Localized;
  lines: Line[];
  connectors: Localized;
  conductor: Localized;
  /** Price of the shortest length; each longer length adds per-foot. */
  base: number;
  perFoot: number;
  lengths: number[];
  filter: Localized;
  colour: string;
  uses: Localized[];
}

/** Cables differ by connectors, wire and length; one length option per product. */
function cableFamily(plan: CablePlan): Family {
  return {
    key: plan.key,
    illustration: plan.illustration,
    noun: plan.noun,
    lines: plan.lines,
    useCases: plan.uses,
    build(random) {
      const lengths = random.sample(plan.lengths, random.int(3, Math.min(6, plan.lengths.length))).sort((a, b) => a - b);
      const shortest = lengths[0]!;
      return facts({
        tokens: {},
        specs: [
          spec(LABEL.connectors, plan.connectors),
          spec(l('Conductor', 'Conducteur'), plan.conductor),
          spec(l('Jacket', 'Gaine'), random.pick([l('Flexible PVC', 'PVC souple'), l('Braided', 'Tressée')])),
          spec(l('Available lengths', 'Longueurs offertes'), l(lengths.map((length) => `${length} ft`).join(', '), lengths.map((length) => `${length} pi`).join(', '))),
        ],
        box: [plan.noun.en === 'Adaptor' ? l('Adaptor', 'Adaptateur') : l('Cable with velcro tie', 'Câble avec attache velcro')],
        filters: [['connector', plan.filter], ['length', feet(shortest)]],
        price: around(random, plan.base, 0.05),
        weightKg: kg(0.05 + shortest * 0.02),
        dimensionsMm: [150, 40, 150],
        pitch: l(
          `${plan.conductor.en} wire with ${plan.connectors.en} connectors, tested end to end before it leaves the warehouse.`,
          `Câble ${plan.conductor.fr.charAt(0).toLowerCase() + plan.conductor.fr.slice(1)} avec connecteurs ${plan.connectors.fr}, testé de bout en bout avant de quitter l’entrepôt.`,
        ),
        colour: plan.colour,
        options: [option(LABEL.length, lengths.map((length) => [feet(length), Math.round((length - shortest) * plan.perFoot * 100) / 100] as const))],
      });
    },
  };
}

const STAGE_USES = [
  l('Stage and studio wiring', 'Câblage de scène et de studio'),
  l('Spares for the gig bag', 'Câbles de rechange pour le sac de spectacle'),
  l('Installed systems', 'Systèmes installés'),
];

export const micCable = cableFamily({
  key: 'mic-cable',
  illustration: 'cable',
  noun: l('XLR Microphone Cable', 'câble de microphone XLR'),
  lines: [
    { brand: 'mogami', series: 'Gold Series', model: 'Gold Stage {nn}' },
    { brand: 'hosa', series: 'Pro Series', model: 'HMIC-{nnn}' },
    { brand: 'neutrik', series: null, model: 'NKXLR-{nn}' },
  ],
  connectors: l('XLR female to XLR male', 'XLR femelle vers XLR mâle'),
  conductor: l('Oxygen-free copper, double shielded', 'Cuivre sans oxygène, double blindage'),
  base: 24.99,
  perFoot: 0.9,
  lengths: [3, 6, 10, 15, 20, 25, 50, 100],
  filter: l('XLR'),
  colour: '1f1f22',
  uses: STAGE_USES,
});

export const instrumentCable = cableFamily({
  key: 'instrument-cable',
  illustration: 'cable',
  noun: l('Instrument Cable', 'câble d’instrument'),
  lines: [
    { brand: 'mogami', series: 'Gold Series', model: 'Gold Instrument {nn}' },
    { brand: 'hosa', series: 'Edge', model: 'HGTR-{nnn}' },
    { brand: 'fender', series: 'Professional', model: 'Professional Coil {nn}' },
    { brand: 'ernie-ball', series: null, model: 'P0{nnn}' },
  ],
  connectors: l('1/4" TS straight to right-angle', '6,35 mm TS droit vers coudé'),
  conductor: l('Low-capacitance copper with conductive PVC shield', 'Cuivre à faible capacité avec blindage en PVC conducteur'),
  base: 22.99,
  perFoot: 0.8,
  lengths: [3, 10, 15, 18, 20, 25],
  filter: l('1/4" TS', '6,35 mm TS'),
  colour: '26272b',
  uses: [l('Guitar and bass to amp', 'Guitare et basse vers l’ampli'), l('Pedalboards', 'Pédaliers'), l('Keyboards', 'Claviers')],
});

export const speakerCable = cableFamily({
  key: 'speaker-cable',
  illustration: 'cable',
  noun: l('speakON Speaker Cable', 'câble de haut-parleur speakON'),
  lines: [
    { brand: 'hosa', series: 'Edge', model: 'EDGE-{nn}' },
    { brand: 'neutrik', series: null, model: 'NL4-{nn}' },
  ],
  connectors: l('Neutrik speakON NL4 to speakON NL4', 'Neutrik speakON NL4 vers speakON NL4'),
  conductor: l('12 AWG oxygen-free copper', 'Cuivre sans oxygène calibre 12 AWG'),
  base: 39.99,
  perFoot: 1.4,
  lengths: [3, 10, 25, 50, 100],
  filter: l('speakON'),
  colour: '1f1f22',
  uses: STAGE_USES,
});

export const videoCable = cableFamily({
  key: 'video-cable',
  illustration: 'cable',
  noun: l('HDMI Cable', 'câble HDMI'),
  lines: [
    { brand: 'hosa', series: null, model: 'HDMA-{nnn}' },
    { brand: 'extron', series: 'HDMI Pro', model: 'HD Pro {L}{nn}' },
  ],
  connectors: l('HDMI Type A to HDMI Type A, 48 Gbps', 'HDMI type A vers HDMI type A, 48 Gbit/s'),
  conductor: l('Ultra High Speed certified', 'Certifié Ultra High Speed'),
  base: 29.99,
  perFoot: 2.5,
  lengths: [3, 6, 10, 15, 25],
  filter: l('HDMI'),
  colour: '26272b',
  uses: [l('Projectors and displays', 'Projecteurs et écrans'), l('Cameras to switchers', 'Caméras vers mélangeurs'), l('Gaming consoles', 'Consoles de jeu')],
});

export const networkCable = cableFamily({
  key: 'network-cable',
  illustration: 'cable',
  noun: l('Tactical Ethernet Cable', 'câble Ethernet tactique'),
  lines: [
    { brand: 'neutrik', series: 'etherCON', model: 'NKE6S-{nn}' },
    { brand: 'hosa', series: null, model: 'CAT-6{nn}' },
  ],
  connectors: l('Neutrik etherCON to etherCON (RJ45)', 'Neutrik etherCON vers etherCON (RJ45)'),
  conductor: l('Cat6a shielded, rugged polyurethane jacket', 'Cat6a blindé, gaine robuste en polyuréthane'),
  base: 59.99,
  perFoot: 1.2,
  lengths: [3, 10, 25, 50, 100, 150],
  filter: l('etherCON / RJ45'),
  colour: '1d4ed8',
  uses: [l('Dante and AES50 audio networks', 'Réseaux audio Dante et AES50'), l('Stage box runs', 'Liaisons de boîtiers de scène'), l('Lighting networks', 'Réseaux d’éclairage')],
});

export const snakeCable = cableFamily({
  key: 'snake',
  illustration: 'snake',
  noun: l('Multicore Snake', 'multipaire'),
  lines: [
    { brand: 'hosa', series: 'Pro Series', model: 'SH-{nn}X4' },
    { brand: 'mogami', series: null, model: 'MS-{nn}' },
  ],
  connectors: l('16 XLR inputs / 4 XLR returns, stage box with fan-out', '16 entrées XLR / 4 retours XLR, boîtier de scène avec éventail'),
  conductor: l('Individually shielded pairs', 'Paires blindées individuellement'),
  base: 289.99,
  perFoot: 3.2,
  lengths: [50, 75, 100, 150],
  filter: l('XLR'),
  colour: '1f1f22',
  uses: STAGE_USES,
});

export const adaptor: Family = {
  key: 'adaptor',
  illustration: 'adaptor',
  noun: l('Adaptor', 'adaptateur'),
  lines: [
    { brand: 'neutrik', series: null, model: 'NA{n}{L}{L}' },
    { brand: 'hosa', series: null, model: 'GXP-{nnn}' },
  ],
  useCases: [
    l('Connecting mismatched gear', 'Relier des appareils incompatibles'),
    l('The tech’s toolbox', 'La boîte à outils du technicien'),
    l('Plugging a laptop or phone into a mixer', 'Brancher un ordinateur ou un téléphone à une console'),
  ],
  build(random) {
    const [from, to, filter] = random.pick([
      [l('XLR female', 'XLR femelle'), l('1/4" TRS male', '6,35 mm TRS mâle'), l('XLR')],
      [l('3.5 mm TRS female', '3,5 mm TRS femelle'), l('1/4" TRS male', '6,35 mm TRS mâle'), l('1/4" TRS', '6,35 mm TRS')],
      [l('RCA female', 'RCA femelle'), l('1/4" TS male', '6,35 mm TS mâle'), l('RCA')],
      [l('XLR male', 'XLR mâle'), l('XLR male (gender changer)', 'XLR mâle (changeur de genre)'), l('XLR')],
      [l('USB-C', 'USB-C'), l('HDMI', 'HDMI'), l('HDMI')],
    ] as const);
    return facts({
      tokens: {},
      specs: [
        spec(LABEL.connectors, l(`${from.en} to ${to.en}`, `${from.fr} vers ${to.fr}`)),
        spec(LABEL.material, l('Nickel housing, gold contacts', 'Boîtier nickelé, contacts plaqués or')),
      ],
      box: [l('Adaptor', 'Adaptateur')],
      filters: [['connector', filter]],
      price: around(random, random.pick([7.99, 12.99, 19.99, 34.99])),
      weightKg: kg(0.04),
      dimensionsMm: [20, 20, 60],
      pitch: l(
        `Turns ${from.en} into ${to.en}; solid metal housing with gold-plated contacts.`,
        `Convertit ${from.fr} en ${to.fr}; boîtier en métal massif avec contacts plaqués or.`,
      ),
      colour: 'b8bcc2',
      options: [option(l('Pack', 'Emballage'), [[l('Single', 'Unité'), 0], [l('5-pack', 'Paquet de 5'), 24], [l('10-pack', 'Paquet de 10'), 49]])],
    });
  },
};
