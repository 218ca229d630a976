import { l } from '../text.js';
import type { Family } from './family.js';
import { BOX, COLOURS, CONFIGURATION, LABEL, around, colourOption, facts, kg, option, spec } from './vocabulary.js';

const KEYBOARD_USES = [
  l('Gigging keyboard players', 'Claviéristes en spectacle'),
  l('Home practice and lessons', 'Pratique et cours à la maison'),
  l('Music production', 'Production musicale'),
  l('Worship and cover bands', 'Groupes de louange et de reprises'),
];

const standOption = (base: number) =>
  option(CONFIGURATION, [
    [l('Instrument only', 'Instrument seul'), 0],
    [l('With stand and bench', 'Avec support et banc'), Math.round(149 + base * 0.02)],
    [l('With stand, bench and headphones', 'Avec support, banc et casque'), Math.round(229 + base * 0.02)],
  ]);

export const synthesizer: Family = {
  key: 'synthesizer',
  illustration: 'synthesizer',
  noun: l('Synthesizer', 'synthétiseur'),
  lines: [
    { brand: 'moog', series: 'Minimoog', model: 'Muse {L}{n}' },
    { brand: 'korg', series: 'minilogue', model: 'minilogue {L}{L}', classics: ['minilogue xd'] },
    { brand: 'korg', series: 'Opsix', model: 'opsix {L}{n}' },
    { brand: 'roland', series: 'JUPITER', model: 'JUPITER-X{L}{n}' },
    { brand: 'arturia', series: 'MiniFreak', model: 'MiniFreak {L}{n}' },
    { brand: 'behringer', series: null, model: 'Pro-{nn}' },
    { brand: 'nord', series: 'Nord Lead', model: 'Lead A{n}', classics: ['Lead A1'] },
    { brand: 'yamaha', series: 'MODX', model: 'MODX{keysShort}+' },
  ],
  useCases: KEYBOARD_USES,
  build(random) {
    const keys = random.pick([37, 49, 61]);
    const voices = random.pick([4, 6, 8, 16, 64]);
    const analog = voices <= 16 && random.chance(0.7);
    return facts({
      tokens: { keysShort: Math.round(keys / 10) },
      specs: [
        spec(l('Keys', 'Touches'), l(`${keys} velocity-sensitive with aftertouch`, `${keys} sensibles à la vélocité avec aftertouch`)),
        spec(l('Polyphony', 'Polyphonie'), l(`${voices} voices`, `${voices} voix`)),
        spec(l('Engine', 'Moteur'), analog ? l('Analog oscillators and filter', 'Oscillateurs et filtre analogiques') : l('Digital (FM, wavetable and virtual analog)', 'Numérique (FM, table d’ondes et analogique virtuel)')),
        spec(l('Sequencer', 'Séquenceur'), l('64-step polyphonic with motion recording', 'Polyphonique de 64 pas avec enregistrement de mouvements')),
        spec(LABEL.connectivity, l('MIDI DIN, USB-C MIDI, CV/gate', 'MIDI DIN, MIDI USB-C, CV/gate')),
      ],
      box: [l('Synthesizer', 'Synthétiseur'), BOX.powerAdaptor, BOX.guide],
      filters: [['keys', l(`${keys}`)], ['application', analog ? l('Analog synthesis', 'Synthèse analogique') : l('Digital synthesis', 'Synthèse numérique')]],
      price: around(random, 400 + keys * 12 + voices * 30 + (analog ? 300 : 0)),
      weightKg: kg(2.5 + keys * 0.07),
      dimensionsMm: [keys * 14 + 150, 90, 300],
      options: [option(CONFIGURATION, [[l('Synthesizer', 'Synthétiseur'), 0], [l('With gig bag', 'Avec housse'), 119], [l('With stand and headphones', 'Avec support et casque'), 179]])],
      pitch: l(
        `A ${voices}-voice ${analog ? 'analog' : 'digital'} synthesizer with ${keys} keys, a hands-on panel with one knob per function and a sequencer for building patterns live.`,
        `Un synthétiseur ${analog ? 'analogique' : 'numérique'} de ${voices} voix et ${keys} touches, avec un panneau où chaque fonction a son bouton et un séquenceur pour construire des motifs en direct.`,
      ),
    });
  },
};

