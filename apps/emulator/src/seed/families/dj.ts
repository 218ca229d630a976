import { l } from '../text.js';
import type { Family } from './family.js';
import { BOX, COLOURS, CONFIGURATION, LABEL, around, colourOption, facts, kg, option, spec } from './vocabulary.js';

const DJ_USES = [
  l('Club residencies', 'Résidences en club'),
  l('Mobile DJ events and weddings', 'Événements de DJ mobile et mariages'),
  l('Bedroom practice and mixtapes', 'Pratique à la maison et mixtapes'),
  l('Live streaming sets', 'Prestations diffusées en direct'),
];

export const djController: Family = {
  key: 'dj-controller',
  illustration: 'dj-controller',
  noun: l('DJ Controller', 'contrôleur DJ'),
  lines: [
    { brand: 'pioneer-dj', series: 'DDJ Series', model: 'DDJ-{L}{channels}{n}', classics: ['DDJ-FLX{channels}'] },
    { brand: 'pioneer-dj', series: 'XDJ Series', model: 'XDJ-{L}{L}{n}' },
    { brand: 'denon-dj', series: 'Prime Series', model: 'Prime {channels}{L}' },
    { brand: 'denon-dj', series: 'SC Live', model: 'SC Live {channels}' },
    { brand: 'native-instruments', series: 'Traktor Kontrol', model: 'Traktor Kontrol S{channels} Mk{n}' },
    { brand: 'rane', series: null, model: 'Rane {nn}' },
  ],
  useCases: DJ_USES,
  build(random) {
    const channels = random.pick([2, 4]);
    const standalone = random.chance(0.4);
    const screen = standalone ? random.pick([7, 10]) : 0;
    return facts({
      tokens: { channels },
      specs: [
        spec(LABEL.channels, `${channels}`),
        spec(l('Jog wheels', 'Plateaux'), l(`${random.pick([6, 7, 8])}" with displays`, `${random.pick([6, 7, 8])} po avec affichage`)),
        spec(l('Performance pads', 'Pads de performance'), l('16 RGB velocity-sensitive pads', '16 pads RGB sensibles à la vélocité')),
        spec(l('Software', 'Logiciel'), standalone ? l(`Standalone with ${screen}" touch screen; rekordbox and Serato compatible`, `Autonome avec écran tactile de ${screen} po; compatible rekordbox et Serato`) : l('rekordbox and Serato DJ Pro (unlock included)', 'rekordbox et Serato DJ Pro (licence incluse)')),
        spec(LABEL.inputs, l('2 × mic (XLR/TRS), 2 × phono/line RCA', '2 × micro (XLR/TRS), 2 × phono/ligne RCA')),
        spec(LABEL.outputs, l('Master XLR and RCA, booth TRS, headphones 1/4" and 3.5 mm', 'Principale XLR et RCA, cabine TRS, casque 6,35 mm et 3,5 mm')),
      ],
      box: [l('DJ controller', 'Contrôleur DJ'), standalone ? BOX.powerCable : BOX.usbA, BOX.software, BOX.guide],
      filters: [['channels', l(`${channels}`)], ['form-factor', standalone ? l('Standalone', 'Autonome') : l('Software controller', 'Contrôleur logiciel')]],
      price: around(random, 300 + channels * 180 + (standalone ? 900 : 0)),
      weightKg: kg(2.5 + channels * 0.9 + (standalone ? 2 : 0)),
      dimensionsMm: [560 + channels * 40, 70, 330],
      options: [option(CONFIGURATION, [[l('Controller only', 'Contrôleur seul'), 0], [l('With hard case', 'Avec étui rigide'), 189], [l('With DJ headphones', 'Avec casque de DJ'), 149]])],
      pitch: standalone
        ? l(
            `A ${channels}-channel all-in-one system with a ${screen}-inch touch screen that plays from USB drives and streaming services without a laptop.`,
            `Un système tout-en-un de ${channels} canaux avec écran tactile de ${screen} po qui lit les clés USB et les services de diffusion sans ordinateur.`,
          )
        : l(
            `A ${channels}-channel controller with full-size jog wheels and club-style mixer layout, plug-and-play with rekordbox and Serato.`,
            `Un contrôleur de ${channels} canaux aux plateaux pleine grandeur et à la disposition de table de mixage de club, prêt à l’emploi avec rekordbox et Serato.`,
          ),
    });
  },
};

export const djMixer: Family = {
  key: 'dj-mixer',
  illustration: 'dj-mixer',
  noun: l('DJ Mixer', 'table de mixage DJ'),
  lines: [
    { brand: 'pioneer-dj', series: 'DJM Series', model: 'DJM-{channels}0{n}', classics: ['DJM-{channels}00'] },
    { brand: 'allen-heath', series: 'Xone', model: 'Xone:{nn}' },
    { brand: 'rane', series: null, model: 'Seventy-{L}{n}' },
    { brand: 'denon-dj', series: null, model: 'X{n}8{nn}' },
  ],
  useCases: DJ_USES,
  build(random) {
    const channels = random.pick([2, 4, 6]);
    return facts({
      tokens: { channels },
      specs: [
        spec(LABEL.channels, `${channels}`),
        spec(l('Crossfader', 'Atténuateur croisé'), l('Magnetic, adjustable curve', 'Magnétique, courbe réglable')),
        spec(l('Effects', 'Effets'), l('Beat FX and sound colour FX', 'Effets Beat FX et Sound Color FX')),
        spec(LABEL.sampleRate, l('96 kHz / 32-bit', '96 kHz / 32 bits')),
        spec(LABEL.connectivity, l('USB-C audio interface for two computers', 'Interface audio USB-C pour deux ordinateurs')),
      ],
      box: [l('DJ mixer', 'Table de mixage DJ'), BOX.powerCable, BOX.guide],
      filters: [['channels', l(`${channels}`)]],
      price: around(random, 700 + channels * 320),
      weightKg: kg(4 + channels * 1.1),
      dimensionsMm: [channels * 60 + 150, 110, 410],
      options: [option(CONFIGURATION, [[l('Mixer only', 'Table seule'), 0], [l('With dust cover', 'Avec couvercle de protection'), 89], [l('With road case', 'Avec caisse de transport'), 329]])],
      pitch: l(
        `A ${channels}-channel club mixer with a magnetic crossfader, built-in effects and a dual-USB interface for smooth DJ changeovers.`,
        `Une table de mixage de club de ${channels} canaux avec atténuateur croisé magnétique, effets intégrés et double interface USB pour des changements de DJ en douceur.`,
      ),
    });
  },
};

