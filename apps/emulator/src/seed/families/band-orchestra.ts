import { l } from '../text.js';
import type { Family } from './family.js';
import type { Localized } from '../../catalog/model.js';
import type { Illustration } from '../../images/illustrations.js';
import { BOX, COLOURS, LABEL, around, colourOption, facts, kg, option, spec } from './vocabulary.js';

const BAND_USES = [
  l('School band programs', 'Programmes d’harmonie scolaire'),
  l('Community orchestras and concert bands', 'Orchestres communautaires et harmonies'),
  l('Conservatory students', 'Élèves de conservatoire'),
  l('Jazz ensembles', 'Ensembles de jazz'),
];

interface WindPlan {
  key: string;
  illustration: Illustration;
  noun: Localized;
  lines: Family['lines'];
  keyOf: Localized;
  /** What keyOf is: the key of a wind instrument, the size of a string instrument. */
  keyLabel?: Localized;
  bore: Localized;
  prices: number[];
  kg: number;
  dimensions: [number, number, number];
  palette: 'brass' | 'wood';
}

/** Wind and string instruments share one shape: key, bore or body, finish, level. */
function windFamily(plan: WindPlan): Family {
  return {
    key: plan.key,
    illustration: plan.illustration,
    noun: plan.noun,
    lines: plan.lines,
    useCases: BAND_USES,
    build(random) {
      const level = random.pick([l('Student', 'Élève'), l('Intermediate', 'Intermédiaire'), l('Professional', 'Professionnel')]);
      const tier = level.en === 'Student' ? 0 : level.en === 'Intermediate' ? 1 : 2;
      const colour = colourOption(random, plan.palette === 'brass' ? COLOURS.brass : COLOURS.wood, random.int(1, 3), 150);
      return facts({
        tokens: { tier: tier + 1 },
        specs: [
          spec(plan.keyLabel ?? l('Key', 'Tonalité'), plan.keyOf),
          spec(l('Bore / body', 'Perce / corps'), plan.bore),
          spec(l('Level', 'Niveau'), level),
          spec(LABEL.finish, colour.values[0]!.value),
        ],
        box: [l('Instrument', 'Instrument'), BOX.hardCase, l('Mouthpiece or bow, as applicable', 'Embouchure ou archet, selon l’instrument'), BOX.cleaningCloth],
        filters: [['level', level], ['material', plan.palette === 'brass' ? l('Brass', 'Laiton') : l('Wood', 'Bois')]],
        price: around(random, plan.prices[tier]!),
        weightKg: kg(plan.kg),
        dimensionsMm: plan.dimensions,
        pitch: l(
          `A ${level.en.toLowerCase()} ${plan.noun.en.toLowerCase()} in ${plan.keyOf.en}, set up and play-tested by our band instrument technician, with a case for the walk to school or rehearsal.`,
          `Un instrument de niveau ${level.fr.toLowerCase()} en ${plan.keyOf.fr}, réglé et essayé par notre technicien d’instruments à vent, livré avec un étui pour se rendre à l’école ou en répétition.`,
        ),
        colour: colour.values[0]!.colour!,
        options: [colour, option(l('Case', 'Étui'), [[l('Standard case', 'Étui standard'), 0], [l('Deluxe backpack case', 'Étui sac à dos de luxe'), 129]])],
      });
    },
  };
}

export const trumpet = windFamily({
  key: 'trumpet',
  illustration: 'trumpet',
  noun: l('Trumpet', 'trompette'),
  lines: [
    { brand: 'bach', series: 'Stradivarius', model: 'Stradivarius {nnn}' },
    { brand: 'bach', series: 'TR Series', model: 'TR{nnn}' },
    { brand: 'yamaha', series: 'YTR Series', model: 'YTR-{nnnn}' },
    { brand: 'jupiter', series: null, model: 'JTR{nnn}' },
  ],
  keyOf: l('B♭', 'si♭'),
  bore: l('ML bore, 0.459"', 'Perce ML, 0,459 po'),
  prices: [899, 1799, 4299],
  kg: 2.8,
  dimensions: [140, 500, 220],
  palette: 'brass',
});

