import { l } from '../text.js';
import type { Family } from './family.js';
import { BOX, CONFIGURATION, LABEL, around, facts, kg, option, spec } from './vocabulary.js';

export const signalProcessor: Family = {
  key: 'signal-processor',
  illustration: 'rack-processor',
  noun: l('Dynamics Processor', 'processeur de dynamique'),
  lines: [
    { brand: 'universal-audio', series: '1176 Collection', model: '11{nn}{L}' },
    { brand: 'behringer', series: 'Multicom', model: 'MDX{nn}00' },
    { brand: 'presonus', series: null, model: 'ADL {nnn}' },
    { brand: 'focusrite', series: 'ISA Series', model: 'ISA {nnn}' },
  ],
  useCases: [
    l('Taming vocals on the way into a recorder', 'Maîtriser la voix à l’enregistrement'),
    l('Bus compression on mixes', 'Compression de bus sur les mixages'),
    l('Broadcast and podcast chains', 'Chaînes de diffusion et de balado'),
  ],
  build(random) {
    const channels = random.pick([1, 2]);
    const kind = random.pick(['FET', 'VCA', 'optical'] as const);
    const kindFr = { FET: 'FET', VCA: 'VCA', optical: 'optique' }[kind];
    return facts({
      tokens: { channels },
      specs: [
        spec(LABEL.channels, `${channels}`),
        spec(l('Gain reduction', 'Réduction de gain'), l(`${kind} compressor/limiter`, `Compresseur/limiteur ${kindFr}`)),
        spec(l('Attack / release', 'Attaque / relâchement'), l('20 µs to 800 µs / 50 ms to 1.1 s', '20 µs à 800 µs / 50 ms à 1,1 s')),
        spec(LABEL.inputs, l(`${channels} × XLR/TRS balanced`, `${channels} × XLR/TRS symétriques`)),
        spec(LABEL.outputs, l(`${channels} × XLR balanced`, `${channels} × XLR symétriques`)),
        spec(l('Rack space', 'Espace en rack'), channels === 1 ? '1U' : '2U'),
      ],
      box: [l('Compressor', 'Compresseur'), BOX.powerCable, BOX.guide],
      filters: [['channels', l(`${channels}`)], ['form-factor', l('Rackmount', 'Montage en rack')]],
      price: around(random, 350 + channels * 650),
      weightKg: kg(3 + channels * 1.8),
      dimensionsMm: [483, channels === 1 ? 44 : 88, 260],
      options: [option(CONFIGURATION, [[l('Single unit', 'Unité'), 0], [l('Matched pair', 'Paire appariée'), Math.round(350 + channels * 650)]])],
      pitch: l(
        `A ${channels === 1 ? 'mono' : 'stereo'} ${kind} compressor with the fast attack and characterful colour engineers reach for on vocals, bass and drum buses.`,
        `Un compresseur ${kindFr} ${channels === 1 ? 'mono' : 'stéréo'} à l’attaque rapide et à la couleur marquée, prisé des ingénieurs pour la voix, la basse et le bus de batterie.`,
      ),
    });
  },
};

export const effectsProcessor: Family = {
  key: 'effects-processor',
  illustration: 'rack-processor',
  noun: l('Multi-Effects Processor', 'processeur multi-effets'),
  lines: [
    { brand: 'yamaha', series: 'SPX Series', model: 'SPX{nnn}' },
    { brand: 'behringer', series: null, model: 'FX{nnn}0' },
    { brand: 'universal-audio', series: 'UAFX', model: 'UAFX {L}{nn}' },
  ],
  useCases: [
    l('Reverb and delay for live vocals', 'Réverbération et délai pour la voix en spectacle'),
    l('Studio outboard racks', 'Racks de périphériques de studio'),
    l('Analog mixers that lack effects', 'Consoles analogiques sans effets intégrés'),
  ],
  build(random) {
    const programs = random.pick([99, 128, 256]);
    return facts({
      tokens: {},
      specs: [
        spec(l('Presets', 'Préréglages'), `${programs}`),
        spec(l('Algorithms', 'Algorithmes'), l('Hall, plate, room, delay, chorus, pitch', 'Salle, plaque, pièce, délai, chorus, transposition')),
        spec(LABEL.sampleRate, l('48 kHz / 24-bit', '48 kHz / 24 bits')),
        spec(LABEL.inputs, l('2 × XLR/TRS combo', '2 × combo XLR/TRS')),
        spec(LABEL.outputs, l('2 × XLR, 2 × TRS', '2 × XLR, 2 × TRS')),
        spec(l('Rack space', 'Espace en rack'), '1U'),
      ],
      box: [l('Effects processor', 'Processeur d’effets'), BOX.powerCable, BOX.guide],
      filters: [['form-factor', l('Rackmount', 'Montage en rack')]],
      price: around(random, 180 + programs * 2.4),
      weightKg: kg(2.6 + random.float(0, 1)),
      dimensionsMm: [483, 44, 230],
      options: [option(CONFIGURATION, [[l('Processor', 'Processeur'), 0], [l('With footswitch', 'Avec pédalier'), 49]])],
      pitch: l(
        `${programs} studio-grade presets covering halls, plates, tape delays and modulation, with tap tempo and a clear display for quick recall on stage.`,
        `${programs} préréglages de qualité studio : salles, plaques, délais à bande et modulations, avec tempo par tapotement et un écran clair pour un rappel rapide sur scène.`,
      ),
    });
  },
};

