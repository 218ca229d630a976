import { l } from '../text.js';
import type { Family, OptionPlan } from './family.js';
import { BOX, COLOURS, CONFIGURATION, LABEL, around, colourOption, facts, hzRange, kg, option, spec } from './vocabulary.js';

const PATTERNS = [
  [l('Cardioid', 'Cardioïde'), 0.5],
  [l('Supercardioid', 'Supercardioïde'), 0.3],
  [l('Hypercardioid', 'Hypercardioïde'), 0.2],
] as const;

/** Canadian UHF bands the wireless systems ship in (licence-free 470–608 MHz). */
function bandOption(): OptionPlan {
  return option(l('Frequency band', 'Bande de fréquences'), [
    [l('G50 (470–534 MHz)', 'G50 (470 à 534 MHz)'), 0],
    [l('H50 (534–598 MHz)', 'H50 (534 à 598 MHz)'), 0],
    [l('J50 (572–608 MHz)', 'J50 (572 à 608 MHz)'), 0],
  ]);
}

export const dynamicMic: Family = {
  key: 'dynamic-mic',
  illustration: 'microphone',
  noun: l('Dynamic Vocal Microphone', 'microphone dynamique pour la voix'),
  lines: [
    { brand: 'shure', series: 'SM Series', model: 'SM{nn}', classics: ['SM58', 'SM57', 'SM7B', 'SM48'] },
    { brand: 'shure', series: 'Beta Series', model: 'Beta {nn}{L}', classics: ['Beta 58A', 'Beta 57A', 'Beta 87A'] },
    { brand: 'sennheiser', series: 'evolution 900', model: 'e 9{nn}', classics: ['e 935', 'e 945', 'e 965'] },
    { brand: 'sennheiser', series: 'MD Series', model: 'MD {nnn}', classics: ['MD 421', 'MD 441'] },
    { brand: 'audio-technica', series: 'ATM Series', model: 'ATM{nnn}' },
    { brand: 'electro-voice', series: 'ND Series', model: 'ND{nn}', classics: ['ND76', 'ND96'] },
    { brand: 'akg', series: null, model: 'D{nnn}' },
    { brand: 'rode', series: null, model: 'M{n}' },
  ],
  useCases: [
    l('Lead and backing vocals on stage', 'Voix principale et chœurs sur scène'),
    l('Guitar cabinets and snare drums', 'Baffles de guitare et caisses claires'),
    l('Podcasts in untreated rooms', 'Balados dans des pièces non traitées'),
    l('Speeches and MC work', 'Discours et animation'),
  ],
  build(random) {
    const pattern = random.weighted(PATTERNS);
    const low = random.pick([40, 50, 60]);
    const grams = random.int(260, 340);
    return facts({
      tokens: {},
      specs: [
        spec(l('Type', 'Type'), l('Dynamic', 'Dynamique')),
        spec(LABEL.polarPattern, pattern),
        spec(LABEL.frequency, hzRange(low, 15000 + random.int(0, 4) * 1000)),
        spec(LABEL.sensitivity, `-${random.int(52, 56)} dBV/Pa`),
        spec(LABEL.impedance, `${random.pick([150, 300, 600])} Ω`),
        spec(LABEL.connectors, l('3-pin XLR male', 'XLR mâle 3 broches')),
        spec(l('On/off switch', 'Interrupteur'), l('Offered with or without a silent switch', 'Offert avec ou sans interrupteur silencieux')),
      ],
      box: [l('Microphone', 'Microphone'), BOX.micClip, BOX.pouch],
      filters: [['polar-pattern', pattern], ['connectivity', l('XLR')], ['application', l('Vocals', 'Voix')]],
      price: around(random, random.pick([99, 129, 159, 199, 249, 329])),
      weightKg: kg(grams / 1000),
      dimensionsMm: [51, 51, random.int(160, 190)],
      pitch: l(
        `A rugged ${pattern.en.toLowerCase()} dynamic microphone with a presence peak tuned for vocals, an internal shock mount that keeps handling noise down, and a steel grille built to survive the road.`,
        `Un microphone dynamique ${pattern.fr.toLowerCase()} robuste, avec une bosse de présence pensée pour la voix, une suspension interne qui réduit les bruits de manipulation et une grille en acier faite pour la tournée.`,
      ),
      colour: '3a3b40',
      options: [
        option(l('Switch', 'Interrupteur'), [[l('Without switch', 'Sans interrupteur'), 0], [l('With on/off switch', 'Avec interrupteur marche/arrêt'), 10]]),
        ...(random.chance(0.75) ? [option(CONFIGURATION, [[l('Microphone only', 'Microphone seul'), 0], [l('With 20 ft XLR cable', 'Avec câble XLR de 20 pi'), 25], [l('With cable and stand', 'Avec câble et pied'), 59]])] : []),
      ],
    });
  },
};

