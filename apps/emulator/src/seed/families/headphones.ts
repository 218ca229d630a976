import { l } from '../text.js';
import type { Family } from './family.js';
import { BOX, COLOURS, CONFIGURATION, LABEL, around, colourOption, facts, hzRange, kg, option, spec } from './vocabulary.js';

export const studioHeadphones: Family = {
  key: 'studio-headphones',
  illustration: 'headphones',
  noun: l('Studio Headphones', 'casque de studio'),
  lines: [
    { brand: 'beyerdynamic', series: 'DT Series', model: 'DT {nnn} PRO', classics: ['DT 770 PRO', 'DT 990 PRO', 'DT 1990 PRO'] },
    { brand: 'sennheiser', series: 'HD Series', model: 'HD {nnn}', classics: ['HD 600', 'HD 650', 'HD 280 PRO'] },
    { brand: 'audio-technica', series: 'M Series', model: 'ATH-M{nn}x', classics: ['ATH-M50x', 'ATH-M40x'] },
    { brand: 'audio-technica', series: 'R Series', model: 'ATH-R{nn}x' },
    { brand: 'akg', series: null, model: 'K{nnn}' },
    { brand: 'shure', series: 'SRH Series', model: 'SRH{nnn}{L}' },
    { brand: 'neumann', series: 'NDH Series', model: 'NDH {nn}' },
  ],
  useCases: [
    l('Tracking vocals without bleed', 'Enregistrer la voix sans repiquage'),
    l('Mixing on the go', 'Mixer en déplacement'),
    l('Critical listening and editing', 'Écoute critique et montage'),
    l('Broadcast and podcast monitoring', 'Écoute en radio et en balado'),
  ],
  build(random) {
    const open = random.chance(0.35);
    const driver = random.pick([40, 45, 50]);
    const impedance = random.pick([32, 38, 80, 250]);
    return facts({
      tokens: {},
      specs: [
        spec(l('Design', 'Conception'), open ? l('Open-back, over-ear', 'Ouvert, circum-auriculaire') : l('Closed-back, over-ear', 'Fermé, circum-auriculaire')),
        spec(l('Drivers', 'Transducteurs'), `${driver} mm`),
        spec(LABEL.frequency, hzRange(5 + random.int(0, 10), 35000 + random.int(0, 5) * 1000)),
        spec(LABEL.impedance, `${impedance} Ω`),
        spec(l('Cable', 'Câble'), l('Detachable 3 m coiled cable, 3.5 mm with 1/4" adaptor', 'Câble spiralé amovible de 3 m, 3,5 mm avec adaptateur 6,35 mm')),
      ],
      box: [l('Headphones', 'Casque'), l('Detachable cable', 'Câble amovible'), l('1/4" adaptor', 'Adaptateur 6,35 mm'), BOX.pouch],
      filters: [['back-type', open ? l('Open-back', 'Ouvert') : l('Closed-back', 'Fermé')], ['connectivity', l('Wired', 'Filaire')]],
      price: around(random, 110 + driver * 2 + (open ? 120 : 0) + (impedance > 100 ? 60 : 0)),
      weightKg: kg(random.float(0.25, 0.38)),
      dimensionsMm: [180, 200, 90],
      options: [option(LABEL.impedance, [[l('32 Ω'), 0], [l('80 Ω'), 0], [l('250 Ω'), 20]]), ...(random.chance(0.6) ? [colourOption(random, COLOURS.pro, 2)] : [])],
      pitch: open
        ? l(
            `Open-back ${driver} mm drivers give a wide, natural soundstage for mixing, with velour pads comfortable for long sessions.`,
            `Des transducteurs ouverts de ${driver} mm offrent une scène sonore large et naturelle pour le mixage, avec des coussinets en velours confortables pendant de longues séances.`,
          )
        : l(
            `Closed-back ${driver} mm drivers isolate the performer from the room, so tracking stays clean, while the ${impedance}-ohm design works from any interface.`,
            `Des transducteurs fermés de ${driver} mm isolent l’interprète de la pièce pour des prises propres, et la conception de ${impedance} ohms fonctionne avec n’importe quelle interface.`,
          ),
    });
  },
};

