import { l } from '../text.js';
import type { Family } from './family.js';
import { BOX, CONFIGURATION, LABEL, around, facts, kg, option, spec } from './vocabulary.js';

const MIXER_USES = [
  l('Front-of-house mixing for live bands', 'Mixage façade pour groupes en spectacle'),
  l('Churches and community halls', 'Églises et salles communautaires'),
  l('Multitrack recording of rehearsals', 'Enregistrement multipiste des répétitions'),
  l('Theatre and musical productions', 'Productions théâtrales et comédies musicales'),
  l('Corporate events and hotel ballrooms', 'Événements d’entreprise et salles de bal d’hôtel'),
];

export const digitalMixer: Family = {
  key: 'digital-mixer',
  illustration: 'mixer',
  noun: l('Digital Mixer', 'console de mixage numérique'),
  lines: [
    { brand: 'allen-heath', series: 'SQ Series', model: 'SQ-{channels}{L}', classics: ['SQ-5', 'SQ-6', 'SQ-7'] },
    { brand: 'allen-heath', series: 'Qu Series', model: 'Qu-{channels}' },
    { brand: 'yamaha', series: 'DM Series', model: 'DM{n}' },
    { brand: 'midas', series: 'M32 Series', model: 'M{channels}{L}', classics: ['M32', 'M32R'] },
    { brand: 'behringer', series: 'X32 Series', model: 'X{channels} {L}', classics: ['X32', 'X32 Compact'] },
    { brand: 'presonus', series: 'StudioLive Series III', model: 'StudioLive {channels}S{n}' },
    { brand: 'mackie', series: 'DL Series', model: 'DL{channels}{L}' },
  ],
  useCases: MIXER_USES,
  build(random) {
    const channels = random.pick([16, 24, 32, 48]);
    const faders = channels >= 32 ? random.pick([17, 25, 33]) : random.pick([13, 17]);
    const buses = random.pick([12, 16, 24]);
    const screen = random.pick([7, 9, 12]);
    return facts({
      tokens: { channels },
      specs: [
        spec(LABEL.channels, l(`${channels} input channels`, `${channels} canaux d’entrée`)),
        spec(l('Motorised faders', 'Potentiomètres motorisés'), `${faders}`),
        spec(l('Mix buses', 'Bus de mixage'), `${buses}`),
        spec(LABEL.display, l(`${screen}" capacitive touch screen`, `Écran tactile capacitif de ${screen} po`)),
        spec(LABEL.sampleRate, l('96 kHz / 24-bit', '96 kHz / 24 bits')),
        spec(LABEL.inputs, l(`${Math.min(channels, 24)} × XLR/TRS combo mic preamps`, `${Math.min(channels, 24)} × préamplis micro combo XLR/TRS`)),
        spec(LABEL.connectivity, l('USB-C 32 × 32 audio interface, Dante expansion slot, Wi-Fi app control', 'Interface audio USB-C 32 × 32, logement d’extension Dante, contrôle par application Wi-Fi')),
      ],
      box: [l('Digital mixer', 'Console de mixage numérique'), BOX.powerCable, l('Dust cover', 'Housse antipoussière'), BOX.guide],
      filters: [
        ['channels', l(`${channels}`)],
        ['form-factor', l('Desk', 'Console')],
        ['connectivity', l('USB')],
      ],
      price: around(random, 1400 + channels * 95 + faders * 40),
      weightKg: kg(6 + channels * 0.35 + random.float(0, 2)),
      dimensionsMm: [300 + faders * 30, 200, 520],
      pitch: l(
        `${channels} input channels, ${faders} motorised faders and a ${screen}-inch touch screen, with scenes, effects racks and a USB-C multitrack interface for recording every show.`,
        `${channels} canaux d’entrée, ${faders} potentiomètres motorisés et un écran tactile de ${screen} po, avec mémoires de scènes, effets intégrés et une interface multipiste USB-C pour enregistrer chaque spectacle.`,
      ),
      options: random.chance(0.9)
        ? [option(CONFIGURATION, [[l('Console only', 'Console seule'), 0], [l('With road case', 'Avec caisse de transport'), 649], [l('With Dante card', 'Avec carte Dante'), 899]])]
        : [],
    });
  },
};

