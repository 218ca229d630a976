import { l } from '../text.js';
import type { Family } from './family.js';
import { BOX, COLOURS, CONFIGURATION, LABEL, around, colourOption, facts, hzRange, inches, kg, option, spec, watts } from './vocabulary.js';

const HIFI_USES = [
  l('Vinyl and streaming listening rooms', 'Salles d’écoute vinyle et diffusion en continu'),
  l('Living-room stereo systems', 'Chaînes stéréo de salon'),
  l('Home theatre', 'Cinéma maison'),
];

export const integratedAmp: Family = {
  key: 'integrated-amp',
  illustration: 'hifi-amplifier',
  noun: l('Integrated Stereo Amplifier', 'amplificateur stéréo intégré'),
  lines: [
    { brand: 'marantz', series: 'Model Series', model: 'Model {nn}' },
    { brand: 'marantz', series: 'PM Series', model: 'PM{nnn}' },
    { brand: 'cambridge-audio', series: 'CXA Series', model: 'CXA{nn}' },
    { brand: 'yamaha', series: 'A-S Series', model: 'A-S{nnn}' },
    { brand: 'technics', series: 'SU Series', model: 'SU-G{nnn}' },
  ],
  useCases: HIFI_USES,
  build(random) {
    const power = random.pick([60, 80, 100, 150]);
    const colour = colourOption(random, [{ name: l('Black', 'Noir'), hex: '26272b' }, { name: l('Silver', 'Argent'), hex: 'c7cbd1' }], 2);
    const phonoCartridge = option(l('Phono stage', 'Étage phono'), [[l('Moving magnet (MM)', 'Aimant mobile (MM)'), 0], [l('Moving magnet and moving coil (MM/MC)', 'Aimant mobile et bobine mobile (MM/MC)'), 200]]);
    return facts({
      tokens: { power },
      specs: [
        spec(LABEL.power, l(`${power} W per channel into 8 Ω`, `${power} W par canal sous 8 Ω`)),
        spec(LABEL.inputs, l('Phono MM, 4 line, optical, coaxial, USB-B DAC', 'Phono MM, 4 ligne, optique, coaxiale, CNA USB-B')),
        spec(LABEL.connectivity, l('Bluetooth aptX HD', 'Bluetooth aptX HD')),
        spec(l('DAC', 'CNA'), l('32-bit / 384 kHz', '32 bits / 384 kHz')),
        spec(LABEL.frequency, hzRange(5, 100000)),
      ],
      box: [l('Amplifier', 'Amplificateur'), BOX.remote, BOX.powerCable, BOX.batteries, BOX.guide],
      filters: [['connectivity', l('Bluetooth')], ['application', l('Home listening', 'Écoute à la maison')]],
      price: around(random, 500 + power * 9),
      weightKg: kg(8 + power * 0.05),
      dimensionsMm: [440, 130, 380],
      pitch: l(
        `${power} watts per channel with a moving-magnet phono stage and a built-in DAC, so a turntable, a TV and a streamer all share one elegant box.`,
        `${power} watts par canal avec préampli phono à aimant mobile et CNA intégré, pour qu’une platine, un téléviseur et un lecteur réseau partagent un seul appareil élégant.`,
      ),
      colour: colour.values[0]!.colour!,
      options: [colour, phonoCartridge],
    });
  },
};

