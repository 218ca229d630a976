import { l } from '../text.js';
import type { Family, OptionPlan } from './family.js';
import { BOX, COLOURS, LABEL, around, colourOption, facts, inches, kg, option, spec } from './vocabulary.js';

const COMPUTER_USES = [
  l('Running a DAW with large sessions', 'Faire tourner une STAN avec de grosses sessions'),
  l('Video editing and streaming', 'Montage vidéo et diffusion en direct'),
  l('Live playback rigs for touring acts', 'Systèmes de lecture pour artistes en tournée'),
  l('Mobile recording', 'Enregistrement mobile'),
];

const memoryOption = (base: number): OptionPlan =>
  option(l('Memory / storage', 'Mémoire / stockage'), [
    [l('16 GB / 512 GB', '16 Go / 512 Go'), 0],
    [l('32 GB / 1 TB', '32 Go / 1 To'), Math.round(500 + base * 0.05)],
    [l('64 GB / 2 TB', '64 Go / 2 To'), Math.round(1200 + base * 0.1)],
  ]);

export const laptop: Family = {
  key: 'laptop',
  illustration: 'laptop',
  noun: l('Laptop', 'ordinateur portable'),
  lines: [
    { brand: 'apple', series: 'MacBook Pro', model: 'MacBook Pro {size}" M{n}' },
    { brand: 'apple', series: 'MacBook Air', model: 'MacBook Air {size}" M{n}' },
    { brand: 'dell', series: 'XPS', model: 'XPS {size} {nn}{nn}' },
    { brand: 'dell', series: 'Precision', model: 'Precision {n}{nnn}' },
  ],
  useCases: COMPUTER_USES,
  build(random) {
    const size = random.pick([13, 14, 15, 16]);
    const cores = random.pick([8, 10, 12, 14]);
    const colour = colourOption(random, COLOURS.computer, random.int(1, 3));
    return facts({
      tokens: { size },
      specs: [
        spec(l('Processor', 'Processeur'), l(`${cores}-core CPU with integrated GPU`, `Processeur à ${cores} cœurs avec GPU intégré`)),
        spec(LABEL.display, l(`${size}" high-resolution display`, `Écran haute résolution de ${size} po`)),
        spec(LABEL.battery, l(`Up to ${random.int(15, 22)} h`, `Jusqu’à ${random.int(15, 22)} h`)),
        spec(LABEL.connectivity, l('3 × Thunderbolt/USB-C, HDMI, SD card, Wi-Fi 6E', '3 × Thunderbolt/USB-C, HDMI, carte SD, Wi-Fi 6E')),
      ],
      box: [l('Laptop', 'Ordinateur portable'), l('USB-C power adaptor', 'Adaptateur secteur USB-C'), l('USB-C charge cable (2 m)', 'Câble de recharge USB-C (2 m)')],
      filters: [['screen-size', inches(size)], ['processor', l(`${cores} cores`, `${cores} cœurs`)], ['platform', l(random.chance(0.5) ? 'macOS' : 'Windows')]],
      price: around(random, 1200 + size * 60 + cores * 90),
      weightKg: kg(1.2 + (size - 13) * 0.2),
      dimensionsMm: [size * 22, 16, size * 15],
      pitch: l(
        `A ${cores}-core laptop that runs large recording sessions silently and lasts a full day away from the wall.`,
        `Un ordinateur portable à ${cores} cœurs qui fait tourner de grosses sessions d’enregistrement en silence et tient une journée complète sur batterie.`,
      ),
      colour: colour.values[0]!.colour!,
      options: colour.values.length > 1 ? [colour, memoryOption(1500)] : [memoryOption(1500)],
    });
  },
};

