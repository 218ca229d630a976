import { l } from '../text.js';
import type { Family } from './family.js';
import { BOX, COLOURS, CONFIGURATION, LABEL, around, colourOption, facts, hzRange, inches, kg, option, spec } from './vocabulary.js';

const INSTALL_USES = [
  l('Restaurants and retail background music', 'Musique d’ambiance pour restaurants et commerces'),
  l('Offices and boardrooms', 'Bureaux et salles de conseil'),
  l('Schools and campuses', 'Écoles et campus'),
  l('Hotels and lobbies', 'Hôtels et halls d’entrée'),
];

export const ceilingSpeaker: Family = {
  key: 'ceiling-speaker',
  illustration: 'ceiling-speaker',
  noun: l('Ceiling Speaker', 'haut-parleur de plafond'),
  lines: [
    { brand: 'qsc', series: 'AcousticDesign', model: 'AD-C{woofer}{L}' },
    { brand: 'jbl', series: 'Control Contractor', model: 'Control {nn}C/T' },
    { brand: 'bose', series: 'EdgeMax', model: 'EM{nnn}' },
    { brand: 'atlas-sound', series: 'FAP Series', model: 'FAP{woofer}{L}' },
    { brand: 'yamaha', series: 'VXC Series', model: 'VXC{woofer}{L}' },
  ],
  useCases: INSTALL_USES,
  build(random) {
    const woofer = random.pick([4, 6.5, 8]);
    return facts({
      tokens: { woofer: String(woofer).replace('.', '') },
      specs: [
        spec(LABEL.woofer, inches(woofer)),
        spec(l('Taps', 'Prises'), l('70 V / 100 V: 30, 15, 7.5, 3.75 W; 8 Ω bypass', '70 V / 100 V : 30, 15, 7,5, 3,75 W; dérivation 8 Ω')),
        spec(LABEL.frequency, hzRange(Math.round(75 - woofer * 4), 20000)),
        spec(LABEL.coverage, ((angle) => l(`${angle}° conical`, `${angle}° conique`))(random.int(110, 150))),
        spec(LABEL.mounting, l('Tile-bridge ceiling mount, plenum-rated back can', 'Montage au plafond avec rail, boîtier arrière homologué plénum')),
      ],
      box: [l('2 × ceiling speakers', '2 × haut-parleurs de plafond'), l('Tile bridges', 'Rails de plafond'), l('Cut-out template', 'Gabarit de découpe'), l('Paintable grilles', 'Grilles à peindre')],
      filters: [['mount-type', l('Ceiling', 'Plafond')], ['driver-size', inches(woofer)], ['application', l('Installed', 'Installation')]],
      price: around(random, 140 + woofer * 35),
      weightKg: kg(3 + woofer * 0.4),
      dimensionsMm: [Math.round(woofer * 38 + 60), Math.round(woofer * 38 + 60), Math.round(woofer * 20 + 90)],
      pitch: l(
        `A ${woofer}-inch two-way ceiling speaker with 70/100 V taps and a plenum-rated back can, sold in pairs for quick commercial installs.`,
        `Un haut-parleur de plafond à deux voies de ${String(woofer).replace('.', ',')} po avec prises 70/100 V et boîtier homologué plénum, vendu par paires pour des installations commerciales rapides.`,
      ),
      colour: 'e9e9e4',
      options: [
        colourOption(random, COLOURS.pro, 2),
        option(l('Package', 'Emballage'), [[l('Pair', 'Paire'), 0], [l('4-pack', 'Paquet de 4'), Math.round(140 + woofer * 35)], [l('8-pack', 'Paquet de 8'), Math.round((140 + woofer * 35) * 3)]]),
      ],
    });
  },
};