export const stagePiano: Family = {
  key: 'stage-piano',
  illustration: 'keyboard',
  noun: l('Stage Piano', 'piano de scène'),
  lines: [
    { brand: 'nord', series: 'Nord Stage', model: 'Stage {n} {keys}', classics: ['Stage 4 {keys}'] },
    { brand: 'nord', series: 'Nord Piano', model: 'Piano {n}', classics: ['Piano 5 {keys}'] },
    { brand: 'yamaha', series: 'CP Series', model: 'CP{keys}' },
    { brand: 'roland', series: 'RD Series', model: 'RD-{nn}' },
    { brand: 'korg', series: 'SV Series', model: 'SV-{n} {keys}' },
    { brand: 'kawai', series: 'MP Series', model: 'MP{n}' },
  ],
  useCases: KEYBOARD_USES,
  build(random) {
    const keys = random.pick([73, 88]);
    const colour = random.chance(0.5) ? 'b91c1c' : '1f1f22';
    return facts({
      tokens: { keys },
      specs: [
        spec(l('Keys', 'Touches'), l(`${keys} weighted hammer-action keys`, `${keys} touches lestées à mécanique à marteaux`)),
        spec(l('Sounds', 'Sonorités'), l('Grand and upright pianos, electric pianos, organs, synths', 'Pianos à queue et droits, pianos électriques, orgues, synthés')),
        spec(l('Polyphony', 'Polyphonie'), l(`${random.pick([128, 256])} voices`, `${random.pick([128, 256])} voix`)),
        spec(LABEL.outputs, l('Balanced XLR and 1/4" outputs, headphones', 'Sorties XLR symétriques et 6,35 mm, casque')),
        spec(LABEL.connectivity, l('MIDI, USB-C, sustain and expression pedal inputs', 'MIDI, USB-C, entrées de pédales de maintien et d’expression')),
      ],
      box: [l('Stage piano', 'Piano de scène'), l('Sustain pedal', 'Pédale de maintien'), l('Music rest', 'Pupitre'), BOX.powerCable],
      filters: [['keys', l(`${keys}`)], ['application', l('Stage', 'Scène')]],
      price: around(random, 1500 + keys * 25),
      weightKg: kg(keys === 88 ? 18.5 : 15.5),
      dimensionsMm: [keys === 88 ? 1300 : 1100, 130, 330],
      pitch: l(
        `${keys} weighted keys and a sound set covering pianos, vintage electric pianos and organs, in a chassis light enough to carry to every gig.`,
        `${keys} touches lestées et une banque de sons de pianos, de pianos électriques d’époque et d’orgues, dans un châssis assez léger pour chaque spectacle.`,
      ),
      colour,
      options: [standOption(1500 + keys * 25)],
    });
  },
};

export const digitalPiano: Family = {
  key: 'digital-piano',
  illustration: 'digital-piano',
  noun: l('Digital Piano', 'piano numérique'),
  lines: [
    { brand: 'yamaha', series: 'Clavinova', model: 'CLP-{nnn}', classics: ['CLP-835', 'CLP-845'] },
    { brand: 'yamaha', series: 'Arius', model: 'YDP-{nnn}' },
    { brand: 'kawai', series: 'CA Series', model: 'CA{nnn}' },
    { brand: 'roland', series: 'HP Series', model: 'HP{nnn}' },
    { brand: 'casio', series: 'Celviano', model: 'AP-{nnn}' },
    { brand: 'casio', series: 'Privia', model: 'PX-S{n}000' },
  ],
  useCases: [
    l('Piano lessons for children and adults', 'Cours de piano pour enfants et adultes'),
    l('Condo living with headphones', 'Pratique au casque en copropriété'),
    l('Conservatory practice', 'Pratique de conservatoire'),
  ],
  build(random) {
    const cabinet = random.chance(0.6);
    const colour = colourOption(random, COLOURS.wood, random.int(2, 4), 100);
    return facts({
      tokens: {},
      specs: [
        spec(l('Keys', 'Touches'), l('88 graded hammer-action keys with escapement', '88 touches à mécanique à marteaux progressive avec échappement')),
        spec(l('Piano sound', 'Son de piano'), l('Sampled concert grand with string resonance', 'Piano de concert échantillonné avec résonance des cordes')),
        spec(l('Speakers', 'Haut-parleurs'), l(`2 × ${random.pick([20, 30, 50])} W`, `2 × ${random.pick([20, 30, 50])} W`)),
        spec(l('Pedals', 'Pédales'), cabinet ? l('3 pedals with half-damper', '3 pédales avec demi-pédale') : l('Sustain pedal included', 'Pédale de maintien incluse')),
        spec(LABEL.connectivity, l('Bluetooth audio and MIDI, 2 headphone jacks, USB', 'Audio et MIDI Bluetooth, 2 prises casque, USB')),
      ],
      box: cabinet
        ? [l('Digital piano with cabinet', 'Piano numérique avec meuble'), l('Matching bench', 'Banc assorti'), BOX.powerAdaptor, l('Assembly hardware', 'Quincaillerie d’assemblage')]
        : [l('Digital piano', 'Piano numérique'), l('Sustain pedal', 'Pédale de maintien'), l('Music rest', 'Pupitre'), BOX.powerAdaptor],
      filters: [['keys', l('88')], ['form-factor', cabinet ? l('Cabinet', 'Meuble') : l('Portable', 'Portable')]],
      price: around(random, cabinet ? random.pick([1899, 2699, 3899]) : random.pick([699, 999, 1299])),
      weightKg: kg(cabinet ? random.float(40, 60) : random.float(11, 15)),
      dimensionsMm: cabinet ? [1360, 930, 420] : [1320, 110, 230],
      pitch: l(
        `88 weighted keys with escapement, a sampled concert grand and ${cabinet ? 'a furniture cabinet with three pedals' : 'a slim portable body'}, plus two headphone jacks for silent practice.`,
        `88 touches lestées avec échappement, un piano de concert échantillonné et ${cabinet ? 'un meuble avec trois pédales' : 'un boîtier portable mince'}, plus deux prises casque pour pratiquer en silence.`,
      ),
      colour: colour.values[0]!.colour!,
      options: cabinet ? [colour] : [colour, standOption(999)],
    });
  },
};