export const avReceiver: Family = {
  key: 'av-receiver',
  illustration: 'receiver',
  noun: l('AV Receiver', 'récepteur audio-vidéo'),
  lines: [
    { brand: 'marantz', series: 'Cinema Series', model: 'Cinema {nn}' },
    { brand: 'yamaha', series: 'RX-A Series', model: 'RX-A{n}A' },
  ],
  useCases: [l('Home theatre', 'Cinéma maison'), l('Gaming rooms', 'Salles de jeux'), l('Multi-room music', 'Musique multipièce')],
  build(random) {
    const channels = random.pick([7, 9, 11]);
    return facts({
      tokens: { channels },
      specs: [
        spec(LABEL.channels, `${channels}.2`),
        spec(LABEL.power, l(`${random.int(90, 140)} W per channel`, `${random.int(90, 140)} W par canal`)),
        spec(l('Video', 'Vidéo'), l('8K/60 and 4K/120 HDMI 2.1, 6 in / 3 out', 'HDMI 2.1 8K/60 et 4K/120, 6 entrées / 3 sorties')),
        spec(l('Formats', 'Formats'), 'Dolby Atmos, DTS:X, IMAX Enhanced'),
        spec(LABEL.connectivity, l('Wi-Fi, Bluetooth, AirPlay 2, HEOS', 'Wi-Fi, Bluetooth, AirPlay 2, HEOS')),
      ],
      box: [l('AV receiver', 'Récepteur AV'), BOX.remote, l('Calibration microphone', 'Microphone de calibrage'), l('FM/AM antennas', 'Antennes FM/AM'), BOX.powerCable],
      filters: [['channels', l(`${channels}.2`)], ['connectivity', l('Wi-Fi')]],
      price: around(random, 900 + channels * 180),
      weightKg: kg(11 + channels * 0.6),
      dimensionsMm: [442, 165, 400],
      options: [colourOption(random, [{ name: l('Black', 'Noir'), hex: '26272b' }, { name: l('Silver gold', 'Or argenté'), hex: 'c9b47c' }], 2)],
      pitch: l(
        `${channels}.2 channels with Dolby Atmos decoding, room calibration and 8K HDMI switching for consoles and streaming boxes.`,
        `${channels}.2 canaux avec décodage Dolby Atmos, calibrage de la pièce et commutation HDMI 8K pour les consoles et les boîtiers de diffusion.`,
      ),
    });
  },
};

export const hifiTurntable: Family = {
  key: 'hifi-turntable',
  illustration: 'turntable',
  noun: l('Hi-Fi Turntable', 'platine vinyle haute fidélité'),
  lines: [
    { brand: 'technics', series: 'SL-1500 Series', model: 'SL-15{nn}C' },
    { brand: 'audio-technica', series: 'LP Series', model: 'AT-LP{nn}X' },
    { brand: 'marantz', series: null, model: 'TT-{nn}' },
    { brand: 'cambridge-audio', series: 'Alva', model: 'Alva TT {L}' },
  ],
  useCases: HIFI_USES,
  build(random) {
    const colour = colourOption(random, COLOURS.wood, random.int(2, 3));
    const phono = random.chance(0.6);
    return facts({
      tokens: {},
      specs: [
        spec(l('Drive', 'Entraînement'), random.pick([l('Belt drive', 'Par courroie'), l('Direct drive', 'Direct')])),
        spec(l('Speeds', 'Vitesses'), '33⅓, 45 rpm'),
        spec(l('Cartridge', 'Cellule'), l('Pre-mounted moving-magnet cartridge', 'Cellule à aimant mobile préinstallée')),
        spec(l('Phono preamp', 'Préampli phono'), phono ? l('Built in, switchable', 'Intégré, commutable') : l('None (requires a phono input)', 'Aucun (entrée phono requise)')),
        spec(LABEL.connectivity, random.chance(0.3) ? l('RCA and Bluetooth aptX', 'RCA et Bluetooth aptX') : l('RCA', 'RCA')),
      ],
      box: [l('Turntable', 'Platine'), l('Platter and mat', 'Plateau et feutrine'), l('Dust cover', 'Couvercle antipoussière'), l('RCA cable', 'Câble RCA'), BOX.powerAdaptor],
      filters: [['form-factor', l('Turntable', 'Platine')]],
      price: around(random, phono ? 499 : 749),
      weightKg: kg(6 + random.float(0, 5)),
      dimensionsMm: [430, 130, 350],
      pitch: l(
        `A low-resonance plinth, a pre-aligned cartridge${phono ? ' and a built-in phono stage' : ''} make it a set-and-forget way to enjoy records.`,
        `Un socle à faible résonance, une cellule préalignée${phono ? ' et un préampli phono intégré' : ''} en font une façon simple de profiter de ses disques.`,
      ),
      colour: colour.values[0]!.colour!,
      options: [colour],
    });
  },
};

