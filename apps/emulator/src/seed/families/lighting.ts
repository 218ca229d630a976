import { l } from '../text.js';
import type { Family } from './family.js';
import { BOX, COLOURS, CONFIGURATION, LABEL, around, colourOption, facts, kg, option, spec, watts } from './vocabulary.js';

const LIGHT_USES = [
  l('Concert and club lighting', 'Éclairage de concerts et de clubs'),
  l('Weddings and corporate events', 'Mariages et événements d’entreprise'),
  l('Theatre and school productions', 'Théâtre et productions scolaires'),
  l('Houses of worship', 'Lieux de culte'),
  l('Mobile DJ light shows', 'Spectacles lumineux de DJ mobiles'),
];

const packOption = (unit: number) =>
  option(CONFIGURATION, [
    [l('Single fixture', 'Projecteur seul'), 0],
    [l('4-pack with bag', 'Lot de 4 avec sac'), Math.round(unit * 3.2)],
  ]);

export const movingHead: Family = {
  key: 'moving-head',
  illustration: 'moving-head',
  noun: l('LED Moving Head', 'lyre asservie à DEL'),
  lines: [
    { brand: 'chauvet-dj', series: 'Intimidator Series', model: 'Intimidator Spot {nnn}' },
    { brand: 'chauvet-dj', series: 'Rogue Series', model: 'Rogue R{n}X Beam' },
    { brand: 'martin', series: 'MAC Series', model: 'MAC Aura {L}{L}' },
    { brand: 'robe', series: 'Robin Series', model: 'Robin {L}{nnn}' },
    { brand: 'elation', series: 'Fuze Series', model: 'Fuze {L}{nnn}' },
    { brand: 'adj', series: 'Focus Series', model: 'Focus Spot {n}{L}' },
  ],
  useCases: LIGHT_USES,
  build(random) {
    const led = random.pick([60, 100, 150, 230, 350, 500]);
    const kind = random.pick([l('Spot', 'Découpe'), l('Wash', 'Wash'), l('Beam', 'Faisceau')]);
    return facts({
      tokens: { led },
      specs: [
        spec(LABEL.lightSource, l(`${watts(led).en} white LED engine`, `Moteur DEL blanc de ${watts(led).fr}`)),
        spec(l('Type', 'Type'), kind),
        spec(LABEL.beam, `${random.int(3, 15)}° – ${random.int(25, 45)}°`),
        spec(l('Movement', 'Mouvement'), l('540° pan, 270° tilt, 16-bit', 'Panoramique 540°, inclinaison 270°, 16 bits')),
        spec(LABEL.dmx, `${random.int(12, 24)}`),
        spec(l('Effects', 'Effets'), l('Colour wheel, rotating gobos, prism, motorised focus', 'Roue de couleurs, gobos rotatifs, prisme, mise au point motorisée')),
        spec(LABEL.connectivity, l('3-pin and 5-pin DMX, powerCON True1', 'DMX 3 et 5 broches, powerCON True1')),
      ],
      box: [l('Moving head fixture', 'Lyre asservie'), l('Omega brackets', 'Supports oméga'), l('Power cable', 'Cordon d’alimentation'), l('Safety cable', 'Câble de sécurité')],
      filters: [['light-source', l('LED', 'DEL')], ['application', l('Stage', 'Scène')]],
      price: around(random, 350 + led * 7),
      weightKg: kg(6 + led * 0.04),
      dimensionsMm: [300, 450 + led / 2, 220],
      options: [option(CONFIGURATION, [[l('Single fixture', 'Projecteur seul'), 0], [l('Pair with road case', 'Paire avec caisse de transport'), Math.round(350 + led * 7) + 399], [l('4-pack with road case', 'Lot de 4 avec caisse de transport'), Math.round((350 + led * 7) * 3) + 599]])],
      pitch: l(
        `A ${led} W ${kind.en.toLowerCase()} moving head with fast 16-bit movement, gobos and prism, bright enough for ${led > 200 ? 'large stages and festivals' : 'clubs and mid-size stages'}.`,
        `Une lyre ${kind.fr.toLowerCase()} de ${led} W aux mouvements rapides en 16 bits, avec gobos et prisme, assez lumineuse pour ${led > 200 ? 'les grandes scènes et les festivals' : 'les clubs et les scènes moyennes'}.`,
      ),
    });
  },
};

