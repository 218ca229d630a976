import { l } from '../text.js';
import type { Family } from './family.js';
import { BOX, COLOURS, CONFIGURATION, LABEL, around, colourOption, facts, inches, kg, option, spec, watts } from './vocabulary.js';

const GUITAR_USES = [
  l('Rock, blues and indie bands', 'Groupes rock, blues et indie'),
  l('Session and studio work', 'Travail de session et de studio'),
  l('Worship teams', 'Équipes de louange'),
  l('Students moving up from a first guitar', 'Élèves qui passent à une deuxième guitare'),
  l('Songwriting at home', 'Composition à la maison'),
];

const handedness = () =>
  option(l('Orientation', 'Orientation'), [
    [l('Right-handed', 'Droitier'), 0],
    [l('Left-handed', 'Gaucher'), 50],
  ]);

export const electricGuitar: Family = {
  key: 'electric-guitar',
  illustration: 'electric-guitar',
  noun: l('Electric Guitar', 'guitare électrique'),
  lines: [
    { brand: 'fender', series: 'American Professional II', model: 'American Professional II {body}' },
    { brand: 'fender', series: 'Player Series', model: 'Player {body} {L}{L}' },
    { brand: 'gibson', series: 'Les Paul', model: 'Les Paul {L}{nn}', classics: ['Les Paul Standard 50s', 'Les Paul Studio'] },
    { brand: 'gibson', series: 'SG', model: 'SG {L}{nn}', classics: ['SG Standard'] },
    { brand: 'epiphone', series: 'Inspired by Gibson', model: 'Les Paul {L}{L}-{nn}' },
    { brand: 'prs', series: 'SE Series', model: 'SE Custom {nn}' },
    { brand: 'ibanez', series: 'RG Series', model: 'RG{nnn}' },
    { brand: 'godin', series: 'Session', model: 'Session {L}{n}' },
    { brand: 'yamaha', series: 'Pacifica', model: 'Pacifica {nnn}V' },
  ],
  useCases: GUITAR_USES,
  build(random) {
    const body = random.pick(['Stratocaster', 'Telecaster', 'Jazzmaster', 'Mustang']);
    const pickups = random.pick([l('SSS single-coils', 'Trois simples bobinages (SSS)'), l('HSS', 'HSS'), l('2 humbuckers', '2 humbuckers')]);
    const frets = random.pick([21, 22, 24]);
    const colour = colourOption(random, COLOURS.guitar, random.int(2, 4));
    return facts({
      tokens: { body },
      specs: [
        spec(l('Body', 'Corps'), random.pick([l('Alder', 'Aulne'), l('Mahogany with maple top', 'Acajou avec table en érable'), l('Basswood', 'Tilleul'), l('Ash', 'Frêne')])),
        spec(l('Neck', 'Manche'), random.pick([l('Maple, modern C profile', 'Érable, profil C moderne'), l('Mahogany, slim taper', 'Acajou, profil mince')])),
        spec(l('Fingerboard', 'Touche'), random.pick([l('Rosewood, 9.5" radius', 'Palissandre, rayon de 9,5 po'), l('Maple, 12" radius', 'Érable, rayon de 12 po'), l('Ebony, 12" radius', 'Ébène, rayon de 12 po')])),
        spec(l('Frets', 'Frettes'), l(`${frets} medium jumbo`, `${frets} medium jumbo`)),
        spec(l('Pickups', 'Micros'), pickups),
        spec(l('Scale length', 'Diapason'), random.pick([l('25.5"', '25,5 po'), l('24.75"', '24,75 po')])),
        spec(l('Hardware', 'Quincaillerie'), l('Locking tuners, 2-point tremolo', 'Mécaniques autobloquantes, vibrato à 2 points')),
      ],
      box: [l('Electric guitar', 'Guitare électrique'), random.chance(0.5) ? BOX.hardCase : BOX.softCase, l('Tremolo arm', 'Bras de vibrato'), l('Allen wrenches', 'Clés hexagonales')],
      filters: [['body-style', l('Solid body', 'Corps plein')], ['pickups', pickups], ['strings', l('6')]],
      price: around(random, random.pick([499, 899, 1299, 2099, 2899, 3799])),
      weightKg: kg(random.float(3.2, 4.3)),
      dimensionsMm: [330, 1000, 45],
      pitch: l(
        `A ${frets}-fret ${body}-style guitar with ${pickups.en} pickups, set up in our Montréal shop with fresh strings and a proper intonation before it ships.`,
        `Une guitare de style ${body} à ${frets} frettes avec micros ${pickups.fr}, réglée dans notre atelier de Montréal avec des cordes neuves et une intonation juste avant l’expédition.`,
      ),
      colour: colour.values[0]!.colour!,
      options: random.chance(0.5) ? [colour, handedness()] : [colour],
    });
  },
};

