import { l } from '../text.js';
import type { Family } from './family.js';
import { BOX, COLOURS, CONFIGURATION, LABEL, around, colourOption, facts, hzRange, inches, kg, option, spec, watts } from './vocabulary.js';

const SPEAKER_USES = [
  l('Live bands in bars and clubs', 'Groupes en spectacle dans les bars et les clubs'),
  l('Corporate presentations and conferences', 'Présentations d’entreprise et conférences'),
  l('Mobile DJ gigs and weddings', 'DJ mobiles et mariages'),
  l('Houses of worship', 'Lieux de culte'),
  l('School gyms and auditoriums', 'Gymnases et auditoriums scolaires'),
  l('Outdoor festivals and street fairs', 'Festivals extérieurs et fêtes de rue'),
];

export const poweredSpeaker: Family = {
  key: 'powered-speaker',
  illustration: 'speaker',
  noun: l('Powered PA Speaker', 'enceinte de sonorisation amplifiée'),
  lines: [
    { brand: 'qsc', series: 'K.2 Series', model: 'K{woofer}.{n}', classics: ['K{woofer}.2'] },
    { brand: 'jbl', series: 'EON700 Series', model: 'EON7{woofer}{L}', classics: ['EON7{woofer}'] },
    { brand: 'electro-voice', series: 'ELX200 Series', model: 'ELX2{nn}-{woofer}P' },
    { brand: 'yamaha', series: 'DZR Series', model: 'DZR{woofer}{n}', classics: ['DZR{woofer}'] },
    { brand: 'mackie', series: 'Thump Series', model: 'Thump{woofer}{L}' },
    { brand: 'behringer', series: null, model: 'B{woofer}{n}X' },
  ],
  useCases: SPEAKER_USES,
  build(random) {
    const woofer = random.pick([8, 10, 12, 15]);
    const power = random.pick([1000, 1300, 1400, 2000, 2400]);
    const spl = 122 + Math.round(woofer / 2) + random.int(0, 4);
    const bluetooth = random.chance(0.4);
    const low = { 8: 55, 10: 50, 12: 45, 15: 42 }[woofer]!;
    const colour = colourOption(random, COLOURS.pro, 2, 20);
    return facts({
      tokens: { woofer },
      specs: [
        spec(LABEL.woofer, l(`${woofer}" woofer`, `Haut-parleur de ${woofer} po`)),
        spec(LABEL.tweeter, l('1.4" compression driver', 'Moteur à compression de 1,4 po')),
        spec(LABEL.power, l(`${watts(power).en} peak, Class D`, `${watts(power).fr} en crête, classe D`)),
        spec(LABEL.maxSpl, `${spl} dB`),
        spec(LABEL.frequency, hzRange(low, 20000)),
        spec(LABEL.coverage, woofer >= 12 ? '90° × 60°' : '100° × 60°'),
        spec(LABEL.inputs, l('2 × XLR/TRS combo, 1 × 3.5 mm stereo', '2 × combo XLR/TRS, 1 × mini-jack stéréo 3,5 mm')),
        spec(LABEL.outputs, l('1 × XLR mix out', '1 × sortie de mixage XLR')),
        spec(LABEL.connectivity, bluetooth ? l('Bluetooth 5.0 streaming and app control', 'Diffusion Bluetooth 5.0 et contrôle par application') : l('Wired only', 'Filaire seulement')),
      ],
      box: [l('Powered speaker', 'Enceinte amplifiée'), BOX.powerCable, BOX.guide],
      filters: [
        ['amplification', l('Powered', 'Amplifiée')],
        ['driver-size', inches(woofer)],
        ['connectivity', bluetooth ? l('Bluetooth') : l('XLR')],
      ],
      price: around(random, 420 + woofer * 38 + power * 0.22),
      weightKg: kg(7 + woofer * 0.95 + random.float(0, 2)),
      dimensionsMm: [woofer * 22 + 160, woofer * 44 + 210, woofer * 24 + 150],
      pitch: l(
        `A ${woofer}-inch woofer and ${watts(power).en} of Class D power push it to ${spl} dB SPL, with onboard DSP presets for music, speech and monitor use${bluetooth ? ' and Bluetooth streaming from a phone' : ''}.`,
        `Son haut-parleur de ${woofer} po et ses ${watts(power).fr} en classe D lui permettent d’atteindre ${spl} dB SPL, avec des préréglages DSP pour la musique, la voix et le retour de scène${bluetooth ? ', ainsi que la diffusion Bluetooth depuis un téléphone' : ''}.`,
      ),
      colour: colour.values[0]!.colour!,
      options: [colour, option(CONFIGURATION, [[l('Single', 'Unité'), 0], [l('With padded cover', 'Avec housse rembourrée'), 89], [l('With tripod stand', 'Avec pied trépied'), 119]])],
    });
  },
};