export const wirelessHeadphones: Family = {
  key: 'wireless-headphones',
  illustration: 'headphones',
  noun: l('Wireless Noise-Cancelling Headphones', 'casque sans fil à réduction de bruit'),
  lines: [
    { brand: 'sony', series: 'WH Series', model: 'WH-1000X{L}{n}', classics: ['WH-1000XM5', 'WH-1000XM4'] },
    { brand: 'bose', series: 'QuietComfort', model: 'QuietComfort {nn}' },
    { brand: 'sennheiser', series: 'Momentum', model: 'Momentum {n} Wireless' },
    { brand: 'bowers-wilkins', series: 'Px Series', model: 'Px{n}' },
    { brand: 'marshall', series: null, model: 'Monitor {L}{n}' },
    { brand: 'audio-technica', series: null, model: 'ATH-M{nn}xBT' },
  ],
  useCases: [
    l('Commuting and travel', 'Déplacements et voyages'),
    l('Working in open offices', 'Travail dans les bureaux à aire ouverte'),
    l('Music at home', 'Musique à la maison'),
  ],
  build(random) {
    const battery = random.pick([30, 40, 50, 60]);
    const colour = colourOption(random, COLOURS.consumer, random.int(3, 4));
    return facts({
      tokens: {},
      specs: [
        spec(l('Noise cancelling', 'Réduction de bruit'), l('Adaptive active noise cancelling', 'Réduction de bruit active adaptative')),
        spec(LABEL.battery, l(`${battery} h (ANC on)`, `${battery} h (réduction de bruit activée)`)),
        spec(LABEL.connectivity, l('Bluetooth 5.3, multipoint, USB-C audio, 3.5 mm', 'Bluetooth 5.3 multipoint, audio USB-C, 3,5 mm')),
        spec(l('Codecs', 'Codecs'), 'SBC, AAC, aptX Adaptive'),
        spec(l('Charging', 'Recharge'), l('10 min for 5 h of playback', '10 min pour 5 h d’écoute')),
      ],
      box: [l('Headphones', 'Casque'), l('Travel case', 'Étui de voyage'), BOX.usbC, l('3.5 mm audio cable', 'Câble audio 3,5 mm')],
      filters: [['connectivity', l('Bluetooth')], ['noise-cancelling', l('Yes', 'Oui')], ['power-source', l('Rechargeable battery', 'Pile rechargeable')]],
      price: around(random, 249 + battery * 3 + random.int(0, 4) * 30),
      weightKg: kg(random.float(0.24, 0.33)),
      dimensionsMm: [170, 195, 80],
      pitch: l(
        `Adaptive noise cancelling, ${battery} hours of battery life and multipoint Bluetooth to switch between a laptop and a phone without re-pairing.`,
        `Réduction de bruit adaptative, ${battery} heures d’autonomie et Bluetooth multipoint pour passer d’un ordinateur à un téléphone sans nouveau jumelage.`,
      ),
      colour: colour.values[0]!.colour!,
      options: [colour],
    });
  },
};