export const acousticGuitar: Family = {
  key: 'acoustic-guitar',
  illustration: 'acoustic-guitar',
  noun: l('Acoustic-Electric Guitar', 'guitare acoustique électrique'),
  lines: [
    { brand: 'taylor', series: '800 Series', model: '8{nn}ce', classics: ['814ce', '812ce'] },
    { brand: 'taylor', series: 'Academy Series', model: 'Academy {nn}e' },
    { brand: 'seagull', series: 'S6', model: 'S6 {L}{L}' },
    { brand: 'godin', series: 'Multiac', model: 'Multiac {L}{nn}' },
    { brand: 'yamaha', series: 'FG Series', model: 'FG{nnn}' },
    { brand: 'gibson', series: 'J Series', model: 'J-{nn}' },
    { brand: 'fender', series: 'Paramount', model: 'PO-{nnn}' },
  ],
  useCases: [
    l('Singer-songwriter gigs', 'Prestations d’auteurs-compositeurs-interprètes'),
    l('Campfires and cottage weekends', 'Feux de camp et fins de semaine au chalet'),
    l('Recording and worship', 'Enregistrement et louange'),
    l('Learning to play', 'Apprendre à jouer'),
  ],
  build(random) {
    const top = random.pick([l('Solid Sitka spruce', 'Épinette de Sitka massive'), l('Solid cedar', 'Cèdre massif'), l('Solid mahogany', 'Acajou massif')]);
    const shape = random.pick([l('Dreadnought'), l('Grand auditorium', 'Grand auditorium'), l('Concert', 'Concert')]);
    const colour = colourOption(random, COLOURS.guitar.filter((entry) => ['Natural', 'Tobacco Burst', 'Black', '3-Colour Sunburst'].includes(entry.name.en)), random.int(2, 3));
    return facts({
      tokens: {},
      specs: [
        spec(l('Body shape', 'Forme du corps'), shape),
        spec(l('Top', 'Table'), top),
        spec(l('Back and sides', 'Dos et éclisses'), random.pick([l('Laminated mahogany', 'Acajou laminé'), l('Solid rosewood', 'Palissandre massif'), l('Wild cherry', 'Merisier sauvage')])),
        spec(l('Electronics', 'Électronique'), l('Onboard preamp with tuner', 'Préampli intégré avec accordeur')),
        spec(l('Scale length', 'Diapason'), l('25.5"', '25,5 po')),
      ],
      box: [l('Acoustic guitar', 'Guitare acoustique'), random.chance(0.5) ? BOX.hardCase : BOX.softCase, l('Truss rod wrench', 'Clé de tige de renfort')],
      filters: [['body-style', shape], ['strings', l('6')]],
      price: around(random, random.pick([399, 649, 899, 1499, 2499, 4299])),
      weightKg: kg(random.float(1.9, 2.5)),
      dimensionsMm: [400, 1030, 120],
      pitch: l(
        `A ${shape.en.toLowerCase()} with a ${top.en.toLowerCase()} top that opens up as it is played, and an onboard preamp for plugging in on stage.`,
        `Une guitare de format ${shape.fr.toLowerCase()} à table en ${top.fr.toLowerCase()} qui s’ouvre avec le temps, et un préampli intégré pour se brancher sur scène.`,
      ),
      colour: colour.values[0]!.colour!,
      options: random.chance(0.4) ? [colour, handedness()] : [colour],
    });
  },
};

