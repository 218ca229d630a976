import { l } from '../text.js';
import type { Family } from './family.js';
import { BOX, COLOURS, CONFIGURATION, LABEL, around, colourOption, facts, inches, kg, option, spec } from './vocabulary.js';

const DRUM_USES = [
  l('Rehearsal rooms and gigs', 'Locaux de répétition et spectacles'),
  l('Recording studios', 'Studios d’enregistrement'),
  l('Students and school bands', 'Élèves et harmonies scolaires'),
  l('Worship teams', 'Équipes de louange'),
];

export const acousticKit: Family = {
  key: 'acoustic-drum-kit',
  illustration: 'drum-kit',
  noun: l('Acoustic Drum Kit', 'batterie acoustique'),
  lines: [
    { brand: 'pearl', series: 'Export', model: 'Export EXX{nnn}' },
    { brand: 'pearl', series: 'Masters', model: 'Masters Maple {L}{L}{n}' },
    { brand: 'tama', series: 'Superstar', model: 'Superstar {L}{L}{n}' },
    { brand: 'dw', series: 'Design Series', model: 'Design {L}{nn}' },
    { brand: 'ludwig', series: 'Breakbeats', model: 'Breakbeats {L}{n}' },
    { brand: 'yamaha', series: 'Stage Custom', model: 'Stage Custom {L}{n}' },
  ],
  useCases: DRUM_USES,
  build(random) {
    const pieces = random.pick([4, 5, 6]);
    const kick = random.pick([20, 22]);
    const shells = random.pick([l('Birch', 'Bouleau'), l('Maple', 'Érable'), l('Poplar and mahogany', 'Peuplier et acajou')]);
    const colour = colourOption(random, COLOURS.drums, random.int(2, 4));
    return facts({
      tokens: { pieces },
      specs: [
        spec(l('Configuration', 'Configuration'), l(`${pieces}-piece shell pack`, `Ensemble de ${pieces} fûts`)),
        spec(l('Sizes', 'Dimensions'), l(`${kick}" × 16" kick, 10" and 12" toms, 16" floor tom, 14" × 5.5" snare`, `Grosse caisse ${kick} × 16 po, toms de 10 et 12 po, tom basse de 16 po, caisse claire 14 × 5,5 po`)),
        spec(l('Shells', 'Fûts'), shells),
        spec(l('Hardware', 'Quincaillerie'), l('Double-braced stands and kick pedal included', 'Pieds à double renfort et pédale de grosse caisse inclus')),
      ],
      box: [l(`${pieces} drums`, `${pieces} fûts`), l('Hardware pack', 'Ensemble de quincaillerie'), l('Drum key', 'Clé de batterie')],
      filters: [['material', shells], ['level', random.chance(0.5) ? l('Beginner', 'Débutant') : l('Intermediate', 'Intermédiaire')]],
      price: around(random, 500 + pieces * 180 + (shells.en === 'Maple' ? 900 : 0)),
      weightKg: kg(25 + pieces * 4),
      dimensionsMm: [1500, 1200, 1200],
      pitch: l(
        `A ${pieces}-piece kit with ${shells.en.toLowerCase()} shells and a ${kick}-inch kick, complete with hardware so it is ready to play (cymbals sold separately).`,
        `Une batterie de ${pieces} fûts en ${shells.fr.toLowerCase()} avec grosse caisse de ${kick} po, livrée avec la quincaillerie et prête à jouer (cymbales vendues séparément).`,
      ),
      colour: colour.values[0]!.colour!,
      options: [colour, option(CONFIGURATION, [[l('Shell pack with hardware', 'Fûts et quincaillerie'), 0], [l('With cymbal pack', 'Avec ensemble de cymbales'), 499]])],
    });
  },
};