export const condenserMic: Family = {
  key: 'condenser-mic',
  illustration: 'condenser-microphone',
  noun: l('Large-Diaphragm Condenser Microphone', 'microphone à condensateur à large membrane'),
  lines: [
    { brand: 'neumann', series: 'TLM Series', model: 'TLM {nnn}', classics: ['TLM 103', 'TLM 102', 'TLM 107'] },
    { brand: 'neumann', series: 'U Series', model: 'U {nn}', classics: ['U 87 Ai', 'U 47 fet'] },
    { brand: 'audio-technica', series: '40 Series', model: 'AT40{nn}', classics: ['AT4040', 'AT4050', 'AT4033a'] },
    { brand: 'audio-technica', series: '20 Series', model: 'AT20{nn}', classics: ['AT2020', 'AT2035'] },
    { brand: 'rode', series: 'NT Series', model: 'NT{n}-{L}', classics: ['NT1-A', 'NT2-A'] },
    { brand: 'akg', series: null, model: 'C{nnn}' },
    { brand: 'shure', series: 'KSM Series', model: 'KSM{nn}' },
    { brand: 'sennheiser', series: 'MK Series', model: 'MK {n}' },
  ],
  useCases: [
    l('Studio vocals and voice-over', 'Voix en studio et narration'),
    l('Acoustic guitar and piano', 'Guitare acoustique et piano'),
    l('Drum overheads and room sound', 'Prise de son d’ambiance et de cymbales'),
    l('Podcast and streaming setups', 'Configurations de balado et de diffusion'),
  ],
  build(random) {
    const diaphragm = random.pick([1, 1.1]);
    const patterns = random.chance(0.4) ? l('Omni, cardioid, figure-8', 'Omni, cardioïde, bidirectionnelle') : l('Cardioid', 'Cardioïde');
    const noise = random.int(4, 12);
    return facts({
      tokens: {},
      specs: [
        spec(l('Type', 'Type'), l(`Condenser, ${diaphragm}" diaphragm`, `Condensateur, membrane de ${String(diaphragm).replace('.', ',')} po`)),
        spec(LABEL.polarPattern, patterns),
        spec(LABEL.frequency, hzRange(20, 20000)),
        spec(l('Self-noise', 'Bruit propre'), `${noise} dB(A)`),
        spec(LABEL.maxSpl, `${random.int(132, 144)} dB`),
        spec(LABEL.powerSupply, l('48 V phantom power', 'Alimentation fantôme 48 V')),
        spec(l('Pad / filter', 'Atténuateur / filtre'), l('-10 dB pad, 80 Hz high-pass', 'Atténuateur -10 dB, passe-haut 80 Hz')),
      ],
      box: [l('Microphone', 'Microphone'), BOX.shockMount, l('Pop filter', 'Filtre anti-pop'), BOX.pouch],
      filters: [['polar-pattern', patterns.en.includes('figure') ? l('Multi-pattern', 'Multidirectionnel') : l('Cardioid', 'Cardioïde')], ['connectivity', l('XLR')], ['application', l('Studio', 'Studio')]],
      price: around(random, random.pick([199, 299, 449, 699, 1199, 1899, 3999])),
      weightKg: kg(random.float(0.45, 0.75)),
      dimensionsMm: [58, 58, random.int(180, 210)],
      pitch: l(
        `A transformerless condenser with only ${noise} dB(A) of self-noise, an open, detailed top end and a switchable pad for loud sources.`,
        `Un microphone à condensateur sans transformateur au bruit propre de seulement ${noise} dB(A), aux aigus ouverts et détaillés, avec atténuateur commutable pour les sources puissantes.`,
      ),
      colour: random.pick(['3a3b40', 'c7c9cc']),
      options: [option(CONFIGURATION, [[l('Microphone', 'Microphone'), 0], [l('With pop filter and boom arm', 'Avec filtre anti-pop et bras articulé'), 99], [l('Matched stereo pair', 'Paire stéréo appariée'), 390]])],
    });
  },
};