export const bassGuitar: Family = {
  key: 'bass-guitar',
  illustration: 'bass-guitar',
  noun: l('Electric Bass', 'basse électrique'),
  lines: [
    { brand: 'fender', series: 'Precision Bass', model: 'Player Precision Bass {L}{L}' },
    { brand: 'fender', series: 'Jazz Bass', model: 'American Jazz Bass {L}{n}' },
    { brand: 'ibanez', series: 'SR Series', model: 'SR{nnn}' },
    { brand: 'yamaha', series: 'BB Series', model: 'BB{nnn}' },
    { brand: 'godin', series: null, model: 'Shifter {n}' },
  ],
  useCases: GUITAR_USES,
  build(random) {
    const strings = random.pick([4, 4, 5]);
    const colour = colourOption(random, COLOURS.guitar, random.int(2, 3));
    return facts({
      tokens: { strings },
      specs: [
        spec(l('Strings', 'Cordes'), `${strings}`),
        spec(l('Body', 'Corps'), random.pick([l('Alder', 'Aulne'), l('Ash', 'Frêne')])),
        spec(l('Scale length', 'Diapason'), l('34"', '34 po')),
        spec(l('Pickups', 'Micros'), random.pick([l('Split-coil P', 'Simple bobinage divisé P'), l('2 × J single-coils', '2 × simples bobinages J'), l('PJ', 'PJ')])),
        spec(l('Electronics', 'Électronique'), random.chance(0.5) ? l('Active 3-band EQ', 'Égaliseur actif 3 bandes') : l('Passive', 'Passive')),
      ],
      box: [l('Electric bass', 'Basse électrique'), BOX.softCase, l('Allen wrenches', 'Clés hexagonales')],
      filters: [['strings', l(`${strings}`)], ['body-style', l('Solid body', 'Corps plein')]],
      price: around(random, random.pick([549, 999, 1699, 2399])),
      weightKg: kg(random.float(3.8, 4.6)),
      dimensionsMm: [340, 1170, 45],
      pitch: l(
        `A ${strings}-string bass with a 34-inch scale and a punchy, focused tone that sits in any mix.`,
        `Une basse à ${strings} cordes au diapason de 34 po, au son percutant et précis qui trouve sa place dans tous les mixages.`,
      ),
      colour: colour.values[0]!.colour!,
      options: random.chance(0.4) ? [colour, handedness()] : [colour],
    });
  },
};