export const analogMixer: Family = {
  key: 'analog-mixer',
  illustration: 'mixer',
  noun: l('Analog Mixer', 'console de mixage analogique'),
  lines: [
    { brand: 'mackie', series: 'ProFX Series', model: 'ProFX{channels}v{n}' },
    { brand: 'allen-heath', series: 'ZED Series', model: 'ZED-{channels}{L}' },
    { brand: 'yamaha', series: 'MG Series', model: 'MG{channels}X{L}' },
    { brand: 'behringer', series: 'Xenyx', model: 'X{channels}{nn}USB' },
    { brand: 'presonus', series: 'StudioLive AR', model: 'AR{channels}c' },
  ],
  useCases: MIXER_USES,
  build(random) {
    const channels = random.pick([6, 8, 10, 12, 16, 22]);
    const mics = Math.max(2, Math.round(channels * 0.6));
    return facts({
      tokens: { channels },
      specs: [
        spec(LABEL.channels, `${channels}`),
        spec(l('Mic preamps', 'Préamplis micro'), `${mics}`),
        spec(l('EQ', 'Égaliseur'), l('3-band with sweepable mid', '3 bandes avec médiums paramétriques')),
        spec(l('Effects', 'Effets'), l('24 built-in effects (reverbs, delays, chorus)', '24 effets intégrés (réverbérations, délais, chorus)')),
        spec(LABEL.connectivity, l('USB 2-in/2-out audio interface', 'Interface audio USB 2 entrées/2 sorties')),
        spec(LABEL.outputs, l('Main XLR, 2 aux sends, headphone out', 'Sorties principales XLR, 2 départs auxiliaires, sortie casque')),
      ],
      box: [l('Analog mixer', 'Console de mixage analogique'), BOX.powerCable, BOX.guide],
      filters: [
        ['channels', l(`${channels}`)],
        ['form-factor', l('Desk', 'Console')],
      ],
      price: around(random, 120 + channels * 42),
      weightKg: kg(1.5 + channels * 0.25),
      dimensionsMm: [180 + channels * 24, 90, 320],
      options: [option(CONFIGURATION, [[l('Mixer only', 'Console seule'), 0], [l('With carry bag', 'Avec sac de transport'), 59], [l('With rack kit', 'Avec ensemble de montage en rack'), 79]])],
      pitch: l(
        `${mics} low-noise mic preamps, musical 3-band EQ and built-in effects in a compact ${channels}-channel desk that doubles as a USB recording interface.`,
        `${mics} préamplis micro à faible bruit, un égaliseur 3 bandes musical et des effets intégrés dans une console compacte de ${channels} canaux qui sert aussi d’interface d’enregistrement USB.`,
      ),
    });
  },
};

export const largeConsole: Family = {
  key: 'large-console',
  illustration: 'console',
  noun: l('Large-Format Digital Console', 'console numérique grand format'),
  lines: [
    { brand: 'digico', series: 'Quantum Series', model: 'Quantum {nnn}' },
    { brand: 'digico', series: 'SD Series', model: 'SD{n}', classics: ['SD7', 'SD12'] },
    { brand: 'avid', series: 'VENUE S6L', model: 'S6L-{channels}D', classics: ['S6L-32D', 'S6L-48D'] },
    { brand: 'allen-heath', series: 'dLive', model: 'dLive S{n}000' },
    { brand: 'yamaha', series: 'RIVAGE PM', model: 'RIVAGE PM{n}' },
  ],
  useCases: [
    l('Arena tours and festivals', 'Tournées en aréna et festivals'),
    l('Broadcast and television production', 'Télédiffusion et production télévisuelle'),
    l('Large theatres and opera houses', 'Grands théâtres et maisons d’opéra'),
    l('Monitor mixing for large productions', 'Mixage des retours pour grandes productions'),
  ],
  build(random) {
    const channels = random.pick([96, 128, 144, 192]);
    const surfaces = random.pick([1, 2]);
    return facts({
      tokens: { channels },
      specs: [
        spec(LABEL.channels, l(`${channels} processing channels`, `${channels} canaux de traitement`)),
        spec(l('Fader banks', 'Sections de potentiomètres'), l(`${surfaces === 1 ? 3 : 4} banks of 12 motorised faders`, `${surfaces === 1 ? 3 : 4} sections de 12 potentiomètres motorisés`)),
        spec(LABEL.display, l(`${surfaces + 2} × 15" touch screens`, `${surfaces + 2} × écrans tactiles de 15 po`)),
        spec(LABEL.sampleRate, l('96 kHz / 32-bit floating point', '96 kHz / 32 bits virgule flottante')),
        spec(LABEL.connectivity, l('MADI, Dante and optical loop, redundant power supplies', 'MADI, Dante et boucle optique, alimentations redondantes')),
        spec(l('Stage racks', 'Boîtiers de scène'), l('2 × 64-input stage racks included', '2 boîtiers de scène de 64 entrées inclus')),
      ],
      box: [
        l('Control surface', 'Surface de contrôle'),
        l('2 × stage racks', '2 × boîtiers de scène'),
        l('Fibre snake reel (100 m)', 'Touret de multipaire fibre (100 m)'),
        l('Flight cases', 'Caisses de transport'),
      ],
      filters: [
        ['channels', l(`${channels}`)],
        ['form-factor', l('Desk', 'Console')],
        ['application', l('Installed and touring', 'Installation et tournée')],
      ],
      price: around(random, 62000 + channels * 600 + surfaces * 25000, 0.1),
      weightKg: kg(60 + surfaces * 30),
      dimensionsMm: [1600 + surfaces * 400, 420, 880],
      pitch: l(
        `A flagship mixing system with ${channels} channels, redundant engines and stage racks, specified by Maple Audio's pro sales team with commissioning and on-site training.`,
        `Un système de mixage haut de gamme de ${channels} canaux avec moteurs redondants et boîtiers de scène, configuré par l’équipe des ventes professionnelles de Maple Audio avec mise en service et formation sur place.`,
      ),
    });
  },
};