export const passiveSpeaker: Family = {
  key: 'passive-speaker',
  illustration: 'speaker',
  noun: l('Passive Loudspeaker', 'enceinte passive'),
  lines: [
    { brand: 'electro-voice', series: 'EVF Series', model: 'EVF-{woofer}{nn}' },
    { brand: 'jbl', series: 'SRX800 Series', model: 'SRX8{woofer}' },
    { brand: 'yamaha', series: 'CZR Series', model: 'CZR{woofer}{L}' },
    { brand: 'bose', series: 'ArenaMatch', model: 'AM{woofer}{n}' },
  ],
  useCases: SPEAKER_USES,
  build(random) {
    const woofer = random.pick([10, 12, 15]);
    const rms = random.pick([400, 500, 700, 800]);
    const spl = 125 + Math.round(woofer / 3) + random.int(0, 4);
    return facts({
      tokens: { woofer },
      specs: [
        spec(LABEL.woofer, l(`${woofer}" woofer`, `Haut-parleur de ${woofer} po`)),
        spec(LABEL.tweeter, l('1.75" titanium compression driver', 'Moteur à compression en titane de 1,75 po')),
        spec(LABEL.power, l(`${watts(rms).en} continuous, ${watts(rms * 4).en} peak`, `${watts(rms).fr} en continu, ${watts(rms * 4).fr} en crête`)),
        spec(LABEL.impedance, '8 Ω'),
        spec(LABEL.maxSpl, `${spl} dB`),
        spec(LABEL.frequency, hzRange(woofer === 15 ? 40 : 48, 20000)),
        spec(LABEL.inputs, l('2 × Neutrik speakON NL4', '2 × Neutrik speakON NL4')),
      ],
      box: [l('Passive loudspeaker', 'Enceinte passive'), l('Flying-point hardware', 'Points d’accroche'), BOX.guide],
      filters: [
        ['amplification', l('Passive', 'Passive')],
        ['driver-size', inches(woofer)],
        ['application', l('Installed and touring', 'Installation et tournée')],
      ],
      price: around(random, 600 + woofer * 55 + rms * 0.8),
      weightKg: kg(16 + woofer * 1.2 + random.float(0, 3)),
      dimensionsMm: [woofer * 25 + 200, woofer * 46 + 240, woofer * 26 + 180],
      pitch: l(
        `An ${rms} W (continuous) passive cabinet with a ${woofer}-inch woofer and a titanium compression driver, built in birch plywood with integrated rigging points for flown or pole-mounted use.`,
        `Une enceinte passive de ${rms} W en continu avec un haut-parleur de ${woofer} po et un moteur à compression en titane, construite en contreplaqué de bouleau avec points d’accroche intégrés pour l’accrochage ou le montage sur mât.`,
      ),
      options: [colourOption(random, COLOURS.pro, 2, 60), option(CONFIGURATION, [[l('Single', 'Unité'), 0], [l('With yoke bracket', 'Avec étrier de fixation'), 149]])],
    });
  },
};