export const guitarAmp: Family = {
  key: 'guitar-amp',
  illustration: 'guitar-amp',
  noun: l('Guitar Amplifier', 'amplificateur de guitare'),
  lines: [
    { brand: 'fender', series: 'Blues Junior', model: 'Blues Junior {L}{L}' },
    { brand: 'fender', series: 'Tone Master', model: 'Tone Master {L}{L} Reverb' },
    { brand: 'marshall', series: 'DSL Series', model: 'DSL{watts}{L}', classics: ['DSL{watts}C'] },
    { brand: 'marshall', series: 'Origin', model: 'Origin {watts}C' },
    { brand: 'boss', series: 'Katana', model: 'Katana-{watts} Gen {n}' },
    { brand: 'line-6', series: 'Catalyst', model: 'Catalyst {watts}' },
    { brand: 'ampeg', series: 'Rocket Bass', model: 'RB-{nnn}' },
  ],
  useCases: GUITAR_USES,
  build(random) {
    const power = random.pick([20, 40, 50, 100]);
    const speaker = random.pick([10, 12]);
    const tube = random.chance(0.4);
    return facts({
      tokens: { watts: power },
      specs: [
        spec(LABEL.power, watts(power)),
        spec(l('Speaker', 'Haut-parleur'), inches(speaker)),
        spec(l('Circuit', 'Circuit'), tube ? l('All-tube (3 × 12AX7, 2 × EL84)', 'Entièrement à lampes (3 × 12AX7, 2 × EL84)') : l('Solid-state with amp modelling', 'Transistors avec modélisation d’amplis')),
        spec(LABEL.channels, random.pick(['1', '2'])),
        spec(l('Effects', 'Effets'), l('Spring reverb, effects loop', 'Réverbération à ressort, boucle d’effets')),
      ],
      box: [l('Combo amplifier', 'Ampli combo'), BOX.powerCable, l('Footswitch', 'Pédalier')],
      filters: [['power-source', tube ? l('Tube', 'Lampes') : l('Solid-state', 'Transistors')], ['driver-size', inches(speaker)]],
      price: around(random, 200 + power * 6 + (tube ? 500 : 0)),
      weightKg: kg(10 + power * 0.08 + (tube ? 6 : 0)),
      dimensionsMm: [speaker * 40 + 80, speaker * 35 + 60, 260],
      options: [option(l('Format', 'Format'), [[l('Combo', 'Combo'), 0], [l('Head', 'Tête'), -50], [l('Combo with cover and footswitch', 'Combo avec housse et pédalier'), 99]])],
      pitch: l(
        `${power} watts into a ${speaker}-inch speaker with ${tube ? 'the touch-sensitive breakup of an all-tube circuit' : 'dozens of amp models and effects'}, loud enough for rehearsals and club gigs.`,
        `${power} watts dans un haut-parleur de ${speaker} po avec ${tube ? 'la saturation sensible au toucher d’un circuit à lampes' : 'des dizaines de modélisations d’amplis et d’effets'}, assez puissant pour les répétitions et les spectacles en club.`,
      ),
      colour: '1f1f22',
    });
  },
};

export const pedal: Family = {
  key: 'effects-pedal',
  illustration: 'pedal',
  noun: l('Effects Pedal', 'pédale d’effets'),
  lines: [
    { brand: 'boss', series: 'Compact Pedals', model: '{L}{L}-{n}', classics: ['DS-1', 'BD-2', 'TU-3', 'DD-8'] },
    { brand: 'boss', series: 'Compact Pedals', model: '{L}{L}-{nnn}' },
    { brand: 'line-6', series: 'HX Series', model: 'HX {L}{n}' },
    { brand: 'universal-audio', series: 'UAFX', model: 'UAFX {L}{L} {n}' },
  ],
  useCases: [
    l('Building a pedalboard', 'Monter un pédalier'),
    l('Adding grit to a clean amp', 'Ajouter du grain à un ampli clair'),
    l('Ambient and worship textures', 'Textures ambiantes et de louange'),
  ],
  build(random) {
    const effect = random.pick([
      [l('Overdrive', 'Overdrive'), 'e9c400'],
      [l('Distortion', 'Distorsion'), 'f97316'],
      [l('Delay', 'Délai'), 'f5f5f4'],
      [l('Reverb', 'Réverbération'), '60a5fa'],
      [l('Chorus', 'Chorus'), '38bdf8'],
      [l('Compressor', 'Compresseur'), '3b82f6'],
      [l('Tuner', 'Accordeur'), 'a3a3a3'],
    ] as const);
    return facts({
      tokens: {},
      specs: [
        spec(l('Effect', 'Effet'), effect[0]),
        spec(LABEL.controls, l('Level, tone, drive/time, mode', 'Niveau, tonalité, gain/temps, mode')),
        spec(l('Bypass', 'Contournement'), l('Buffered bypass', 'Contournement tamponné')),
        spec(LABEL.powerSupply, l('9 V DC adaptor (not included) or 9 V battery', 'Adaptateur 9 V c.c. (non inclus) ou pile 9 V')),
        spec(l('Current draw', 'Consommation'), `${random.int(10, 120)} mA`),
      ],
      box: [l('Pedal', 'Pédale'), l('9 V battery', 'Pile 9 V'), BOX.guide],
      filters: [['application', effect[0]]],
      price: around(random, random.pick([99, 139, 179, 249, 399])),
      weightKg: kg(0.4),
      dimensionsMm: [73, 59, 129],
      options: [option(CONFIGURATION, [[l('Pedal only', 'Pédale seule'), 0], [l('With 9 V power supply', 'Avec bloc d’alimentation 9 V'), 25], [l('With power supply and patch cables', 'Avec alimentation et câbles de raccordement'), 39]])],
      pitch: l(
        `A road-tough ${effect[0].en.toLowerCase()} pedal with a metal chassis, simple controls and a circuit that stays quiet on a crowded board.`,
        `Une pédale ${effect[0].fr.toLowerCase()} robuste au boîtier en métal, aux réglages simples et au circuit silencieux même sur un pédalier chargé.`,
      ),
      colour: effect[1],
    });
  },
};

