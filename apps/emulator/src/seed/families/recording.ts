import { l } from '../text.js';
import type { Family } from './family.js';
import { BOX, COLOURS, CONFIGURATION, LABEL, around, colourOption, facts, hzRange, inches, kg, option, spec, watts } from './vocabulary.js';

export const audioInterface: Family = {
  key: 'audio-interface',
  illustration: 'audio-interface',
  noun: l('USB Audio Interface', 'interface audio USB'),
  lines: [
    { brand: 'focusrite', series: 'Scarlett Series', model: 'Scarlett {inputs}i{outputs}', classics: ['Scarlett {inputs}i{outputs} 4th Gen'] },
    { brand: 'universal-audio', series: 'Apollo Series', model: 'Apollo Twin {L}' },
    { brand: 'universal-audio', series: 'Volt Series', model: 'Volt {inputs}{n}{n}' },
    { brand: 'presonus', series: 'Studio Series', model: 'Studio {inputs}{outputs}c' },
    { brand: 'steinberg', series: 'UR Series', model: 'UR{inputs}{n}C' },
    { brand: 'roland', series: null, model: 'Rubix{inputs}{n}' },
    { brand: 'behringer', series: 'U-Phoria', model: 'UMC{inputs}0{n}HD' },
  ],
  useCases: [
    l('Home studio vocal and guitar recording', 'Enregistrement de voix et de guitare en studio maison'),
    l('Podcasting with two hosts', 'Balado à deux animateurs'),
    l('Streaming and content creation', 'Diffusion en direct et création de contenu'),
    l('Mobile recording on a laptop', 'Enregistrement mobile sur ordinateur portable'),
  ],
  build(random) {
    const inputs = random.pick([2, 4, 8, 18]);
    const outputs = inputs === 2 ? 2 : inputs === 4 ? 4 : inputs === 8 ? 8 : 20;
    const preamps = Math.min(inputs, 8);
    const rate = random.pick([96, 192]);
    return facts({
      tokens: { inputs, outputs },
      specs: [
        spec(LABEL.inputs, l(`${inputs} inputs, including ${preamps} mic preamps with 48 V phantom power`, `${inputs} entrées, dont ${preamps} préamplis micro avec alimentation fantôme 48 V`)),
        spec(LABEL.outputs, l(`${outputs} outputs, including 2 monitor outs and headphones`, `${outputs} sorties, dont 2 sorties moniteurs et un casque`)),
        spec(LABEL.sampleRate, l(`Up to ${rate} kHz / 24-bit`, `Jusqu’à ${rate} kHz / 24 bits`)),
        spec(l('Dynamic range', 'Plage dynamique'), `${random.int(110, 120)} dB`),
        spec(LABEL.connectivity, l('USB-C, bus-powered up to 4 inputs', 'USB-C, alimentation par bus jusqu’à 4 entrées')),
        spec(l('Compatibility', 'Compatibilité'), l('macOS, Windows, iPadOS', 'macOS, Windows, iPadOS')),
      ],
      box: [l('Audio interface', 'Interface audio'), BOX.usbA, BOX.software, BOX.guide],
      filters: [
        ['channels', l(`${inputs}`)],
        ['connectivity', l('USB-C')],
        ['form-factor', inputs >= 8 ? l('Rackmount', 'Montage en rack') : l('Desktop', 'Format bureau')],
      ],
      price: around(random, 110 + inputs * 70 + (rate === 192 ? 60 : 0)),
      weightKg: kg(0.5 + inputs * 0.18),
      dimensionsMm: inputs >= 8 ? [483, 44, 200] : [180 + inputs * 10, 47, 110],
      options: [
        option(CONFIGURATION, [
          [l('Interface only', 'Interface seule'), 0],
          [l('Studio bundle (microphone, headphones, cable)', 'Ensemble studio (microphone, casque, câble)'), 149],
          [l('Podcast bundle (2 microphones, 2 headphones)', 'Ensemble balado (2 microphones, 2 casques)'), 279],
        ]),
      ],
      pitch: l(
        `${preamps} clean, high-headroom mic preamps and converters up to ${rate} kHz in a ${inputs >= 8 ? 'rack unit' : 'desktop unit'} that works with every recording application, with a bundle of recording software included.`,
        `${preamps} préamplis micro propres à grande réserve dynamique et des convertisseurs jusqu’à ${rate} kHz dans un ${inputs >= 8 ? 'boîtier en rack' : 'boîtier de bureau'} compatible avec tous les logiciels d’enregistrement, avec une suite de logiciels incluse.`,
      ),
    });
  },
};