export const wirelessHandheld: Family = {
  key: 'wireless-handheld',
  illustration: 'wireless-system',
  noun: l('Wireless Handheld Microphone System', 'système de microphone main sans fil'),
  lines: [
    { brand: 'shure', series: 'SLX-D Series', model: 'SLXD24/{L}{nn}', classics: ['SLXD24/SM58', 'SLXD24/B58'] },
    { brand: 'shure', series: 'BLX Series', model: 'BLX24/{L}{nn}' },
    { brand: 'sennheiser', series: 'EW-D', model: 'EW-D {L}{nn}' },
    { brand: 'sennheiser', series: 'XSW', model: 'XSW {n}-{nnn}' },
    { brand: 'audio-technica', series: 'System 10', model: 'ATW-13{nn}' },
    { brand: 'audio-technica', series: '3000 Series', model: 'ATW-3{nnn}' },
    { brand: 'akg', series: null, model: 'DMS{nnn}' },
  ],
  useCases: [
    l('Singers who move around the stage', 'Chanteurs qui bougent sur scène'),
    l('Conferences and panel discussions', 'Conférences et tables rondes'),
    l('Wedding speeches and MCs', 'Discours de mariage et animateurs'),
    l('Churches and school assemblies', 'Églises et assemblées scolaires'),
  ],
  build(random) {
    const range = random.pick([60, 90, 100, 150]);
    const battery = random.pick([8, 10, 14]);
    return facts({
      tokens: {},
      specs: [
        spec(l('Transmission', 'Transmission'), l('Digital UHF, 24-bit', 'UHF numérique, 24 bits')),
        spec(LABEL.range, l(`${range} m line of sight`, `${range} m en visibilité directe`)),
        spec(LABEL.battery, l(`${battery} h (rechargeable or 2 × AA)`, `${battery} h (rechargeable ou 2 piles AA)`)),
        spec(l('Capsule', 'Capsule'), l('Cardioid dynamic', 'Dynamique cardioïde')),
        spec(LABEL.outputs, l('XLR balanced and 1/4" unbalanced', 'XLR symétrique et 6,35 mm asymétrique')),
        spec(l('Latency', 'Latence'), l('2.9 ms', '2,9 ms')),
      ],
      box: [l('Handheld transmitter', 'Émetteur main'), l('Half-rack receiver', 'Récepteur demi-rack'), l('2 antennas', '2 antennes'), BOX.batteries, BOX.powerAdaptor, BOX.rackEars],
      filters: [['connectivity', l('Wireless', 'Sans fil')], ['frequency-band', l('470–608 MHz', '470 à 608 MHz')], ['application', l('Vocals', 'Voix')]],
      price: around(random, 420 + range * 3 + battery * 12),
      weightKg: kg(1.9),
      dimensionsMm: [212, 44, 160],
      pitch: l(
        `Digital wireless with automatic channel scan and one-touch sync, ${battery} hours of battery life and ${range} metres of range, in bands approved for use in Canada.`,
        `Sans-fil numérique avec balayage automatique des canaux et synchronisation en une touche, ${battery} heures d’autonomie et ${range} mètres de portée, dans des bandes autorisées au Canada.`,
      ),
      options: [bandOption(), option(CONFIGURATION, [[l('Handheld system', 'Système main'), 0], [l('Handheld and headset combo', 'Combo main et serre-tête'), 329]])],
    });
  },
};