export const guitarStrings: Family = {
  key: 'guitar-strings',
  illustration: 'strings',
  noun: l('Guitar Strings', 'cordes de guitare'),
  lines: [
    { brand: 'ernie-ball', series: 'Slinky', model: 'Slinky {L}{nn}', classics: ['Regular Slinky', 'Super Slinky', 'Power Slinky', 'Hybrid Slinky', 'Beefy Slinky', 'Cobalt Regular Slinky', 'Paradigm Regular Slinky'] },
    { brand: 'daddario', series: 'EXL Series', model: 'EXL{nnn}', classics: ['EXL110', 'EXL120', 'EXL115', 'EXL140'] },
    { brand: 'daddario', series: 'XS Series', model: 'XS{nnnn}', classics: ['XSE1046', 'XSE0942'] },
  ],
  useCases: [l('Restringing electric guitars', 'Remplacer les cordes d’une guitare électrique'), l('Touring backups', 'Jeux de rechange en tournée'), l('Students', 'Élèves')],
  build(random) {
    return facts({
      tokens: {},
      specs: [
        spec(l('Gauges', 'Calibres'), l('9–42, 10–46 or 11–49', '9–42, 10–46 ou 11–49')),
        spec(LABEL.material, random.pick([l('Nickel-plated steel', 'Acier plaqué nickel'), l('Phosphor bronze', 'Bronze phosphoreux'), l('Pure nickel', 'Nickel pur')])),
        spec(l('Strings per set', 'Cordes par jeu'), '6'),
      ],
      box: [l('Set of 6 strings', 'Jeu de 6 cordes')],
      filters: [['strings', l('6')], ['material', l('Nickel', 'Nickel')]],
      price: around(random, 11.99, 0.1),
      weightKg: kg(0.05),
      dimensionsMm: [110, 110, 8],
      pitch: l(
        'A bright, balanced set with a long life, sealed against humidity, in the three most popular gauges.',
        'Un jeu au son brillant et équilibré, durable et emballé à l’abri de l’humidité, dans les trois calibres les plus populaires.',
      ),
      colour: 'c0c4c8',
      options: [
        option(l('Gauge', 'Calibre'), [[l('Light 10–46', 'Léger 10–46'), 0], [l('Extra light 9–42', 'Très léger 9–42'), 0], [l('Medium 11–49', 'Moyen 11–49'), 0]]),
        option(CONFIGURATION, [[l('Single set', 'Jeu unique'), 0], [l('3-pack', 'Paquet de 3'), 19], [l('12-pack', 'Paquet de 12'), 89]]),
      ],
    });
  },
};
