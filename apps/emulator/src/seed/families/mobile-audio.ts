import { l } from '../text.js';
import type { Family } from './family.js';
import { BOX, COLOURS, CONFIGURATION, LABEL, around, colourOption, facts, kg, option, spec } from './vocabulary.js';

export const bluetoothSpeaker: Family = {
  key: 'bluetooth-speaker',
  illustration: 'bluetooth-speaker',
  noun: l('Portable Bluetooth Speaker', 'enceinte Bluetooth portable'),
  lines: [
    { brand: 'ultimate-ears', series: 'BOOM', model: 'BOOM {n}' },
    { brand: 'ultimate-ears', series: 'MEGABOOM', model: 'MEGABOOM {n}' },
    { brand: 'jbl', series: 'Charge', model: 'Charge {n}' },
    { brand: 'jbl', series: 'Flip', model: 'Flip {n}' },
    { brand: 'bose', series: 'SoundLink', model: 'SoundLink {L}{L}' },
    { brand: 'marshall', series: null, model: 'Emberton {L}{L}' },
    { brand: 'sony', series: 'ULT Field', model: 'ULT Field {n}' },
  ],
  useCases: [
    l('Cottage docks and beaches', 'Quais de chalet et plages'),
    l('Backyard gatherings', 'Rassemblements dans la cour'),
    l('Camping and hiking', 'Camping et randonnée'),
  ],
  build(random) {
    const battery = random.pick([12, 15, 20, 24]);
    const colour = colourOption(random, COLOURS.consumer, random.int(3, 5));
    return facts({
      tokens: {},
      specs: [
        spec(LABEL.battery, l(`${battery} h`, `${battery} h`)),
        spec(LABEL.ipRating, l('IP67 waterproof and dustproof, floats', 'IP67 étanche à l’eau et à la poussière, flotte')),
        spec(LABEL.connectivity, l('Bluetooth 5.3, party mode with up to 150 speakers', 'Bluetooth 5.3, mode fête jusqu’à 150 enceintes')),
        spec(LABEL.range, l('45 m Bluetooth range', 'Portée Bluetooth de 45 m')),
      ],
      box: [l('Speaker', 'Enceinte'), BOX.usbC],
      filters: [['connectivity', l('Bluetooth')], ['power-source', l('Rechargeable battery', 'Pile rechargeable')], ['ip-rating', l('IP67')]],
      price: around(random, 120 + battery * 8),
      weightKg: kg(0.5 + battery * 0.04),
      dimensionsMm: [90, 190, 90],
      pitch: l(
        `${battery} hours of 360° sound in a waterproof body that floats, with party mode to link several speakers.`,
        `${battery} heures de son à 360° dans un boîtier étanche qui flotte, avec un mode fête pour relier plusieurs enceintes.`,
      ),
      colour: colour.values[0]!.colour!,
      options: [colour],
    });
  },
};