export const djPlayer: Family = {
  key: 'dj-player',
  illustration: 'dj-player',
  noun: l('DJ Media Player', 'lecteur multimédia DJ'),
  lines: [
    { brand: 'pioneer-dj', series: 'CDJ Series', model: 'CDJ-{n}000NXS{n}', classics: ['CDJ-3000', 'CDJ-2000NXS2'] },
    { brand: 'denon-dj', series: 'SC Series', model: 'SC{n}000M' },
  ],
  useCases: DJ_USES,
  build(random) {
    const screen = random.pick([7, 8.5, 9]);
    return facts({
      tokens: {},
      specs: [
        spec(LABEL.display, l(`${screen}" multi-touch screen`, `Écran multitouche de ${String(screen).replace('.', ',')} po`)),
        spec(l('Sources', 'Sources'), l('USB, SD, streaming via Wi-Fi, link to a laptop', 'USB, SD, diffusion par Wi-Fi, liaison avec un ordinateur')),
        spec(l('Audio formats', 'Formats audio'), 'MP3, AAC, WAV, AIFF, FLAC, ALAC'),
        spec(LABEL.outputs, l('Digital coaxial and RCA analog', 'Coaxiale numérique et RCA analogique')),
      ],
      box: [l('Media player', 'Lecteur multimédia'), BOX.powerCable, l('RCA cable', 'Câble RCA'), l('Ethernet cable', 'Câble Ethernet')],
      filters: [['form-factor', l('Standalone', 'Autonome')]],
      price: around(random, 1900 + screen * 120),
      weightKg: kg(5.2),
      dimensionsMm: [329, 118, 453],
      pitch: l(
        `The club-standard deck layout with a ${screen}-inch touch screen, waveform zoom and Pro DJ Link to share one library across players.`,
        `La disposition de platine standard des clubs avec écran tactile de ${String(screen).replace('.', ',')} po, zoom des formes d’onde et Pro DJ Link pour partager une bibliothèque entre lecteurs.`,
      ),
      options: [option(CONFIGURATION, [[l('Single player', 'Lecteur seul'), 0], [l('With decksaver cover', 'Avec couvercle de protection'), 99]])],
    });
  },
};

export const djTurntable: Family = {
  key: 'dj-turntable',
  illustration: 'turntable',
  noun: l('Direct-Drive DJ Turntable', 'platine DJ à entraînement direct'),
  lines: [
    { brand: 'technics', series: 'SL-1200 Series', model: 'SL-12{nn}M{n}', classics: ['SL-1200MK7', 'SL-1210MK7'] },
    { brand: 'pioneer-dj', series: 'PLX Series', model: 'PLX-{nnn}' },
    { brand: 'audio-technica', series: null, model: 'AT-LP1{nnn}X' },
    { brand: 'rane', series: null, model: 'Twelve Mk{n}' },
  ],
  useCases: [
    l('Scratch and turntablism', 'Scratch et turntablisme'),
    l('Vinyl DJ sets', 'Prestations DJ sur vinyle'),
    l('Digitising a record collection', 'Numériser une collection de disques'),
  ],
  build(random) {
    const colour = colourOption(random, COLOURS.pro, 2);
    const torque = random.pick([1.6, 2.2, 4.5]);
    return facts({
      tokens: {},
      specs: [
        spec(l('Drive', 'Entraînement'), l('Direct drive, coreless motor', 'Direct, moteur sans noyau')),
        spec(l('Starting torque', 'Couple de démarrage'), l(`${torque} kgf·cm`, `${String(torque).replace('.', ',')} kgf·cm`)),
        spec(l('Speeds', 'Vitesses'), '33⅓, 45, 78 rpm'),
        spec(l('Pitch range', 'Plage de hauteur'), '±8 %, ±16 %'),
        spec(l('Tonearm', 'Bras de lecture'), l('Static-balanced S-shaped', 'En S à équilibrage statique')),
      ],
      box: [l('Turntable', 'Platine'), l('Platter and slip mat', 'Plateau et feutrine'), l('Headshell', 'Porte-cellule'), l('Dust cover', 'Couvercle antipoussière'), BOX.powerCable],
      filters: [['form-factor', l('Turntable', 'Platine')]],
      price: around(random, 450 + torque * 250),
      weightKg: kg(10 + random.float(0, 3)),
      dimensionsMm: [453, 169, 353],
      pitch: l(
        `A direct-drive deck with ${String(torque)} kgf·cm of torque for instant starts, a stable pitch fader and an S-shaped tonearm that tracks through scratching.`,
        `Une platine à entraînement direct avec ${String(torque).replace('.', ',')} kgf·cm de couple pour des démarrages instantanés, un curseur de hauteur stable et un bras en S qui tient le sillon pendant le scratch.`,
      ),
      colour: colour.values[0]!.colour!,
      options: [colour],
    });
  },
};