export const desktop: Family = {
  key: 'desktop-computer',
  illustration: 'desktop-computer',
  noun: l('Desktop Workstation', 'station de travail'),
  lines: [
    { brand: 'apple', series: 'Mac Studio', model: 'Mac Studio M{n} {L}' },
    { brand: 'apple', series: 'Mac mini', model: 'Mac mini M{n}' },
    { brand: 'dell', series: 'Precision', model: 'Precision {n}{nnn} Tower' },
  ],
  useCases: COMPUTER_USES,
  build(random) {
    const cores = random.pick([10, 12, 16, 24]);
    return facts({
      tokens: {},
      specs: [
        spec(l('Processor', 'Processeur'), l(`${cores}-core CPU`, `Processeur à ${cores} cœurs`)),
        spec(l('Graphics', 'Graphisme'), l(`${cores * 2}-core GPU`, `GPU à ${cores * 2} cœurs`)),
        spec(LABEL.connectivity, l('4 × Thunderbolt, 10 Gb Ethernet, HDMI, 2 × USB-A', '4 × Thunderbolt, Ethernet 10 Gb, HDMI, 2 × USB-A')),
        spec(l('Noise', 'Bruit'), l('Near-silent under load', 'Presque silencieux en charge')),
      ],
      box: [l('Computer', 'Ordinateur'), BOX.powerCable],
      filters: [['processor', l(`${cores} cores`, `${cores} cœurs`)], ['platform', l('macOS')]],
      price: around(random, 900 + cores * 160),
      weightKg: kg(1.3 + cores * 0.12),
      dimensionsMm: [197, 95, 197],
      pitch: l(
        `${cores} CPU cores in a compact, near-silent box that can sit beside the mix position without adding noise.`,
        `${cores} cœurs de processeur dans un boîtier compact et presque silencieux, qui peut se placer près de la position de mixage sans ajouter de bruit.`,
      ),
      colour: 'c7cbd1',
      options: [memoryOption(2000)],
    });
  },
};

export const tablet: Family = {
  key: 'tablet',
  illustration: 'tablet',
  noun: l('Tablet', 'tablette'),
  lines: [
    { brand: 'apple', series: 'iPad Pro', model: 'iPad Pro {size}" M{n}' },
    { brand: 'apple', series: 'iPad Air', model: 'iPad Air {size}" M{n}' },
    { brand: 'samsung', series: 'Galaxy Tab', model: 'Galaxy Tab S{n}{L}' },
  ],
  useCases: [
    l('Wireless mixer control', 'Contrôle sans fil de consoles'),
    l('Sheet music on stage', 'Partitions sur scène'),
    l('Mobile music production', 'Production musicale mobile'),
  ],
  build(random) {
    const size = random.pick([11, 13]);
    const colour = colourOption(random, COLOURS.computer, 2);
    return facts({
      tokens: { size },
      specs: [
        spec(LABEL.display, l(`${size}" display`, `Écran de ${size} po`)),
        spec(LABEL.connectivity, l('USB-C / Thunderbolt, Wi-Fi 6E, Bluetooth', 'USB-C / Thunderbolt, Wi-Fi 6E, Bluetooth')),
        spec(LABEL.battery, l('Up to 10 h', 'Jusqu’à 10 h')),
      ],
      box: [l('Tablet', 'Tablette'), BOX.usbC],
      filters: [['screen-size', inches(size)]],
      price: around(random, 700 + size * 60),
      weightKg: kg(0.5 + (size - 11) * 0.08),
      dimensionsMm: [size * 16, 6, size * 22],
      pitch: l(
        'A thin, fast tablet that controls digital mixers over Wi-Fi and runs mobile recording apps.',
        'Une tablette mince et rapide qui contrôle les consoles numériques par Wi-Fi et fait tourner les applications d’enregistrement mobile.',
      ),
      colour: colour.values[0]!.colour!,
      options: [colour, option(l('Storage', 'Stockage'), [[l('256 GB', '256 Go'), 0], [l('512 GB', '512 Go'), 270], [l('1 TB', '1 To'), 810]])],
    });
  },
};