export const wirelessLavalier: Family = {
  key: 'wireless-lavalier',
  illustration: 'wireless-system',
  noun: l('Wireless Lavalier System', 'système de microphone cravate sans fil'),
  lines: [
    { brand: 'shure', series: 'SLX-D Series', model: 'SLXD14/{nn}' },
    { brand: 'sennheiser', series: 'EW-DP', model: 'EW-DP ME {n}' },
    { brand: 'rode', series: 'Wireless GO', model: 'Wireless GO {L}' },
    { brand: 'audio-technica', series: 'System 10', model: 'ATW-11{nn}' },
  ],
  useCases: [
    l('Video interviews and vlogging', 'Entrevues vidéo et vlogues'),
    l('Presenters and lecturers', 'Présentateurs et conférenciers'),
    l('Theatre and fitness classes', 'Théâtre et cours de conditionnement physique'),
  ],
  build(random) {
    const range = random.pick([100, 150, 200]);
    return facts({
      tokens: {},
      specs: [
        spec(l('Transmission', 'Transmission'), l('2.4 GHz or digital UHF', '2,4 GHz ou UHF numérique')),
        spec(LABEL.range, l(`${range} m line of sight`, `${range} m en visibilité directe`)),
        spec(LABEL.battery, l('7 h (USB-C rechargeable)', '7 h (rechargeable par USB-C)')),
        spec(l('Microphone', 'Microphone'), l('Omnidirectional lavalier', 'Microphone cravate omnidirectionnel')),
        spec(LABEL.outputs, l('3.5 mm TRS and USB-C', 'Mini-jack TRS 3,5 mm et USB-C')),
      ],
      box: [l('Bodypack transmitter', 'Émetteur de ceinture'), l('Camera-mount receiver', 'Récepteur pour caméra'), l('Lavalier microphone', 'Microphone cravate'), BOX.usbC, BOX.pouch],
      filters: [['connectivity', l('Wireless', 'Sans fil')], ['application', l('Video', 'Vidéo')]],
      price: around(random, 380 + range),
      weightKg: kg(0.4),
      dimensionsMm: [45, 64, 20],
      pitch: l(
        `A compact lavalier system that clips to a belt and a camera, with ${range} metres of range and onboard backup recording.`,
        `Un système cravate compact qui se fixe à la ceinture et à la caméra, avec ${range} mètres de portée et un enregistrement de secours intégré.`,
      ),
      colour: '26272b',
      options: [colourOption(random, COLOURS.pro, 2), option(CONFIGURATION, [[l('Single channel', 'Un canal'), 0], [l('Dual channel (2 transmitters)', 'Deux canaux (2 émetteurs)'), 249]])],
    });
  },
};

export const usbMic: Family = {
  key: 'usb-mic',
  illustration: 'usb-microphone',
  noun: l('USB Microphone', 'microphone USB'),
  lines: [
    { brand: 'rode', series: 'PodMic', model: 'PodMic {L}', classics: ['PodMic USB'] },
    { brand: 'rode', series: 'NT-USB', model: 'NT-USB {L}' },
    { brand: 'shure', series: 'MV Series', model: 'MV{n}{L}', classics: ['MV7X', 'MV6'] },
    { brand: 'audio-technica', series: null, model: 'AT20{nn}USB' },
    { brand: 'akg', series: null, model: 'Lyra {L}' },
  ],
  useCases: [
    l('Podcasting', 'Balado'),
    l('Streaming and gaming', 'Diffusion en direct et jeux'),
    l('Video calls and remote teaching', 'Appels vidéo et enseignement à distance'),
    l('Voice-over from home', 'Narration à la maison'),
  ],
  build(random) {
    const colour = colourOption(random, COLOURS.consumer, 3);
    return facts({
      tokens: {},
      specs: [
        spec(l('Type', 'Type'), random.pick([l('Dynamic', 'Dynamique'), l('Condenser', 'Condensateur')])),
        spec(LABEL.polarPattern, l('Cardioid', 'Cardioïde')),
        spec(LABEL.sampleRate, l('48 kHz / 24-bit', '48 kHz / 24 bits')),
        spec(LABEL.connectivity, l('USB-C and XLR', 'USB-C et XLR')),
        spec(l('Monitoring', 'Écoute'), l('Zero-latency 3.5 mm headphone output', 'Sortie casque 3,5 mm sans latence')),
      ],
      box: [l('USB microphone', 'Microphone USB'), l('Desk stand', 'Pied de table'), BOX.usbA],
      filters: [['connectivity', l('USB')], ['application', l('Podcast', 'Balado')]],
      price: around(random, random.pick([129, 169, 229, 279])),
      weightKg: kg(random.float(0.5, 0.95)),
      dimensionsMm: [60, 190, 60],
      pitch: l(
        'Plug it into a computer or phone and record broadcast-quality voice straight away; the XLR output lets it grow into an interface later.',
        'Branchez-le à un ordinateur ou à un téléphone et enregistrez immédiatement une voix de qualité radio; la sortie XLR permet de passer plus tard à une interface.',
      ),
      colour: colour.values[0]!.colour!,
      options: [colour],
    });
  },
};