export const electronicKit: Family = {
  key: 'electronic-drum-kit',
  illustration: 'electronic-drums',
  noun: l('Electronic Drum Kit', 'batterie électronique'),
  lines: [
    { brand: 'roland', series: 'V-Drums', model: 'TD-{nn}K{L}', classics: ['TD-17KVX2', 'TD-27KV2'] },
    { brand: 'alesis', series: 'Strata', model: 'Strata {L}{n}' },
    { brand: 'alesis', series: 'Nitro', model: 'Nitro {L}{n} Kit' },
    { brand: 'yamaha', series: 'DTX', model: 'DTX{nnn}K' },
  ],
  useCases: [
    l('Quiet practice in apartments', 'Pratique silencieuse en appartement'),
    l('Learning with built-in coaching', 'Apprendre avec l’entraîneur intégré'),
    l('Triggering samples live', 'Déclencher des échantillons sur scène'),
  ],
  build(random) {
    const mesh = random.chance(0.7);
    const kits = random.pick([40, 50, 70, 100]);
    return facts({
      tokens: {},
      specs: [
        spec(l('Pads', 'Pads'), mesh ? l('Dual-zone mesh snare and toms', 'Caisse claire et toms en maille à deux zones') : l('Rubber pads', 'Pads en caoutchouc')),
        spec(l('Drum kits', 'Batteries préprogrammées'), `${kits}`),
        spec(l('Module', 'Module'), l('Coach mode, metronome, Bluetooth audio, USB audio/MIDI', 'Mode entraîneur, métronome, audio Bluetooth, audio/MIDI USB')),
        spec(l('Rack', 'Support'), l('Chrome 4-post rack', 'Support chromé à 4 montants')),
      ],
      box: [l('Drum module', 'Module de batterie'), l('Pads and cymbals', 'Pads et cymbales'), l('Rack and cable snake', 'Support et faisceau de câbles'), l('Kick tower', 'Tour de grosse caisse'), BOX.powerAdaptor],
      filters: [['material', mesh ? l('Mesh heads', 'Peaux en maille') : l('Rubber pads', 'Pads en caoutchouc')]],
      price: around(random, 500 + kits * 14 + (mesh ? 400 : 0)),
      weightKg: kg(22 + random.float(0, 10)),
      dimensionsMm: [1300, 1200, 1000],
      options: [option(CONFIGURATION, [[l('Kit only', 'Batterie seule'), 0], [l('With throne and headphones', 'Avec siège et casque'), 149], [l('With throne, headphones and amp', 'Avec siège, casque et ampli'), 399]])],
      pitch: l(
        `${mesh ? 'Quiet mesh heads' : 'Durable rubber pads'} with ${kits} kits and a coaching mode that keeps practice productive, even at midnight with headphones.`,
        `${mesh ? 'Des peaux en maille silencieuses' : 'Des pads durables en caoutchouc'} avec ${kits} batteries préprogrammées et un mode entraîneur qui rend la pratique efficace, même à minuit au casque.`,
      ),
    });
  },
};

export const snareDrum: Family = {
  key: 'snare-drum',
  illustration: 'snare',
  noun: l('Snare Drum', 'caisse claire'),
  lines: [
    { brand: 'ludwig', series: 'Supraphonic', model: 'LM{nnn}', classics: ['LM400', 'LM402'] },
    { brand: 'pearl', series: 'Sensitone', model: 'Sensitone {L}{n}' },
    { brand: 'dw', series: 'Collector’s', model: 'Collector’s {L}{nn}' },
    { brand: 'tama', series: 'S.L.P.', model: 'S.L.P. {L}{L}{n}' },
  ],
  useCases: DRUM_USES,
  build(random) {
    const depth = random.pick([5, 5.5, 6.5]);
    const shell = random.pick([l('Seamless aluminium', 'Aluminium sans soudure'), l('Maple', 'Érable'), l('Brass', 'Laiton'), l('Steel', 'Acier')]);
    return facts({
      tokens: {},
      specs: [
        spec(l('Size', 'Dimensions'), l(`14" × ${depth}"`, `14 × ${String(depth).replace('.', ',')} po`)),
        spec(l('Shell', 'Fût'), shell),
        spec(l('Strainer', 'Déclencheur'), l('Smooth throw-off with 20-strand wires', 'Déclencheur fluide avec timbre de 20 brins')),
        spec(l('Lugs', 'Tirants'), '10'),
      ],
      box: [l('Snare drum', 'Caisse claire'), l('Drum key', 'Clé de batterie')],
      filters: [['material', shell]],
      price: around(random, random.pick([299, 449, 599, 899])),
      weightKg: kg(4 + depth * 0.3),
      dimensionsMm: [380, Math.round(depth * 25.4) + 40, 380],
      pitch: l(
        `A 14 × ${depth}-inch ${shell.en.toLowerCase()} snare with a crisp, cutting crack and sensitive wires for ghost notes.`,
        `Une caisse claire de 14 × ${String(depth).replace('.', ',')} po en ${shell.fr.toLowerCase()}, au claquement net et tranchant, avec un timbre sensible pour les notes fantômes.`,
      ),
      colour: 'c0c4c8',
      options: [option(l('Depth', 'Profondeur'), [[l('5"', '5 po'), 0], [l('6.5"', '6,5 po'), 40], [l('8"', '8 po'), 90]])],
    });
  },
};