export const ledPar: Family = {
  key: 'led-par',
  illustration: 'par-light',
  noun: l('LED Par Light', 'projecteur PAR à DEL'),
  lines: [
    { brand: 'chauvet-dj', series: 'SlimPAR Series', model: 'SlimPAR Q{n} {L}' },
    { brand: 'chauvet-dj', series: 'EZpar', model: 'EZpar T{n} {L}' },
    { brand: 'adj', series: 'Mega Series', model: 'Mega {L}{nn} Par' },
    { brand: 'elation', series: 'SixPar', model: 'SixPar {nnn}{L}' },
    { brand: 'etc', series: 'ColorSource', model: 'ColorSource PAR {L}{n}' },
  ],
  useCases: LIGHT_USES,
  build(random) {
    const leds = random.pick([6, 7, 12, 18]);
    const battery = random.chance(0.3);
    const colour = colourOption(random, COLOURS.pro, 2);
    return facts({
      tokens: { leds },
      specs: [
        spec(LABEL.lightSource, l(`${leds} × ${random.pick([3, 5, 10])} W RGBA LEDs`, `${leds} × DEL RGBA de ${random.pick([3, 5, 10])} W`)),
        spec(LABEL.beam, `${random.int(20, 40)}°`),
        spec(LABEL.dmx, l('4, 6 or 9 channel modes', 'Modes à 4, 6 ou 9 canaux')),
        spec(LABEL.powerSupply, battery ? l('Rechargeable battery, 10 h', 'Batterie rechargeable, 10 h') : l('100–240 V with power link', '100 à 240 V avec recopie d’alimentation')),
        spec(LABEL.connectivity, battery ? l('Wireless DMX and IR remote', 'DMX sans fil et télécommande IR') : l('3-pin DMX', 'DMX 3 broches')),
      ],
      box: [l('Par light', 'Projecteur PAR'), l('Hanging bracket', 'Lyre de fixation'), battery ? l('Charging cable', 'Câble de recharge') : BOX.powerCable],
      filters: [['light-source', l('LED', 'DEL')], ['power-source', battery ? l('Battery', 'Batterie') : l('AC power', 'Secteur')]],
      price: around(random, 120 + leds * 12 + (battery ? 150 : 0)),
      weightKg: kg(1.5 + leds * 0.1),
      dimensionsMm: [230, 250, 120],
      pitch: l(
        `A flat, cool-running par with ${leds} RGBA LEDs for uplighting, stage washes and colour chases${battery ? ', running 10 hours on battery with wireless DMX' : ''}.`,
        `Un projecteur PAR plat qui chauffe peu, avec ${leds} DEL RGBA pour l’éclairage d’ambiance, les lavis de scène et les chenillards${battery ? ', avec 10 heures d’autonomie et DMX sans fil' : ''}.`,
      ),
      colour: colour.values[0]!.colour!,
      options: [colour, packOption(120 + leds * 12)],
    });
  },
};

export const ledBar: Family = {
  key: 'led-bar',
  illustration: 'led-bar',
  noun: l('LED Wash Bar', 'barre de lavage à DEL'),
  lines: [
    { brand: 'chauvet-dj', series: 'COLORband', model: 'COLORband {L}{n}' },
    { brand: 'adj', series: 'Mega Bar', model: 'Mega Bar {nn}{L}' },
    { brand: 'elation', series: 'SixBar', model: 'SixBar {nnn}0' },
  ],
  useCases: LIGHT_USES,
  build(random) {
    const length = random.pick([0.5, 1]);
    const pixels = length === 1 ? 12 : 6;
    return facts({
      tokens: {},
      specs: [
        spec(LABEL.lightSource, l(`${pixels * 2} RGBW LEDs in ${pixels} pixel zones`, `${pixels * 2} DEL RGBW en ${pixels} zones`)),
        spec(LABEL.length, l(`${length} m`, `${String(length).replace('.', ',')} m`)),
        spec(LABEL.dmx, l('Up to 48 channels for pixel mapping', 'Jusqu’à 48 canaux pour le mappage de pixels')),
        spec(LABEL.connectivity, l('3-pin DMX, power link', 'DMX 3 broches, recopie d’alimentation')),
      ],
      box: [l('LED bar', 'Barre à DEL'), l('2 × mounting brackets', '2 × supports de fixation'), BOX.powerCable],
      filters: [['light-source', l('LED', 'DEL')]],
      price: around(random, 180 + pixels * 25),
      weightKg: kg(2 + length * 2),
      dimensionsMm: [length * 1000, 90, 100],
      pitch: l(
        `${pixels} individually controllable zones across ${length === 1 ? 'one metre' : 'half a metre'} for cyc washes, stage fronts and pixel effects.`,
        `${pixels} zones contrôlables individuellement sur ${length === 1 ? 'un mètre' : 'un demi-mètre'} pour les lavis de cyclorama, les fronts de scène et les effets de pixels.`,
      ),
      options: [colourOption(random, COLOURS.pro, 2), packOption(180 + pixels * 25)],
    });
  },
};

