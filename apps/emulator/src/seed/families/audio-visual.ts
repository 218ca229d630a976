import { formatNumber, l } from '../text.js';
import type { Family } from './family.js';
import { BOX, COLOURS, CONFIGURATION, LABEL, around, colourOption, facts, inches, kg, option, spec } from './vocabulary.js';

const AV_USES = [
  l('Live streaming of events and worship', 'Diffusion en direct d’événements et de célébrations'),
  l('Corporate presentations', 'Présentations d’entreprise'),
  l('Classrooms and lecture halls', 'Salles de classe et amphithéâtres'),
  l('Sports bars and digital signage', 'Bars sportifs et affichage numérique'),
];

export const projector: Family = {
  key: 'projector',
  illustration: 'projector',
  noun: l('Laser Projector', 'projecteur laser'),
  lines: [
    { brand: 'epson', series: 'Pro Series', model: 'Pro EX{nnn}0' },
    { brand: 'epson', series: 'PowerLite', model: 'PowerLite L{nnn}U' },
    { brand: 'panasonic', series: 'PT Series', model: 'PT-RZ{nnn}' },
    { brand: 'sony', series: 'VPL Series', model: 'VPL-PHZ{nn}' },
  ],
  useCases: AV_USES,
  build(random) {
    const lumens = random.pick([4000, 5000, 6000, 7000, 10000, 12000]);
    const resolution = random.pick([l('WUXGA (1920 × 1200)'), l('4K enhancement (3840 × 2160)', 'Amélioration 4K (3840 × 2160)')]);
    return facts({
      tokens: {},
      specs: [
        spec(l('Brightness', 'Luminosité'), l(`${formatNumber(lumens).en} lumens`, `${formatNumber(lumens).fr} lumens`)),
        spec(LABEL.resolution, resolution),
        spec(LABEL.lightSource, l('Laser, 20,000 hours', 'Laser, 20 000 heures')),
        spec(l('Contrast', 'Contraste'), l('2,500,000:1', '2 500 000:1')),
        spec(LABEL.inputs, l('2 × HDMI, HDBaseT, LAN', '2 × HDMI, HDBaseT, réseau')),
        spec(l('Lens', 'Objectif'), l('1.6× zoom, motorised lens shift', 'Zoom 1,6×, décalage d’objectif motorisé')),
      ],
      box: [l('Projector', 'Projecteur'), BOX.remote, BOX.powerCable, l('Lens cap', 'Capuchon d’objectif')],
      filters: [['resolution', resolution], ['application', l('Presentation', 'Présentation')]],
      price: around(random, 1200 + lumens * 0.45),
      weightKg: kg(6 + lumens / 1500),
      dimensionsMm: [440, 140, 380],
      pitch: l(
        `${formatNumber(lumens).en} lumens from a maintenance-free laser light source, with lens shift and HDBaseT for clean ceiling installs in bright rooms.`,
        `${formatNumber(lumens).fr} lumens d’une source laser sans entretien, avec décalage d’objectif et HDBaseT pour des installations au plafond soignées dans les salles éclairées.`,
      ),
      colour: 'e9e9e4',
      options: [option(l('Lens', 'Objectif'), [[l('Standard lens', 'Objectif standard'), 0], [l('Short-throw lens', 'Objectif à courte focale'), 1290], [l('Long-throw lens', 'Objectif à longue focale'), 1590]])],
    });
  },
};

export const display: Family = {
  key: 'pro-display',
  illustration: 'display',
  noun: l('4K Professional Display', 'écran professionnel 4K'),
  lines: [
    { brand: 'samsung', series: 'QM Series', model: 'QM{size}{L}' },
    { brand: 'sony', series: 'BRAVIA Professional', model: 'FW-{size}BZ{nn}' },
    { brand: 'panasonic', series: null, model: 'TH-{size}EQ{n}' },
  ],
  useCases: AV_USES,
  build(random) {
    const size = random.pick([43, 55, 65, 75, 85, 98]);
    return facts({
      tokens: { size },
      specs: [
        spec(l('Screen size', 'Taille de l’écran'), inches(size)),
        spec(LABEL.resolution, '3840 × 2160'),
        spec(l('Brightness', 'Luminosité'), `${random.pick([350, 500, 700])} cd/m²`),
        spec(l('Operation', 'Fonctionnement'), l('24/7 rated', 'Homologué 24 h sur 24, 7 jours sur 7')),
        spec(LABEL.inputs, l('3 × HDMI 2.0, USB, LAN, RS-232', '3 × HDMI 2.0, USB, réseau, RS-232')),
        spec(LABEL.mounting, l('VESA, portrait or landscape', 'VESA, portrait ou paysage')),
      ],
      box: [l('Display', 'Écran'), BOX.remote, BOX.powerCable, l('Table-top stand', 'Pied de table')],
      filters: [['screen-size', inches(size)], ['resolution', l('4K UHD')]],
      price: around(random, 300 + size * size * 0.55),
      weightKg: kg(size * 0.42),
      dimensionsMm: [Math.round(size * 22.3), Math.round(size * 12.8), 60],
      options: [option(CONFIGURATION, [[l('Display', 'Écran'), 0], [l('With wall mount', 'Avec support mural'), 249], [l('With mobile cart', 'Avec chariot mobile'), 699]])],
      pitch: l(
        `A ${size}-inch 4K panel rated for round-the-clock use, with built-in scheduling and network control for signage and meeting rooms.`,
        `Un écran 4K de ${size} po homologué pour un usage continu, avec planification intégrée et contrôle réseau pour l’affichage et les salles de réunion.`,
      ),
    });
  },
};