export const midiController: Family = {
  key: 'midi-controller',
  illustration: 'keyboard',
  noun: l('MIDI Keyboard Controller', 'clavier contrôleur MIDI'),
  lines: [
    { brand: 'akai-professional', series: 'MPK', model: 'MPK{keys} Mk{n}' },
    { brand: 'native-instruments', series: 'Komplete Kontrol', model: 'Kontrol S{keys} Mk{n}' },
    { brand: 'arturia', series: 'KeyLab', model: 'KeyLab {keys} Mk{n}' },
    { brand: 'roland', series: 'A Series', model: 'A-{keys}{L}' },
  ],
  useCases: [
    l('Producing in Ableton Live, Logic and FL Studio', 'Produire dans Ableton Live, Logic et FL Studio'),
    l('Playing virtual instruments', 'Jouer des instruments virtuels'),
    l('Beat-making with pads', 'Créer des rythmes avec des pads'),
  ],
  build(random) {
    const keys = random.pick([25, 49, 61, 88]);
    return facts({
      tokens: { keys },
      specs: [
        spec(l('Keys', 'Touches'), l(`${keys} ${keys === 88 ? 'hammer-action' : 'semi-weighted'} keys with aftertouch`, `${keys} touches ${keys === 88 ? 'à mécanique à marteaux' : 'semi-lestées'} avec aftertouch`)),
        spec(l('Pads', 'Pads'), l('16 RGB velocity pads', '16 pads RGB sensibles à la vélocité')),
        spec(LABEL.controls, l('8 endless encoders, transport buttons, pitch and mod wheels', '8 encodeurs sans fin, boutons de transport, molettes de hauteur et de modulation')),
        spec(LABEL.connectivity, l('USB-C bus powered, 5-pin MIDI out', 'USB-C alimenté par bus, sortie MIDI 5 broches')),
      ],
      box: [l('MIDI controller', 'Contrôleur MIDI'), BOX.usbA, BOX.software],
      filters: [['keys', l(`${keys}`)], ['connectivity', l('USB-C')]],
      price: around(random, 120 + keys * 7),
      weightKg: kg(1 + keys * 0.08),
      dimensionsMm: [keys * 14 + 150, 80, 260],
      options: [option(CONFIGURATION, [[l('Controller only', 'Contrôleur seul'), 0], [l('With sustain pedal', 'Avec pédale de maintien'), 29], [l('With stand and pedal', 'Avec support et pédale'), 89]])],
      pitch: l(
        `${keys} expressive keys, pads and encoders that map automatically to popular recording software, with a bundle of instruments to start producing straight away.`,
        `${keys} touches expressives, des pads et des encodeurs qui s’associent automatiquement aux logiciels d’enregistrement courants, avec des instruments inclus pour produire immédiatement.`,
      ),
    });
  },
};