export const subwoofer: Family = {
  key: 'subwoofer',
  illustration: 'subwoofer',
  noun: l('Powered Subwoofer', 'caisson de graves amplifié'),
  lines: [
    { brand: 'qsc', series: 'KS Series', model: 'KS{woofer}{n}' },
    { brand: 'jbl', series: 'EON700 Series', model: 'EON7{woofer}S' },
    { brand: 'electro-voice', series: 'ELX200 Series', model: 'ELX200-{woofer}SP' },
    { brand: 'yamaha', series: 'DXS Series', model: 'DXS{woofer}mk{n}' },
    { brand: 'mackie', series: 'Thump Series', model: 'Thump{woofer}S{L}' },
  ],
  useCases: [
    l('Adding low end to a portable PA', 'Ajouter des graves à une sono portable'),
    l('Electronic music and DJ sets', 'Musique électronique et prestations DJ'),
    l('Live bands with kick drum and bass', 'Groupes avec grosse caisse et basse'),
    l('Outdoor events', 'Événements extérieurs'),
  ],
  build(random) {
    const woofer = random.pick([12, 15, 18]);
    const power = random.pick([1200, 2000, 2400, 3600]);
    const low = { 12: 42, 15: 36, 18: 31 }[woofer]!;
    return facts({
      tokens: { woofer },
      specs: [
        spec(LABEL.woofer, l(`${woofer}" long-excursion woofer`, `Haut-parleur à grande excursion de ${woofer} po`)),
        spec(LABEL.power, l(`${watts(power).en} peak`, `${watts(power).fr} en crête`)),
        spec(LABEL.frequency, hzRange(low, 150)),
        spec(LABEL.maxSpl, `${128 + Math.round(woofer / 3) + random.int(0, 3)} dB`),
        spec(LABEL.inputs, l('2 × XLR/TRS combo', '2 × combo XLR/TRS')),
        spec(LABEL.outputs, l('2 × XLR high-pass outputs', '2 × sorties XLR filtrées passe-haut')),
        spec(LABEL.mounting, l('M20 pole socket', 'Embase de mât M20')),
      ],
      box: [l('Powered subwoofer', 'Caisson de graves amplifié'), BOX.powerCable, BOX.guide],
      filters: [
        ['amplification', l('Powered', 'Amplifiée')],
        ['driver-size', inches(woofer)],
      ],
      price: around(random, 600 + woofer * 45 + power * 0.2),
      weightKg: kg(22 + woofer * 1.6 + random.float(0, 4)),
      dimensionsMm: [woofer * 30 + 80, woofer * 33 + 90, woofer * 34 + 120],
      pitch: l(
        `Its ${woofer}-inch driver and ${watts(power).en} amplifier reach down to ${low} Hz, with a built-in crossover feeding the tops and a pole socket for a speaker above it.`,
        `Son haut-parleur de ${woofer} po et son amplificateur de ${watts(power).fr} descendent jusqu’à ${low} Hz, avec un filtre intégré pour les enceintes satellites et une embase pour un mât.`,
      ),
      options: [option(CONFIGURATION, [[l('Single', 'Unité'), 0], [l('With padded cover', 'Avec housse rembourrée'), 109], [l('With caster kit', 'Avec roulettes'), 79]])],
    });
  },
};

export const lineArray: Family = {
  key: 'line-array',
  illustration: 'line-array',
  noun: l('Line Array System', 'système line array'),
  lines: [
    { brand: 'l-acoustics', series: 'K Series', model: 'K{n}' },
    { brand: 'l-acoustics', series: 'Kara Series', model: 'Kara {L}{n}' },
    { brand: 'jbl', series: 'VTX Series', model: 'VTX A{nn}' },
    { brand: 'electro-voice', series: 'X-Line', model: 'X{n}-{nnn}' },
    { brand: 'qsc', series: 'WideLine Series', model: 'WL{nnn}' },
  ],
  useCases: [
    l('Arena and stadium concerts', 'Concerts en aréna et en stade'),
    l('Large outdoor festivals', 'Grands festivals extérieurs'),
    l('Touring production companies', 'Entreprises de production en tournée'),
    l('Performing arts centres', 'Salles de spectacle'),
  ],
  build(random) {
    const boxes = random.pick([8, 12, 16, 24]);
    const system = random.chance(0.55);
    const perBox = random.int(9000, 14000);
    const price = system ? perBox * boxes + random.int(15000, 40000) : perBox;
    return facts({
      tokens: {},
      specs: [
        spec(LABEL.woofer, l('2 × 10" neodymium woofers per element', '2 × haut-parleurs néodyme de 10 po par élément')),
        spec(LABEL.tweeter, l('2 × 3" compression drivers on a waveguide', '2 × moteurs à compression de 3 po sur guide d’onde')),
        spec(l('Elements', 'Éléments'), system ? `${boxes}` : '1'),
        spec(LABEL.coverage, l('110° horizontal, 0–10° vertical splay per element', '110° horizontal, 0 à 10° d’angle vertical par élément')),
        spec(LABEL.maxSpl, `${140 + random.int(0, 6)} dB`),
        spec(LABEL.frequency, hzRange(55, 20000)),
        spec(LABEL.mounting, l('Integrated flying frame and rigging', 'Cadre d’accrochage et gréement intégrés')),
      ],
      box: system
        ? [l(`${boxes} × line array elements`, `${boxes} × éléments line array`), l('2 × flying frames', '2 × cadres d’accrochage'), l('Rigging plan and prediction software licence', 'Plan d’accrochage et licence du logiciel de prédiction'), l('Transport carts', 'Chariots de transport')]
        : [l('Line array element', 'Élément line array'), l('Rigging pins', 'Goupilles d’accrochage'), BOX.guide],
      filters: [
        ['amplification', l('Passive', 'Passive')],
        ['application', l('Installed and touring', 'Installation et tournée')],
      ],
      price,
      noun: system ? l(`Line Array System (${boxes} Elements)`, `système line array (${boxes} éléments)`) : l('Line Array Element', 'élément line array'),
      weightKg: kg(system ? boxes * 56 : 56 + random.float(0, 6)),
      dimensionsMm: [1340, 300, 510],
      pitch: system
        ? l(
            `A complete ${boxes}-element hang with flying frames, sized for audiences of several thousand; Maple Audio's system engineers provide the prediction model and rigging plan.`,
            `Un déploiement complet de ${boxes} éléments avec cadres d’accrochage, dimensionné pour des milliers de spectateurs; les ingénieurs de Maple Audio fournissent la modélisation et le plan d’accrochage.`,
          )
        : l(
            'A single line array element with integrated rigging, to extend an existing hang or build a new one.',
            'Un élément line array avec gréement intégré, pour compléter un déploiement existant ou en bâtir un nouveau.',
          ),
    });
  },
};