export const storageDrive: Family = {
  key: 'storage-drive',
  illustration: 'storage-drive',
  noun: l('Portable SSD', 'disque SSD portable'),
  lines: [
    { brand: 'lacie', series: 'Rugged', model: 'Rugged SSD {L}{n}' },
    { brand: 'samsung', series: 'T Series', model: 'T{n} Shield' },
  ],
  useCases: [
    l('Sample libraries', 'Banques d’échantillons'),
    l('Backing up sessions', 'Sauvegarde des sessions'),
    l('Camera media offload', 'Déchargement des cartes de caméra'),
  ],
  build(random) {
    const colour = colourOption(random, COLOURS.consumer.slice(0, 3), 2);
    return facts({
      tokens: {},
      specs: [
        spec(l('Speed', 'Vitesse'), l(`Up to ${random.pick([1050, 2000, 2800])} MB/s`, `Jusqu’à ${random.pick([1050, 2000, 2800])} Mo/s`)),
        spec(LABEL.connectivity, l('USB-C (USB 3.2 Gen 2)', 'USB-C (USB 3.2 Gen 2)')),
        spec(LABEL.ipRating, 'IP65'),
      ],
      box: [l('Portable SSD', 'Disque SSD portable'), BOX.usbC, BOX.usbA],
      filters: [['connectivity', l('USB-C')], ['ip-rating', l('IP65')]],
      price: around(random, 139),
      weightKg: kg(0.1),
      dimensionsMm: [58, 10, 88],
      pitch: l(
        'A drop-resistant, dust and water resistant SSD fast enough to stream sample libraries directly.',
        'Un SSD résistant aux chutes, à la poussière et à l’eau, assez rapide pour lire directement des banques d’échantillons.',
      ),
      colour: colour.values[0]!.colour!,
      options: [colour, option(l('Capacity', 'Capacité'), [[l('1 TB', '1 To'), 0], [l('2 TB', '2 To'), 110], [l('4 TB', '4 To'), 330]])],
    });
  },
};

export const software: Family = {
  key: 'software',
  illustration: 'software',
  noun: l('Music Software', 'logiciel de musique'),
  lines: [
    { brand: 'avid', series: 'Pro Tools', model: 'Pro Tools {edition} 202{n}', classics: ['Pro Tools {edition}'] },
    { brand: 'steinberg', series: 'Cubase', model: 'Cubase {edition} 1{n}', classics: ['Cubase {edition} 14'] },
    { brand: 'ableton', series: 'Live', model: 'Live 1{n} {edition}', classics: ['Live 12 {edition}'] },
    { brand: 'native-instruments', series: 'Komplete', model: 'Komplete 1{n} {edition}', classics: ['Komplete 15 {edition}'] },
    { brand: 'apple', series: 'Logic Pro', model: 'Logic Pro {n}', classics: ['Logic Pro 11'] },
  ],
  useCases: [
    l('Recording and mixing', 'Enregistrement et mixage'),
    l('Composing for film and games', 'Composition pour le cinéma et les jeux'),
    l('Electronic music production', 'Production de musique électronique'),
  ],
  build(random) {
    const edition = random.pick(['Intro', 'Artist', 'Studio', 'Suite', 'Ultimate']);
    return facts({
      tokens: { edition },
      specs: [
        spec(l('Delivery', 'Livraison'), l('Download licence by e-mail', 'Licence téléchargeable par courriel')),
        spec(l('Platforms', 'Plateformes'), 'macOS, Windows'),
        spec(l('Edition', 'Édition'), edition),
        spec(l('Licence', 'Licence'), l('Perpetual, 2 activations', 'Perpétuelle, 2 activations')),
      ],
      box: [l('Download code and installation instructions', 'Code de téléchargement et instructions d’installation')],
      filters: [['platform', l('macOS and Windows', 'macOS et Windows')]],
      price: around(random, { Intro: 99, Artist: 249, Studio: 449, Suite: 749, Ultimate: 999 }[edition]!),
      weightKg: 0,
      dimensionsMm: [0, 0, 0],
      pitch: l(
        `The ${edition} edition, delivered as a download code by e-mail within minutes of the order being confirmed.`,
        `L’édition ${edition}, livrée sous forme de code de téléchargement par courriel quelques minutes après la confirmation de la commande.`,
      ),
      colour: '6d28d9',
      requiresShipping: false,
      noBarcode: true,
      options: [option(l('Licence', 'Licence'), [[l('Perpetual', 'Perpétuelle'), 0], [l('Upgrade from previous version', 'Mise à niveau de la version précédente'), -Math.round({ Intro: 50, Artist: 120, Studio: 220, Suite: 380, Ultimate: 500 }[edition]!)], [l('Education (students and teachers)', 'Éducation (élèves et enseignants)'), -Math.round({ Intro: 30, Artist: 80, Studio: 150, Suite: 250, Ultimate: 350 }[edition]!)]])],
    });
  },
};