export const cymbal: Family = {
  key: 'cymbal',
  illustration: 'cymbal',
  noun: l('Cymbal', 'cymbale'),
  lines: [
    { brand: 'zildjian', series: 'K Series', model: 'K {kind}' },
    { brand: 'zildjian', series: 'A Custom', model: 'A Custom {kind}' },
    { brand: 'sabian', series: 'HHX', model: 'HHX {kind}' },
    { brand: 'sabian', series: 'AAX', model: 'AAX {kind}' },
    { brand: 'meinl', series: 'Byzance', model: 'Byzance {kind}' },
  ],
  useCases: DRUM_USES,
  build(random) {
    const [kind, kindFr, sizes] = random.pick([
      ['Crash', 'Crash', [16, 17, 18, 19]],
      ['Ride', 'Ride', [20, 21, 22]],
      ['Hi-Hats', 'Charleston', [13, 14, 15]],
      ['China', 'China', [16, 18]],
      ['Splash', 'Splash', [8, 10]],
    ] as const);
    return facts({
      tokens: { kind: `${random.pick(['Dark', 'Bright', 'Sweet', 'Thin', 'Medium', 'Fast'])} ${kind}` },
      specs: [
        spec(l('Type', 'Type'), l(kind, kindFr)),
        spec(LABEL.material, l('B20 bronze, hand-hammered', 'Bronze B20 martelé à la main')),
      ],
      box: [l(kind === 'Hi-Hats' ? 'Pair of hi-hat cymbals' : 'Cymbal', kind === 'Hi-Hats' ? 'Paire de cymbales charleston' : 'Cymbale')],
      filters: [['material', l('B20 bronze', 'Bronze B20')], ['size', inches(sizes[0]!)]],
      price: around(random, kind === 'Hi-Hats' ? 450 : 250 + sizes[0]! * 12),
      weightKg: kg(0.5 + sizes[0]! * 0.08),
      dimensionsMm: [sizes[0]! * 25, 20, sizes[0]! * 25],
      pitch: l(
        `Hand-hammered B20 bronze ${kind.toLowerCase()} with a complex, musical wash that works from jazz to rock.`,
        `Cymbale ${kindFr.toLowerCase()} en bronze B20 martelée à la main, au son riche et musical, du jazz au rock.`,
      ),
      colour: 'c9a227',
      options: [
        option(l('Size', 'Taille'), sizes.map((size, index) => [l(`${size}"`, `${size} po`), index * 40] as const)),
        option(LABEL.finish, [[l('Traditional', 'Traditionnel'), 0], [l('Brilliant', 'Brillant'), 20]]),
      ],
    });
  },
};