export const powerAmp: Family = {
  key: 'power-amp',
  illustration: 'amplifier',
  noun: l('Power Amplifier', 'amplificateur de puissance'),
  lines: [
    { brand: 'qsc', series: 'PLD Series', model: 'PLD{channels}.{n}' },
    { brand: 'yamaha', series: 'PX Series', model: 'PX{n}{L}' },
    { brand: 'behringer', series: null, model: 'NX{n}000D' },
    { brand: 'electro-voice', series: 'Q Series', model: 'Q{nn}' },
  ],
  useCases: [
    l('Driving passive PA cabinets', 'Alimenter des enceintes passives'),
    l('Installed sound in clubs', 'Sonorisation installée dans les clubs'),
    l('Stage monitor wedges', 'Retours de scène'),
  ],
  build(random) {
    const channels = random.pick([2, 4]);
    const perChannel = random.pick([500, 800, 1200, 1600, 2500]);
    return facts({
      tokens: { channels },
      specs: [
        spec(LABEL.channels, `${channels}`),
        spec(LABEL.power, l(`${channels} × ${perChannel} W at 4 Ω`, `${channels} × ${perChannel} W à 4 Ω`)),
        spec(LABEL.inputs, l(`${channels} × XLR balanced`, `${channels} × XLR symétriques`)),
        spec(LABEL.outputs, l(`${channels} × speakON NL4`, `${channels} × speakON NL4`)),
        spec(l('Processing', 'Traitement'), l('Onboard DSP with limiter, crossover and EQ', 'DSP intégré avec limiteur, filtre et égaliseur')),
        spec(l('Rack space', 'Espace en rack'), '2U'),
      ],
      box: [l('Power amplifier', 'Amplificateur de puissance'), BOX.powerCable, BOX.guide],
      filters: [['channels', l(`${channels}`)]],
      price: around(random, 700 + channels * perChannel * 0.45),
      weightKg: kg(8 + channels * 1.5 + random.float(0, 2)),
      dimensionsMm: [483, 88, 380],
      options: [option(CONFIGURATION, [[l('Amplifier', 'Amplificateur'), 0], [l('With 2U rack case', 'Avec boîtier de rack 2U'), 229]])],
      pitch: l(
        `${channels} channels of ${perChannel} W into 4 ohms in a 2U chassis, with DSP presets for popular cabinets and a front-panel display.`,
        `${channels} canaux de ${perChannel} W sous 4 ohms dans un châssis 2U, avec des préréglages DSP pour les enceintes courantes et un écran en façade.`,
      ),
    });
  },
};