export const earbuds: Family = {
  key: 'earbuds',
  illustration: 'earbuds',
  noun: l('True Wireless Earbuds', 'écouteurs sans fil'),
  lines: [
    { brand: 'sony', series: 'WF Series', model: 'WF-1000X{L}{n}' },
    { brand: 'bose', series: 'QuietComfort', model: 'QC Earbuds {L}' },
    { brand: 'sennheiser', series: 'Momentum', model: 'Momentum True Wireless {n}' },
    { brand: 'apple', series: 'AirPods', model: 'AirPods Pro {n}' },
    { brand: 'shure', series: 'Aonic', model: 'Aonic Free {n}' },
  ],
  useCases: [
    l('Workouts and running', 'Entraînement et course'),
    l('Calls on the go', 'Appels en déplacement'),
    l('Everyday listening', 'Écoute au quotidien'),
  ],
  build(random) {
    const battery = random.pick([6, 8, 10]);
    const colour = colourOption(random, COLOURS.consumer, random.int(3, 4));
    return facts({
      tokens: {},
      specs: [
        spec(l('Noise cancelling', 'Réduction de bruit'), l('Active, with transparency mode', 'Active, avec mode transparence')),
        spec(LABEL.battery, l(`${battery} h (${battery * 3} h with case)`, `${battery} h (${battery * 3} h avec l’étui)`)),
        spec(LABEL.connectivity, 'Bluetooth 5.3'),
        spec(LABEL.ipRating, 'IPX4'),
        spec(l('Charging case', 'Étui de recharge'), l('USB-C and Qi wireless charging', 'Recharge USB-C et sans fil Qi')),
      ],
      box: [l('Earbuds', 'Écouteurs'), l('Charging case', 'Étui de recharge'), l('Ear tips (S, M, L)', 'Embouts (P, M, G)'), BOX.usbC],
      filters: [['connectivity', l('Bluetooth')], ['noise-cancelling', l('Yes', 'Oui')], ['ip-rating', l('IPX4')]],
      price: around(random, 199 + battery * 12),
      weightKg: kg(0.06),
      dimensionsMm: [62, 48, 28],
      pitch: l(
        `${battery} hours per charge and ${battery * 3} with the case, active noise cancelling and a sweat-resistant IPX4 build.`,
        `${battery} heures par recharge et ${battery * 3} avec l’étui, réduction de bruit active et conception IPX4 résistante à la sueur.`,
      ),
      colour: colour.values[0]!.colour!,
      options: [colour],
    });
  },
};

export const djHeadphones: Family = {
  key: 'dj-headphones',
  illustration: 'headphones',
  noun: l('DJ Headphones', 'casque de DJ'),
  lines: [
    { brand: 'pioneer-dj', series: 'HDJ Series', model: 'HDJ-X{n}' },
    { brand: 'sennheiser', series: 'HD 25', model: 'HD 25 {L}' },
    { brand: 'audio-technica', series: null, model: 'ATH-PRO{n}x' },
    { brand: 'akg', series: null, model: 'K{nn}DJ' },
  ],
  useCases: [
    l('Cueing in loud clubs', 'Pré-écoute dans les clubs bruyants'),
    l('Mobile DJ events', 'Événements de DJ mobile'),
    l('Music production', 'Production musicale'),
  ],
  build(random) {
    const colour = colourOption(random, COLOURS.pro, 2);
    return facts({
      tokens: {},
      specs: [
        spec(l('Design', 'Conception'), l('Closed-back, swivelling ear cups', 'Fermé, oreillettes pivotantes')),
        spec(l('Drivers', 'Transducteurs'), '50 mm'),
        spec(LABEL.maxSpl, l(`${random.int(3000, 3500)} mW maximum input`, `${random.int(3000, 3500)} mW en entrée maximale`)),
        spec(l('Cable', 'Câble'), l('Detachable coiled and straight cables', 'Câbles spiralé et droit amovibles')),
      ],
      box: [l('Headphones', 'Casque'), l('Coiled cable', 'Câble spiralé'), l('Straight cable', 'Câble droit'), BOX.pouch],
      filters: [['back-type', l('Closed-back', 'Fermé')], ['connectivity', l('Wired', 'Filaire')]],
      price: around(random, random.pick([129, 179, 229, 299])),
      weightKg: kg(0.29),
      dimensionsMm: [175, 190, 85],
      options: [colour, option(CONFIGURATION, [[l('Headphones', 'Casque'), 0], [l('With spare ear pads', 'Avec coussinets de rechange'), 29]])],
      pitch: l(
        'Swivelling ear cups for one-ear monitoring, high maximum input for loud booths and spare cables that detach when caught on a deck.',
        'Oreillettes pivotantes pour l’écoute d’une seule oreille, une grande puissance admissible pour les cabines bruyantes et des câbles qui se détachent s’ils accrochent la platine.',
      ),
      colour: colour.values[0]!.colour!,
    });
  },
};