export const stageBox: Family = {
  key: 'stage-box',
  illustration: 'stage-box',
  noun: l('Digital Stage Box', 'boîtier de scène numérique'),
  lines: [
    { brand: 'allen-heath', series: 'DX Series', model: 'DX{inputs}{L}' },
    { brand: 'yamaha', series: 'Rio Series', model: 'Rio{inputs}{n}-D2' },
    { brand: 'midas', series: 'DL Series', model: 'DL{inputs}{n}' },
    { brand: 'behringer', series: 'S Series', model: 'S{inputs}{L}' },
  ],
  useCases: [
    l('Replacing heavy copper snakes', 'Remplacer les lourds multipaires en cuivre'),
    l('Shared stage racks for FOH and monitors', 'Boîtiers partagés entre façade et retours'),
    l('Installed Dante networks', 'Réseaux Dante installés'),
  ],
  build(random) {
    const inputs = random.pick([16, 24, 32, 48]);
    const outputs = inputs / 2;
    return facts({
      tokens: { inputs },
      specs: [
        spec(LABEL.inputs, l(`${inputs} × remote-controlled mic preamps`, `${inputs} × préamplis micro télécommandés`)),
        spec(LABEL.outputs, l(`${outputs} × XLR line outputs`, `${outputs} × sorties ligne XLR`)),
        spec(LABEL.connectivity, l('Dante / AES50 over Cat5e with redundant port', 'Dante / AES50 sur Cat5e avec port redondant')),
        spec(LABEL.sampleRate, l('96 kHz / 24-bit', '96 kHz / 24 bits')),
        spec(l('Rack space', 'Espace en rack'), inputs >= 32 ? '3U' : '2U'),
      ],
      box: [l('Stage box', 'Boîtier de scène'), BOX.powerCable, BOX.rackEars, BOX.guide],
      filters: [['channels', l(`${inputs}`)], ['form-factor', l('Rackmount', 'Montage en rack')]],
      price: around(random, 900 + inputs * 85),
      weightKg: kg(5 + inputs * 0.12),
      dimensionsMm: [483, inputs >= 32 ? 132 : 88, 300],
      options: [option(CONFIGURATION, [[l('Stage box', 'Boîtier de scène'), 0], [l('With 50 m network cable', 'Avec câble réseau de 50 m'), 179]])],
      pitch: l(
        `${inputs} inputs and ${outputs} outputs on a single network cable, with redundant connections so a damaged run never stops the show.`,
        `${inputs} entrées et ${outputs} sorties sur un seul câble réseau, avec des connexions redondantes pour qu’un câble endommagé n’arrête jamais le spectacle.`,
      ),
    });
  },
};

export const iemSystem: Family = {
  key: 'iem-system',
  illustration: 'in-ear-monitor',
  noun: l('Wireless In-Ear Monitor System', 'système de retour intra-auriculaire sans fil'),
  lines: [
    { brand: 'shure', series: 'PSM Series', model: 'PSM{nnn}' },
    { brand: 'sennheiser', series: 'evolution wireless', model: 'ew IEM G{n}' },
    { brand: 'audio-technica', series: 'M3 Series', model: 'M3{L}' },
  ],
  useCases: [
    l('Singers who want to hear themselves clearly', 'Chanteurs qui veulent bien s’entendre'),
    l('Worship teams and touring bands', 'Équipes de louange et groupes en tournée'),
    l('Quieter stages without wedges', 'Scènes plus silencieuses sans retours au sol'),
  ],
  build(random) {
    const range = random.pick([90, 100, 150]);
    return facts({
      tokens: {},
      specs: [
        spec(LABEL.band, l('Three UHF bands between 470 and 626 MHz (choose the one free in your area)', 'Trois bandes UHF entre 470 et 626 MHz (choisissez celle qui est libre dans votre région)')),
        spec(LABEL.range, l(`${range} m line of sight`, `${range} m en visibilité directe`)),
        spec(l('Bodypack', 'Récepteur de ceinture'), l('Stereo/mix mode, limiter, 6 h on AA batteries', 'Mode stéréo/mixage, limiteur, 6 h sur piles AA')),
        spec(LABEL.inputs, l('2 × XLR/TRS combo (transmitter)', '2 × combo XLR/TRS (émetteur)')),
        spec(l('Earphones', 'Écouteurs'), l('Single-driver sound-isolating earphones', 'Écouteurs isolants à transducteur unique')),
      ],
      box: [
        l('Half-rack transmitter', 'Émetteur demi-rack'),
        l('Bodypack receiver', 'Récepteur de ceinture'),
        l('Sound-isolating earphones', 'Écouteurs isolants'),
        BOX.rackEars,
        BOX.batteries,
        BOX.powerAdaptor,
      ],
      filters: [['frequency-band', l('470–542 MHz', '470 à 542 MHz')], ['connectivity', l('Wireless', 'Sans fil')]],
      price: around(random, 900 + range * 4),
      weightKg: kg(2.8),
      dimensionsMm: [212, 44, 185],
      pitch: l(
        `A complete stereo in-ear system: half-rack transmitter, bodypack and earphones, with automatic frequency scan and a ${range}-metre range.`,
        `Un système intra-auriculaire stéréo complet : émetteur demi-rack, récepteur de ceinture et écouteurs, avec balayage automatique des fréquences et une portée de ${range} mètres.`,
      ),
      options: [
        option(l('Frequency band', 'Bande de fréquences'), [[l('G10 (470–542 MHz)', 'G10 (470 à 542 MHz)'), 0], [l('H20 (518–584 MHz)', 'H20 (518 à 584 MHz)'), 0], [l('J8 (554–626 MHz)', 'J8 (554 à 626 MHz)'), 0]]),
        option(CONFIGURATION, [[l('Single system', 'Système simple'), 0], [l('With extra bodypack', 'Avec récepteur supplémentaire'), 549]]),
      ],
    });
  },
};