export const hifiSpeaker: Family = {
  key: 'hifi-speaker',
  illustration: 'studio-monitor',
  noun: l('Bookshelf Speakers (Pair)', 'enceintes d’étagère (paire)'),
  lines: [
    { brand: 'bowers-wilkins', series: '600 Series', model: '60{n} S{n}' },
    { brand: 'klipsch', series: 'Reference', model: 'R-{nn}M' },
    { brand: 'klipsch', series: 'The Fives', model: 'The {L}ives' },
    { brand: 'cambridge-audio', series: 'SX Series', model: 'SX-{nn}' },
    { brand: 'jbl', series: 'Stage Series', model: 'Stage {nnn}B' },
    { brand: 'yamaha', series: 'NS Series', model: 'NS-{nnn}' },
  ],
  useCases: HIFI_USES,
  build(random) {
    const woofer = random.pick([4, 5, 6.5]);
    const powered = random.chance(0.3);
    const colour = colourOption(random, COLOURS.wood, random.int(2, 3), 50);
    return facts({
      tokens: {},
      specs: [
        spec(LABEL.woofer, inches(woofer)),
        spec(LABEL.tweeter, l('1" aluminium dome', 'Dôme en aluminium de 1 po')),
        spec(LABEL.frequency, hzRange(Math.round(60 - woofer * 4), 28000)),
        spec(l('Type', 'Type'), powered ? l(`Powered, ${watts(100).en} per side, HDMI ARC, Bluetooth`, `Amplifiées, ${watts(100).fr} par côté, HDMI ARC, Bluetooth`) : l('Passive, 8 Ω, 88 dB sensitivity', 'Passives, 8 Ω, sensibilité de 88 dB')),
      ],
      box: [l('2 × speakers', '2 × enceintes'), l('Port plugs', 'Bouchons d’évent'), l('Magnetic grilles', 'Grilles magnétiques'), BOX.guide],
      filters: [['amplification', powered ? l('Powered', 'Amplifiée') : l('Passive', 'Passive')], ['driver-size', inches(woofer)], ['application', l('Home listening', 'Écoute à la maison')]],
      price: around(random, 380 + woofer * 80 + (powered ? 300 : 0)),
      weightKg: kg(9 + woofer),
      dimensionsMm: [woofer * 25 + 40, woofer * 45 + 40, woofer * 35 + 60],
      pitch: l(
        `A pair of ${woofer}-inch two-way speakers with a rigid cabinet and aluminium tweeter, tuned for detailed vocals and tight bass in rooms of every size.`,
        `Une paire d’enceintes à deux voies de ${String(woofer).replace('.', ',')} po, au coffret rigide et au tweeter en aluminium, pensées pour des voix détaillées et des graves précis dans toutes les pièces.`,
      ),
      colour: colour.values[0]!.colour!,
      options: [colour, ...(random.chance(0.3) ? [option(CONFIGURATION, [[l('Speakers only', 'Enceintes seules'), 0], [l('With stands', 'Avec supports'), 299]])] : [])],
    });
  },
};

export const streamer: Family = {
  key: 'network-streamer',
  illustration: 'streamer',
  noun: l('Network Music Streamer', 'lecteur réseau'),
  lines: [
    { brand: 'cambridge-audio', series: 'MXN Series', model: 'MXN{nn}' },
    { brand: 'marantz', series: null, model: 'Link {nn}' },
    { brand: 'bowers-wilkins', series: null, model: 'Formation {L}' },
  ],
  useCases: HIFI_USES,
  build(random) {
    return facts({
      tokens: {},
      specs: [
        spec(l('Streaming', 'Diffusion'), 'Spotify Connect, TIDAL, Qobuz, AirPlay 2, Chromecast'),
        spec(l('DAC', 'CNA'), l('Dual 32-bit converters, 768 kHz', 'Doubles convertisseurs 32 bits, 768 kHz')),
        spec(LABEL.outputs, l('RCA, balanced XLR, optical, coaxial', 'RCA, XLR symétrique, optique, coaxiale')),
        spec(LABEL.connectivity, l('Wi-Fi 6, Ethernet, USB drive input', 'Wi-Fi 6, Ethernet, entrée pour disque USB')),
      ],
      box: [l('Streamer', 'Lecteur réseau'), BOX.remote, BOX.powerCable],
      filters: [['connectivity', l('Wi-Fi')], ['application', l('Home listening', 'Écoute à la maison')]],
      price: around(random, random.pick([699, 999, 1499])),
      weightKg: kg(4.2),
      dimensionsMm: [430, 85, 305],
      options: [colourOption(random, [{ name: l('Black', 'Noir'), hex: '26272b' }, { name: l('Lunar Grey', 'Gris lunaire'), hex: '9ca3af' }], 2)],
      pitch: l(
        'Brings every streaming service and a local music library to an existing hi-fi, with high-resolution converters and app control.',
        'Ajoute tous les services de diffusion et une bibliothèque musicale locale à une chaîne existante, avec des convertisseurs haute résolution et un contrôle par application.',
      ),
    });
  },
};