export const portablePa: Family = {
  key: 'portable-pa',
  illustration: 'speaker',
  noun: l('Battery-Powered PA System', 'système de sonorisation sur batterie'),
  lines: [
    { brand: 'bose', series: 'S1 Pro', model: 'S1 Pro{L}' },
    { brand: 'jbl', series: 'EON ONE', model: 'EON ONE {L}{L}' },
    { brand: 'mackie', series: 'Thump GO', model: 'Thump GO {L}' },
    { brand: 'yamaha', series: 'STAGEPAS', model: 'STAGEPAS {nnn}BT' },
  ],
  useCases: [
    l('Buskers and street performers', 'Musiciens de rue'),
    l('Outdoor ceremonies', 'Cérémonies extérieures'),
    l('Fitness classes in the park', 'Cours de conditionnement au parc'),
  ],
  build(random) {
    const battery = random.pick([6, 11, 12]);
    return facts({
      tokens: {},
      specs: [
        spec(LABEL.battery, l(`${battery} h, hot-swappable`, `${battery} h, remplaçable à chaud`)),
        spec(LABEL.channels, l('3-channel mixer with reverb', 'Mélangeur 3 canaux avec réverbération')),
        spec(LABEL.connectivity, l('Bluetooth streaming, app control', 'Diffusion Bluetooth, contrôle par application')),
        spec(LABEL.maxSpl, `${random.int(112, 122)} dB`),
      ],
      box: [l('PA system', 'Système de sonorisation'), l('Rechargeable battery', 'Batterie rechargeable'), BOX.powerCable],
      filters: [['power-source', l('Battery', 'Batterie')], ['connectivity', l('Bluetooth')]],
      price: around(random, 650 + battery * 25),
      weightKg: kg(7 + battery * 0.4),
      dimensionsMm: [240, 330, 280],
      pitch: l(
        `A mixer, speaker and ${battery}-hour battery in one carry-anywhere box, loud enough for an outdoor ceremony.`,
        `Un mélangeur, une enceinte et une batterie de ${battery} heures dans un seul boîtier facile à transporter, assez puissant pour une cérémonie extérieure.`,
      ),
      options: [option(CONFIGURATION, [[l('Speaker', 'Enceinte'), 0], [l('With backpack', 'Avec sac à dos'), 129], [l('With spare battery', 'Avec batterie de rechange'), 199]])],
    });
  },
};

export const handheldRecorder: Family = {
  key: 'handheld-recorder',
  illustration: 'recorder',
  noun: l('Handheld Recorder', 'enregistreur portatif'),
  lines: [
    { brand: 'zoom', series: 'H Series', model: 'H{n}essential' },
    { brand: 'zoom', series: 'F Series', model: 'F{n} MultiTrack' },
    { brand: 'tascam', series: 'DR Series', model: 'DR-{nn}X' },
    { brand: 'tascam', series: 'Portacapture', model: 'Portacapture X{n}' },
  ],
  useCases: [
    l('Recording rehearsals and gigs', 'Enregistrer répétitions et spectacles'),
    l('Field recording and sound effects', 'Prise de son en extérieur et effets sonores'),
    l('Interviews and podcasts on location', 'Entrevues et balados sur le terrain'),
  ],
  build(random) {
    const tracks = random.pick([2, 4, 6, 8]);
    return facts({
      tokens: {},
      specs: [
        spec(l('Tracks', 'Pistes'), `${tracks}`),
        spec(LABEL.sampleRate, l('32-bit float, 96 kHz', '32 bits virgule flottante, 96 kHz')),
        spec(LABEL.inputs, l(`Built-in X/Y mics, ${Math.max(0, tracks - 2)} × XLR/TRS combo`, `Micros X/Y intégrés, ${Math.max(0, tracks - 2)} × combo XLR/TRS`)),
        spec(LABEL.battery, l('Up to 10 h on AA batteries', 'Jusqu’à 10 h sur piles AA')),
      ],
      box: [l('Recorder', 'Enregistreur'), BOX.batteries, BOX.usbA, l('Windscreen', 'Bonnette')],
      filters: [['channels', l(`${tracks}`)], ['power-source', l('Battery', 'Batterie')]],
      price: around(random, 120 + tracks * 45),
      weightKg: kg(0.2 + tracks * 0.03),
      dimensionsMm: [70, 160, 35],
      options: [option(CONFIGURATION, [[l('Recorder', 'Enregistreur'), 0], [l('With accessory pack', 'Avec ensemble d’accessoires'), 49], [l('With 64 GB card and case', 'Avec carte de 64 Go et étui'), 69]])],
      pitch: l(
        `32-bit float recording means levels never clip, so a ${tracks}-track recording of a loud show or a quiet interview comes out clean.`,
        `L’enregistrement en 32 bits virgule flottante empêche toute saturation : un enregistrement de ${tracks} pistes d’un spectacle bruyant ou d’une entrevue calme reste propre.`,
      ),
    });
  },
};