export const trombone = windFamily({
  key: 'trombone',
  illustration: 'trombone',
  noun: l('Trombone', 'trombone'),
  lines: [
    { brand: 'bach', series: 'Stradivarius', model: 'Stradivarius {nn}H' },
    { brand: 'yamaha', series: 'YSL Series', model: 'YSL-{nnn}' },
    { brand: 'jupiter', series: null, model: 'JTB{nnn}' },
  ],
  keyOf: l('B♭/F', 'si♭/fa'),
  bore: l('0.547" large bore with F attachment', 'Grande perce de 0,547 po avec barillet en fa'),
  prices: [1099, 2299, 4799],
  kg: 4.5,
  dimensions: [260, 1150, 250],
  palette: 'brass',
});

export const saxophone = windFamily({
  key: 'saxophone',
  illustration: 'saxophone',
  noun: l('Alto Saxophone', 'saxophone alto'),
  lines: [
    { brand: 'selmer', series: 'Supreme', model: 'Supreme {L}{nn}' },
    { brand: 'selmer', series: 'Series III', model: 'Series III {L}{n}' },
    { brand: 'yamaha', series: 'YAS Series', model: 'YAS-{nnn}' },
    { brand: 'jupiter', series: null, model: 'JAS{nnn}' },
  ],
  keyOf: l('E♭', 'mi♭'),
  bore: l('Yellow brass body with high F♯ key', 'Corps en laiton jaune avec clé de fa♯ aigu'),
  prices: [1499, 3199, 8499],
  kg: 5.5,
  dimensions: [300, 700, 260],
  palette: 'brass',
});

export const clarinet = windFamily({
  key: 'clarinet',
  illustration: 'clarinet',
  noun: l('Clarinet', 'clarinette'),
  lines: [
    { brand: 'buffet-crampon', series: 'R13', model: 'R13 {L}{L}' },
    { brand: 'buffet-crampon', series: 'E Series', model: 'E{nn}' },
    { brand: 'yamaha', series: 'YCL Series', model: 'YCL-{nnn}' },
    { brand: 'jupiter', series: null, model: 'JCL{nnn}' },
  ],
  keyOf: l('B♭', 'si♭'),
  bore: l('Grenadilla or ABS body, 17 keys, 6 rings', 'Corps en grenadille ou en ABS, 17 clés, 6 anneaux'),
  prices: [699, 1899, 4599],
  kg: 2.1,
  dimensions: [220, 380, 120],
  palette: 'wood',
});

export const flute = windFamily({
  key: 'flute',
  illustration: 'flute',
  noun: l('Flute', 'flûte traversière'),
  lines: [
    { brand: 'yamaha', series: 'YFL Series', model: 'YFL-{nnn}' },
    { brand: 'jupiter', series: null, model: 'JFL{nnn}' },
  ],
  keyOf: l('C', 'do'),
  bore: l('Sterling silver headjoint, offset G, split E mechanism', 'Tête en argent sterling, sol décalé, mécanisme de mi'),
  prices: [799, 1899, 4999],
  kg: 1.6,
  dimensions: [140, 450, 80],
  palette: 'brass',
});

export const violin = windFamily({
  key: 'violin',
  illustration: 'violin',
  noun: l('Violin Outfit', 'ensemble de violon'),
  lines: [
    { brand: 'yamaha', series: 'V Series', model: 'V{n} {L}{L}', classics: ['V5 SC', 'V7 SG'] },
    { brand: 'yamaha', series: 'YVN Series', model: 'YVN{nnn}S' },
  ],
  keyOf: l('4/4 size', 'format 4/4'),
  keyLabel: l('Size', 'Taille'),
  bore: l('Solid spruce top, maple back and sides, ebony fingerboard', 'Table en épinette massive, dos et éclisses en érable, touche en ébène'),
  prices: [499, 1299, 3499],
  kg: 2.2,
  dimensions: [230, 800, 140],
  palette: 'wood',
});