export const handPercussion: Family = {
  key: 'hand-percussion',
  illustration: 'hand-drum',
  noun: l('Hand Percussion', 'percussion à main'),
  lines: [
    { brand: 'latin-percussion', series: 'Galaxy', model: 'Galaxy {L}{n}' },
    { brand: 'latin-percussion', series: 'Aspire', model: 'Aspire {L}{nn}' },
    { brand: 'meinl', series: 'Headliner', model: 'Headliner HC{nnn}' },
  ],
  useCases: [
    l('Acoustic and Latin bands', 'Groupes acoustiques et latins'),
    l('Drum circles and classrooms', 'Cercles de tambours et salles de classe'),
    l('Adding texture to recordings', 'Ajouter de la texture aux enregistrements'),
  ],
  build(random) {
    const [kind, kindFr] = random.pick([['Congas', 'Congas'], ['Bongos', 'Bongos'], ['Djembe', 'Djembé'], ['Cajon', 'Cajón']] as const);
    const colour = colourOption(random, COLOURS.wood, 2);
    return facts({
      tokens: {},
      noun: l(kind, kindFr.toLowerCase()),
      specs: [
        spec(l('Instrument', 'Instrument'), l(kind, kindFr)),
        spec(LABEL.material, random.pick([l('Siam oak', 'Chêne de Siam'), l('Fibreglass', 'Fibre de verre'), l('Birch', 'Bouleau')])),
        spec(l('Heads', 'Peaux'), l('Natural rawhide', 'Peau naturelle')),
      ],
      box: [l(kind, kindFr), kind === 'Congas' ? l('Double stand', 'Support double') : l('Tuning wrench', 'Clé d’accord')],
      filters: [['material', l('Wood', 'Bois')]],
      price: around(random, kind === 'Congas' ? 699 : 189),
      weightKg: kg(kind === 'Congas' ? 18 : 4),
      dimensionsMm: [350, 700, 350],
      pitch: l(
        `Full, warm ${kind.toLowerCase()} with natural heads and rounded edges that are comfortable through long sets.`,
        `Des ${kindFr.toLowerCase()} au son chaleureux et plein, avec peaux naturelles et rebords arrondis confortables pendant les longues prestations.`,
      ),
      colour: colour.values[0]!.colour!,
      options: [colour],
    });
  },
};

export const drumsticks: Family = {
  key: 'drumsticks',
  illustration: 'drumsticks',
  noun: l('Drumsticks', 'baguettes de batterie'),
  lines: [
    { brand: 'vic-firth', series: 'American Classic', model: 'American Classic {size}' },
    { brand: 'vic-firth', series: 'Signature Series', model: 'Signature {L}{L}{n}' },
    { brand: 'zildjian', series: null, model: 'Artist {L}{n}' },
  ],
  useCases: [l('Everyday practice', 'Pratique quotidienne'), l('Gigs and recording', 'Spectacles et enregistrement'), l('Drum lessons', 'Cours de batterie')],
  build(random) {
    const size = random.pick(['5A', '5B', '7A', '2B']);
    return facts({
      tokens: { size },
      specs: [
        spec(l('Size', 'Taille'), size),
        spec(LABEL.material, l('American hickory', 'Hickory américain')),
      ],
      box: [l('1 pair of drumsticks', '1 paire de baguettes')],
      filters: [['size', l(size)], ['material', l('Hickory', 'Hickory')]],
      price: around(random, 16.99, 0.1),
      weightKg: kg(0.1),
      dimensionsMm: [16, 406, 16],
      pitch: l(
        `Straight, pitch-paired ${size} hickory sticks that feel balanced and consistent from one pair to the next.`,
        `Des baguettes ${size} en hickory, droites et appariées, équilibrées et constantes d’une paire à l’autre.`,
      ),
      colour: 'd7b47c',
      options: [
        option(l('Tip', 'Olive'), [[l('Wood tip', 'Olive en bois'), 0], [l('Nylon tip', 'Olive en nylon'), 2]]),
        option(CONFIGURATION, [[l('1 pair', '1 paire'), 0], [l('4-pair brick', 'Lot de 4 paires'), 44], [l('12-pair box', 'Boîte de 12 paires'), 139]]),
      ],
    });
  },
};