export const fogMachine: Family = {
  key: 'fog-machine',
  illustration: 'fog-machine',
  noun: l('Fog Machine', 'machine à brouillard'),
  lines: [
    { brand: 'chauvet-dj', series: 'Hurricane Series', model: 'Hurricane {nnn}' },
    { brand: 'adj', series: 'Fog Fury', model: 'Fog Fury {L}{nnn}' },
    { brand: 'martin', series: 'JEM Series', model: 'JEM {L}{n}' },
  ],
  useCases: [
    l('Making light beams visible', 'Rendre les faisceaux lumineux visibles'),
    l('Haunted houses and Halloween', 'Maisons hantées et Halloween'),
    l('Dance floors and concerts', 'Pistes de danse et concerts'),
  ],
  build(random) {
    const power = random.pick([700, 1000, 1500]);
    return facts({
      tokens: {},
      specs: [
        spec(l('Heater', 'Élément chauffant'), watts(power)),
        spec(l('Output', 'Débit'), l(`${power * 15} cubic feet per minute`, `${power * 15} pieds cubes par minute`)),
        spec(l('Warm-up time', 'Temps de chauffe'), l(`${Math.round(power / 200)} min`, `${Math.round(power / 200)} min`)),
        spec(l('Tank', 'Réservoir'), l('2.5 L, external', '2,5 L, externe')),
        spec(LABEL.controls, l('DMX, wired timer remote, wireless remote', 'DMX, minuterie filaire, télécommande sans fil')),
      ],
      box: [l('Fog machine', 'Machine à brouillard'), l('Wired remote', 'Télécommande filaire'), l('Wireless remote', 'Télécommande sans fil'), BOX.powerCable],
      filters: [['application', l('Effects', 'Effets')]],
      price: around(random, 90 + power * 0.25),
      weightKg: kg(4 + power / 250),
      dimensionsMm: [380, 220, 260],
      options: [option(CONFIGURATION, [[l('Machine only', 'Machine seule'), 0], [l('With 4 L of fluid', 'Avec 4 L de liquide'), 39], [l('With fluid and DMX cable', 'Avec liquide et câble DMX'), 59]])],
      pitch: l(
        `A ${power} W fogger that heats up in minutes and fills a room fast, with DMX and remotes for timed bursts.`,
        `Une machine de ${power} W qui chauffe en quelques minutes et remplit rapidement une salle, avec DMX et télécommandes pour des jets programmés.`,
      ),
    });
  },
};

export const lightingConsole: Family = {
  key: 'lighting-console',
  illustration: 'lighting-console',
  noun: l('Lighting Console', 'console d’éclairage'),
  lines: [
    { brand: 'etc', series: 'Eos Family', model: 'ColorSource {nn}' },
    { brand: 'chauvet-dj', series: 'Obey Series', model: 'Obey {nn}' },
    { brand: 'elation', series: null, model: 'Onyx NX {n}' },
  ],
  useCases: LIGHT_USES,
  build(random) {
    const universes = random.pick([1, 2, 4, 16]);
    return facts({
      tokens: {},
      specs: [
        spec(l('DMX universes', 'Univers DMX'), `${universes}`),
        spec(l('Faders', 'Potentiomètres'), `${random.pick([12, 20, 40])}`),
        spec(LABEL.display, universes > 2 ? l('Dual 10" touch screens', 'Deux écrans tactiles de 10 po') : l('Built-in LCD', 'Écran ACL intégré')),
        spec(LABEL.connectivity, universes > 1 ? l('DMX, Art-Net, sACN over Ethernet', 'DMX, Art-Net, sACN sur Ethernet') : l('DMX 3-pin', 'DMX 3 broches')),
      ],
      box: [l('Lighting console', 'Console d’éclairage'), BOX.powerCable, l('Dust cover', 'Housse antipoussière')],
      filters: [['application', l('Stage', 'Scène')]],
      price: around(random, 150 + universes * 600),
      weightKg: kg(2 + universes * 0.8),
      dimensionsMm: [500 + universes * 40, 100, 330],
      options: [option(CONFIGURATION, [[l('Console only', 'Console seule'), 0], [l('With road case', 'Avec caisse de transport'), 449]])],
      pitch: l(
        `Controls ${universes * 512} DMX channels with a fixture library, cue stacks and effects engines for busy theatre and concert rigs.`,
        `Contrôle ${universes * 512} canaux DMX avec bibliothèque de projecteurs, séquences de mémoires et générateurs d’effets pour les installations de théâtre et de concert.`,
      ),
    });
  },
};