export const studioMonitor: Family = {
  key: 'studio-monitor',
  illustration: 'studio-monitor',
  noun: l('Active Studio Monitor', 'moniteur de studio actif'),
  lines: [
    { brand: 'genelec', series: 'The Ones', model: '8{nn}{L}' },
    { brand: 'genelec', series: '8000 Series', model: '80{woofer}0{L}', classics: ['8030C', '8040B', '8050B'] },
    { brand: 'neumann', series: 'KH Series', model: 'KH {nnn}' },
    { brand: 'adam-audio', series: 'A Series', model: 'A{woofer}V' },
    { brand: 'adam-audio', series: 'T Series', model: 'T{woofer}V{n}' },
    { brand: 'krk', series: 'Rokit Series', model: 'Rokit {woofer} G{n}', classics: ['Rokit {woofer} G4'] },
    { brand: 'yamaha', series: 'HS Series', model: 'HS{woofer}{L}', classics: ['HS{woofer}'] },
    { brand: 'jbl', series: '3 Series', model: '30{woofer} MkII' },
    { brand: 'focusrite', series: null, model: 'Shape {woofer}{L}' },
  ],
  useCases: [
    l('Mixing and mastering', 'Mixage et matriçage'),
    l('Home and project studios', 'Studios maison et studios de projet'),
    l('Post-production and sound design', 'Postproduction et conception sonore'),
    l('Critical listening', 'Écoute critique'),
  ],
  build(random) {
    const woofer = random.pick([5, 6, 7, 8]);
    const power = random.pick([70, 100, 130, 180]);
    const colour = colourOption(random, COLOURS.pro, 2);
    return facts({
      tokens: { woofer },
      specs: [
        spec(LABEL.woofer, l(`${woofer}" woofer`, `Haut-parleur de ${woofer} po`)),
        spec(LABEL.tweeter, l('1" soft-dome tweeter on a waveguide', 'Tweeter à dôme souple de 1 po sur guide d’onde')),
        spec(LABEL.power, l(`${watts(power).en} bi-amplified`, `${watts(power).fr} bi-amplifiés`)),
        spec(LABEL.frequency, hzRange(60 - woofer * 3, 24000 + woofer * 1000)),
        spec(LABEL.inputs, l('XLR balanced, TRS balanced', 'XLR symétrique, TRS symétrique')),
        spec(l('Room controls', 'Réglages d’acoustique'), l('Bass, desk and treble shelving switches', 'Commutateurs de correction des graves, du bureau et des aigus')),
      ],
      box: [l('Studio monitor (sold individually)', 'Moniteur de studio (vendu à l’unité)'), BOX.powerCable, l('Isolation pads', 'Coussinets d’isolation'), BOX.guide],
      filters: [['driver-size', inches(woofer)], ['amplification', l('Powered', 'Amplifiée')]],
      price: around(random, 150 + woofer * 45 + power * 1.8),
      weightKg: kg(3 + woofer * 0.7),
      dimensionsMm: [woofer * 25 + 60, woofer * 38 + 90, woofer * 30 + 90],
      pitch: l(
        `A ${woofer}-inch bi-amplified monitor with a flat, detailed response and room-compensation switches so mixes translate to every system.`,
        `Un moniteur bi-amplifié de ${woofer} po à la réponse neutre et détaillée, avec des commutateurs de compensation acoustique pour que les mixages se transposent sur tous les systèmes.`,
      ),
      colour: colour.values[0]!.colour!,
      options: [colour, option(CONFIGURATION, [[l('Single', 'Unité'), 0], [l('Pair', 'Paire'), Math.round(150 + woofer * 45 + power * 1.8)]])],
    });
  },
};