export const videoSwitcher: Family = {
  key: 'video-switcher',
  illustration: 'video-switcher',
  noun: l('Live Production Switcher', 'mélangeur de production en direct'),
  lines: [
    { brand: 'blackmagic-design', series: 'ATEM Mini', model: 'ATEM Mini {L}{L}' },
    { brand: 'blackmagic-design', series: 'ATEM Television Studio', model: 'ATEM Television Studio {L}{n}' },
    { brand: 'roland', series: 'V Series', model: 'V-{nn}HD' },
    { brand: 'extron', series: 'IN Series', model: 'IN{nnn}0' },
  ],
  useCases: AV_USES,
  build(random) {
    const inputs = random.pick([4, 8, 12]);
    return facts({
      tokens: { inputs },
      specs: [
        spec(LABEL.inputs, l(`${inputs} × HDMI or 12G-SDI`, `${inputs} × HDMI ou 12G-SDI`)),
        spec(l('Streaming', 'Diffusion'), l('Built-in encoder for YouTube, Twitch and RTMP', 'Encodeur intégré pour YouTube, Twitch et RTMP')),
        spec(l('Recording', 'Enregistrement'), l('ISO recording to USB-C SSD', 'Enregistrement ISO sur SSD USB-C')),
        spec(l('Effects', 'Effets'), l('Chroma key, picture-in-picture, transitions', 'Incrustation, image dans l’image, transitions')),
      ],
      box: [l('Switcher', 'Mélangeur'), BOX.powerAdaptor, BOX.software],
      filters: [['channels', l(`${inputs}`)], ['application', l('Streaming', 'Diffusion')]],
      price: around(random, 300 + inputs * 180),
      weightKg: kg(1 + inputs * 0.2),
      dimensionsMm: [240 + inputs * 20, 50, 120],
      options: [option(CONFIGURATION, [[l('Switcher', 'Mélangeur'), 0], [l('With 1 TB SSD', 'Avec SSD de 1 To'), 189], [l('Streaming bundle', 'Ensemble de diffusion'), 449]])],
      pitch: l(
        `Switch ${inputs} cameras, stream directly to online platforms and record every input for editing later, all from a compact desktop unit.`,
        `Commutez ${inputs} caméras, diffusez directement sur les plateformes en ligne et enregistrez chaque entrée pour le montage, avec un appareil de bureau compact.`,
      ),
    });
  },
};

export const camera: Family = {
  key: 'ptz-camera',
  illustration: 'camera',
  noun: l('PTZ Camera', 'caméra PTZ'),
  lines: [
    { brand: 'panasonic', series: 'AW Series', model: 'AW-UE{nnn}' },
    { brand: 'sony', series: 'SRG Series', model: 'SRG-X{nnn}' },
    { brand: 'sony', series: 'BRC Series', model: 'BRC-X{nnn}' },
  ],
  useCases: AV_USES,
  build(random) {
    const zoom = random.pick([12, 20, 24, 30]);
    return facts({
      tokens: {},
      specs: [
        spec(l('Optical zoom', 'Zoom optique'), `${zoom}×`),
        spec(LABEL.resolution, l('4K/60p', '4K/60p')),
        spec(LABEL.outputs, l('12G-SDI, HDMI, IP (NDI|HX, SRT)', '12G-SDI, HDMI, IP (NDI|HX, SRT)')),
        spec(LABEL.powerSupply, 'PoE++'),
        spec(LABEL.controls, l('IP, RS-422, serial; auto-tracking', 'IP, RS-422, série; suivi automatique')),
      ],
      box: [l('Camera', 'Caméra'), l('Ceiling bracket', 'Support de plafond'), BOX.remote, BOX.powerAdaptor],
      filters: [['resolution', l('4K UHD')], ['application', l('Streaming', 'Diffusion')]],
      price: around(random, 1800 + zoom * 160),
      weightKg: kg(1.8 + zoom * 0.05),
      dimensionsMm: [180, 200, 180],
      pitch: l(
        `A ${zoom}× 4K PTZ camera with auto-tracking and network video outputs, so one operator can cover a stage or a lecture hall.`,
        `Une caméra PTZ 4K avec zoom ${zoom}×, suivi automatique et sorties vidéo réseau, pour qu’une seule personne puisse couvrir une scène ou un amphithéâtre.`,
      ),
      options: [
        colourOption(random, COLOURS.pro, 2),
        option(CONFIGURATION, [[l('Camera', 'Caméra'), 0], [l('With PTZ controller', 'Avec contrôleur PTZ'), 1890]]),
      ],
    });
  },
};