export const installAmp: Family = {
  key: 'install-amp',
  illustration: 'amplifier',
  noun: l('Installation Amplifier with DSP', 'amplificateur d’installation avec DSP'),
  lines: [
    { brand: 'qsc', series: 'SPA Series', model: 'SPA{n}-{nnn}' },
    { brand: 'biamp', series: 'Tesira', model: 'Tesira AMP-{n}{L}' },
    { brand: 'bose', series: 'PowerShare', model: 'PS{nn}{L}' },
    { brand: 'atlas-sound', series: null, model: 'BG{n}0{nn}' },
  ],
  useCases: INSTALL_USES,
  build(random) {
    const channels = random.pick([2, 4, 8]);
    const perChannel = random.pick([60, 125, 250]);
    return facts({
      tokens: { channels },
      specs: [
        spec(LABEL.channels, `${channels}`),
        spec(LABEL.power, l(`${channels} × ${perChannel} W at 70 V / 100 V or 4 Ω`, `${channels} × ${perChannel} W sous 70 V / 100 V ou 4 Ω`)),
        spec(l('Processing', 'Traitement'), l('EQ, crossover, delay, ducking, scheduled presets', 'Égaliseur, filtres, délai, atténuation automatique, préréglages planifiés')),
        spec(LABEL.connectivity, l('Dante, Ethernet control, GPIO', 'Dante, contrôle par Ethernet, GPIO')),
        spec(l('Rack space', 'Espace en rack'), l('1U, fan-less', '1U, sans ventilateur')),
      ],
      box: [l('Amplifier', 'Amplificateur'), BOX.rackEars, l('Euroblock connectors', 'Connecteurs Euroblock'), BOX.powerCable],
      filters: [['channels', l(`${channels}`)], ['application', l('Installed', 'Installation')]],
      price: around(random, 500 + channels * perChannel * 1.4),
      weightKg: kg(4 + channels * 0.4),
      dimensionsMm: [483, 44, 330],
      options: [option(CONFIGURATION, [[l('Amplifier', 'Amplificateur'), 0], [l('With Dante card', 'Avec carte Dante'), 549]])],
      pitch: l(
        `${channels} channels of ${perChannel} W that drive 70 V lines or low-impedance speakers, with DSP and network control for multi-zone installations.`,
        `${channels} canaux de ${perChannel} W pour lignes 70 V ou haut-parleurs à faible impédance, avec DSP et contrôle réseau pour les installations multizones.`,
      ),
    });
  },
};

export const conferenceMic: Family = {
  key: 'conference-system',
  illustration: 'conference-microphone',
  noun: l('Conference Microphone', 'microphone de conférence'),
  lines: [
    { brand: 'shure', series: 'Microflex', model: 'MXA{nnn}' },
    { brand: 'sennheiser', series: 'TeamConnect', model: 'TeamConnect {L}{n}' },
    { brand: 'audio-technica', series: 'Engineered Sound', model: 'ES9{nn}' },
    { brand: 'biamp', series: 'Parlé', model: 'Parlé TCM-{L}' },
  ],
  useCases: [
    l('Boardrooms and huddle rooms', 'Salles de conseil et petites salles de réunion'),
    l('Hybrid classrooms', 'Salles de classe hybrides'),
    l('Council chambers', 'Salles du conseil municipal'),
  ],
  build(random) {
    const ceiling = random.chance(0.5);
    return facts({
      tokens: {},
      specs: [
        spec(l('Type', 'Type'), ceiling ? l('Ceiling array with steerable lobes', 'Réseau de plafond à lobes orientables') : l('Table array', 'Réseau de table')),
        spec(l('Coverage', 'Couverture'), ceiling ? l(`Up to ${random.int(8, 12)} × ${random.int(8, 12)} m`, `Jusqu’à ${random.int(8, 12)} × ${random.int(8, 12)} m`) : l('6 seats around a table', '6 places autour d’une table')),
        spec(l('Processing', 'Traitement'), l('Automatic mixing, echo cancellation, noise reduction', 'Mixage automatique, annulation d’écho, réduction du bruit')),
        spec(LABEL.connectivity, l('Dante and PoE+', 'Dante et PoE+')),
      ],
      box: [l('Microphone array', 'Réseau de microphones'), BOX.hardware, BOX.guide],
      filters: [['mount-type', ceiling ? l('Ceiling', 'Plafond') : l('Table', 'Table')], ['application', l('Conferencing', 'Conférence')]],
      price: around(random, ceiling ? 3200 : 1200),
      weightKg: kg(ceiling ? 5.5 : 1.2),
      dimensionsMm: ceiling ? [600, 50, 600] : [180, 30, 180],
      pitch: l(
        `A network microphone that picks up everyone in the room without handheld mics, with echo cancellation for video calls.`,
        `Un microphone réseau qui capte toutes les personnes de la salle sans micros à main, avec annulation d’écho pour les appels vidéo.`,
      ),
      colour: random.pick(['e9e9e4', '26272b']),
      options: random.chance(0.5) ? [colourOption(random, COLOURS.pro, 2)] : [option(CONFIGURATION, [[l('Standard', 'Standard'), 0], [l('With mounting kit', 'Avec ensemble de fixation'), 199]])],
    });
  },
};
