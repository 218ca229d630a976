import type { Localized } from '../catalog/model.js';
import type { Illustration } from '../images/illustrations.js';
import * as audioVisual from './families/audio-visual.js';
import * as band from './families/band-orchestra.js';
import * as cables from './families/cables.js';
import * as computers from './families/computers.js';
import * as dj from './families/dj.js';
import * as drums from './families/drums.js';
import type { Family } from './families/family.js';
import * as guitars from './families/guitars.js';
import * as headphones from './families/headphones.js';
import * as hifi from './families/hifi.js';
import * as integration from './families/integration.js';
import * as keyboards from './families/keyboards.js';
import * as lighting from './families/lighting.js';
import * as liveSound from './families/live-sound.js';
import * as microphones from './families/microphones.js';
import * as mixing from './families/mixing.js';
import * as mobile from './families/mobile-audio.js';
import * as proAudio from './families/pro-audio.js';
import * as recording from './families/recording.js';
import { l } from './text.js';

/** A leaf category: a collection whose products all come from one family. */
interface Leaf {
  handle: string;
  title: Localized;
  family: Family;
  /** Share of the catalogue relative to other leaves. */
  weight: number;
}

interface Subcategory {
  handle: string;
  title: Localized;
  leaves: Leaf[];
}

/** One of the 17 catalogue areas (CAT-01). */
export interface Area {
  handle: string;
  title: Localized;
  /** Tile and banner colour. */
  colour: string;
  illustration: Illustration;
  subcategories: Subcategory[];
}

const leaf = (handle: string, en: string, fr: string, family: Family, weight = 1): Leaf => ({ handle, title: l(en, fr), family, weight });
const sub = (handle: string, en: string, fr: string, leaves: Leaf[]): Subcategory => ({ handle, title: l(en, fr), leaves });
const area = (handle: string, en: string, fr: string, colour: string, illustration: Illustration, subcategories: Subcategory[]): Area => ({
  handle,
  title: l(en, fr),
  colour,
  illustration,
  subcategories,
});

export const AREAS: readonly Area[] = [
  area('live-sound', 'Live Sound', 'Sonorisation', 'b91c1c', 'speaker', [
    sub('pa-speakers', 'PA Speakers', 'Enceintes de sonorisation', [
      leaf('powered-speakers', 'Powered Speakers', 'Enceintes amplifiées', liveSound.poweredSpeaker, 3),
      leaf('passive-speakers', 'Passive Speakers', 'Enceintes passives', liveSound.passiveSpeaker, 1.5),
      leaf('subwoofers', 'Subwoofers', 'Caissons de graves', liveSound.subwoofer, 2),
      leaf('line-arrays', 'Line Arrays', 'Systèmes line array', liveSound.lineArray, 1),
    ]),
    sub('mixers', 'Mixers', 'Consoles de mixage', [
      leaf('digital-mixers', 'Digital Mixers', 'Consoles numériques', mixing.digitalMixer, 2),
      leaf('analog-mixers', 'Analog Mixers', 'Consoles analogiques', mixing.analogMixer, 2),
      leaf('large-format-consoles', 'Large-Format Consoles', 'Consoles grand format', mixing.largeConsole, 0.8),
    ]),
    sub('amplification', 'Amplification', 'Amplification', [leaf('power-amplifiers', 'Power Amplifiers', 'Amplificateurs de puissance', liveSound.powerAmp, 1.5)]),
  ]),
  area('pro-audio', 'Pro Audio', 'Audio professionnel', '0f766e', 'rack-processor', [
    sub('signal-processing', 'Signal Processing', 'Traitement du signal', [
      leaf('dynamics-processors', 'Compressors & Dynamics', 'Compresseurs et dynamique', proAudio.signalProcessor, 1.5),
      leaf('effects-processors', 'Effects Processors', 'Processeurs d’effets', proAudio.effectsProcessor, 1.2),
    ]),
    sub('stage-and-monitoring', 'Stage & Monitoring', 'Scène et retours', [
      leaf('digital-stage-boxes', 'Digital Stage Boxes', 'Boîtiers de scène numériques', proAudio.stageBox, 1.2),
      leaf('in-ear-monitor-systems', 'In-Ear Monitor Systems', 'Systèmes de retour intra-auriculaire', proAudio.iemSystem, 1.2),
    ]),
  ]),
  area('recording', 'Recording', 'Enregistrement', '7c3aed', 'audio-interface', [
    sub('studio-essentials', 'Studio Essentials', 'Essentiels du studio', [
      leaf('audio-interfaces', 'Audio Interfaces', 'Interfaces audio', recording.audioInterface, 3),
      leaf('studio-monitors', 'Studio Monitors', 'Moniteurs de studio', recording.studioMonitor, 3),
    ]),
    sub('recording-software', 'Software', 'Logiciels', [leaf('music-software', 'Music Software', 'Logiciels de musique', computers.software, 1.5)]),
  ]),
  area('hi-fi', 'Hi-Fi', 'Haute fidélité', '854d0e', 'hifi-amplifier', [
    sub('hifi-electronics', 'Amplifiers & Sources', 'Amplificateurs et sources', [
      leaf('integrated-amplifiers', 'Integrated Amplifiers', 'Amplificateurs intégrés', hifi.integratedAmp, 1.5),
      leaf('av-receivers', 'AV Receivers', 'Récepteurs AV', hifi.avReceiver, 1),
      leaf('network-streamers', 'Network Streamers', 'Lecteurs réseau', hifi.streamer, 1),
      leaf('turntables', 'Turntables', 'Platines vinyle', hifi.hifiTurntable, 1.5),
    ]),
    sub('hifi-speakers', 'Hi-Fi Speakers', 'Enceintes haute fidélité', [leaf('bookshelf-speakers', 'Bookshelf Speakers', 'Enceintes d’étagère', hifi.hifiSpeaker, 2)]),
  ]),
  area('dj', 'DJ', 'DJ', '111827', 'dj-controller', [
    sub('dj-controllers-and-systems', 'Controllers & Systems', 'Contrôleurs et systèmes', [leaf('dj-controllers', 'DJ Controllers', 'Contrôleurs DJ', dj.djController, 3)]),
    sub('dj-mixers-and-players', 'Mixers & Players', 'Tables et lecteurs', [
      leaf('dj-mixers', 'DJ Mixers', 'Tables de mixage DJ', dj.djMixer, 1.5),
      leaf('dj-media-players', 'Media Players', 'Lecteurs multimédias', dj.djPlayer, 1),
      leaf('dj-turntables', 'DJ Turntables', 'Platines DJ', dj.djTurntable, 1.2),
    ]),
  ]),
  area('microphones', 'Microphones', 'Microphones', '1f3a93', 'microphone', [
    sub('wired-microphones', 'Wired Microphones', 'Microphones filaires', [
      leaf('dynamic-microphones', 'Dynamic Microphones', 'Microphones dynamiques', microphones.dynamicMic, 3),
      leaf('condenser-microphones', 'Condenser Microphones', 'Microphones à condensateur', microphones.condenserMic, 3),
      leaf('usb-microphones', 'USB Microphones', 'Microphones USB', microphones.usbMic, 2),
    ]),
    sub('wireless-microphones', 'Wireless Systems', 'Systèmes sans fil', [
      leaf('wireless-handheld-systems', 'Handheld Wireless', 'Micros main sans fil', microphones.wirelessHandheld, 2.5),
      leaf('wireless-lavalier-systems', 'Lavalier & Camera Wireless', 'Micros cravate et pour caméra', microphones.wirelessLavalier, 1.5),
    ]),
  ]),
  area('headphones', 'Headphones', 'Casques d’écoute', '6d28d9', 'headphones', [
    sub('studio-and-dj-headphones', 'Studio & DJ', 'Studio et DJ', [
      leaf('studio-headphones', 'Studio Headphones', 'Casques de studio', headphones.studioHeadphones, 3),
      leaf('dj-headphones', 'DJ Headphones', 'Casques de DJ', headphones.djHeadphones, 1.5),
    ]),
    sub('personal-audio', 'Personal Audio', 'Audio personnel', [
      leaf('wireless-headphones', 'Wireless Headphones', 'Casques sans fil', headphones.wirelessHeadphones, 2.5),
      leaf('true-wireless-earbuds', 'True Wireless Earbuds', 'Écouteurs sans fil', headphones.earbuds, 2),
    ]),
  ]),
  area('lighting', 'Lighting', 'Éclairage', '0e7490', 'moving-head', [
    sub('stage-lighting', 'Stage Fixtures', 'Projecteurs de scène', [
      leaf('moving-heads', 'Moving Heads', 'Lyres asservies', lighting.movingHead, 2.5),
      leaf('led-pars', 'LED Pars', 'Projecteurs PAR à DEL', lighting.ledPar, 2.5),
      leaf('led-bars', 'LED Bars & Washes', 'Barres et lavis à DEL', lighting.ledBar, 1.5),
    ]),
    sub('lighting-control-and-effects', 'Control & Effects', 'Contrôle et effets', [
      leaf('lighting-consoles', 'Lighting Consoles', 'Consoles d’éclairage', lighting.lightingConsole, 1),
      leaf('fog-machines', 'Fog & Haze Machines', 'Machines à brouillard', lighting.fogMachine, 1.5),
    ]),
  ]),
  area('integration', 'Integration', 'Intégration', '334155', 'ceiling-speaker', [
    sub('installed-sound', 'Installed Sound', 'Sonorisation installée', [
      leaf('ceiling-speakers', 'Ceiling Speakers', 'Haut-parleurs de plafond', integration.ceilingSpeaker, 2),
      leaf('installation-amplifiers', 'Installation Amplifiers', 'Amplificateurs d’installation', integration.installAmp, 1.5),
    ]),
    sub('conferencing', 'Conferencing', 'Conférence', [leaf('conference-microphones', 'Conference Microphones', 'Microphones de conférence', integration.conferenceMic, 1.2)]),
  ]),
  area('audio-visual', 'Audio Visual', 'Audiovisuel', 'b45309', 'projector', [
    sub('projection-and-displays', 'Projection & Displays', 'Projection et affichage', [
      leaf('projectors', 'Projectors', 'Projecteurs', audioVisual.projector, 2),
      leaf('professional-displays', 'Professional Displays', 'Écrans professionnels', audioVisual.display, 2),
    ]),
    sub('video-production', 'Video Production', 'Production vidéo', [
      leaf('video-switchers', 'Video Switchers', 'Mélangeurs vidéo', audioVisual.videoSwitcher, 1.5),
      leaf('ptz-cameras', 'PTZ & Studio Cameras', 'Caméras PTZ et de studio', audioVisual.camera, 1.5),
    ]),
  ]),
  area('guitars-and-basses', 'Guitars & Basses', 'Guitares et basses', '9a3412', 'electric-guitar', [
    sub('guitars', 'Guitars', 'Guitares', [
      leaf('electric-guitars', 'Electric Guitars', 'Guitares électriques', guitars.electricGuitar, 4),
      leaf('acoustic-guitars', 'Acoustic Guitars', 'Guitares acoustiques', guitars.acousticGuitar, 3),
    ]),
    sub('basses', 'Basses', 'Basses', [leaf('electric-basses', 'Electric Basses', 'Basses électriques', guitars.bassGuitar, 2)]),
    sub('amps-and-effects', 'Amps & Effects', 'Amplis et effets', [
      leaf('guitar-amplifiers', 'Guitar & Bass Amplifiers', 'Amplis de guitare et de basse', guitars.guitarAmp, 2.5),
      leaf('effects-pedals', 'Effects Pedals', 'Pédales d’effets', guitars.pedal, 3),
    ]),
    sub('guitar-accessories', 'Accessories', 'Accessoires', [leaf('guitar-strings', 'Strings', 'Cordes', guitars.guitarStrings, 1.5)]),
  ]),
  area('keyboards', 'Keyboards', 'Claviers', '1e3a8a', 'keyboard', [
    sub('pianos', 'Pianos', 'Pianos', [
      leaf('digital-pianos', 'Digital Pianos', 'Pianos numériques', keyboards.digitalPiano, 2.5),
      leaf('stage-pianos', 'Stage Pianos', 'Pianos de scène', keyboards.stagePiano, 2),
    ]),
    sub('synths-and-controllers', 'Synths & Controllers', 'Synthés et contrôleurs', [
      leaf('synthesizers', 'Synthesizers', 'Synthétiseurs', keyboards.synthesizer, 2.5),
      leaf('midi-controllers', 'MIDI Controllers', 'Contrôleurs MIDI', keyboards.midiController, 2),
    ]),
  ]),
  area('drums-and-percussion', 'Drums & Percussion', 'Batteries et percussions', 'a16207', 'drum-kit', [
    sub('drum-kits', 'Drum Kits', 'Batteries', [
      leaf('acoustic-drum-kits', 'Acoustic Drum Kits', 'Batteries acoustiques', drums.acousticKit, 2),
      leaf('electronic-drum-kits', 'Electronic Drum Kits', 'Batteries électroniques', drums.electronicKit, 2),
      leaf('snare-drums', 'Snare Drums', 'Caisses claires', drums.snareDrum, 1.5),
    ]),
    sub('cymbals-and-percussion', 'Cymbals & Percussion', 'Cymbales et percussions', [
      leaf('cymbals', 'Cymbals', 'Cymbales', drums.cymbal, 3),
      leaf('hand-percussion', 'Hand Percussion', 'Percussions à main', drums.handPercussion, 1.5),
      leaf('drumsticks', 'Drumsticks', 'Baguettes', drums.drumsticks, 1),
    ]),
  ]),
  area('band-and-orchestra', 'Band & Orchestra', 'Harmonie et orchestre', '713f12', 'trumpet', [
    sub('brass', 'Brass', 'Cuivres', [
      leaf('trumpets', 'Trumpets', 'Trompettes', band.trumpet, 1.5),
      leaf('trombones', 'Trombones', 'Trombones', band.trombone, 1),
    ]),
    sub('woodwinds', 'Woodwinds', 'Bois', [
      leaf('saxophones', 'Saxophones', 'Saxophones', band.saxophone, 1.5),
      leaf('clarinets', 'Clarinets', 'Clarinettes', band.clarinet, 1.2),
      leaf('flutes', 'Flutes', 'Flûtes', band.flute, 1.2),
    ]),
    sub('orchestral-strings', 'Orchestral Strings', 'Cordes d’orchestre', [leaf('violins', 'Violins', 'Violons', band.violin, 1.2)]),
  ]),
  area('computers', 'Computers', 'Informatique', '475569', 'laptop', [
    sub('computers-and-tablets', 'Computers & Tablets', 'Ordinateurs et tablettes', [
      leaf('laptops', 'Laptops', 'Ordinateurs portables', computers.laptop, 2),
      leaf('desktop-computers', 'Desktop Computers', 'Ordinateurs de bureau', computers.desktop, 1.2),
      leaf('tablets', 'Tablets', 'Tablettes', computers.tablet, 1.2),
    ]),
    sub('storage', 'Storage', 'Stockage', [leaf('portable-ssds', 'Portable SSDs', 'Disques SSD portables', computers.storageDrive, 1)]),
  ]),
  area('mobile-audio', 'Mobile Audio', 'Audio mobile', '0369a1', 'bluetooth-speaker', [
    sub('portable-speakers', 'Portable Speakers', 'Enceintes portables', [
      leaf('bluetooth-speakers', 'Bluetooth Speakers', 'Enceintes Bluetooth', mobile.bluetoothSpeaker, 2.5),
      leaf('battery-powered-pa', 'Battery-Powered PA', 'Sonorisation sur batterie', mobile.portablePa, 1.5),
    ]),
    sub('portable-recording', 'Portable Recording', 'Enregistrement portable', [leaf('handheld-recorders', 'Handheld Recorders', 'Enregistreurs portatifs', mobile.handheldRecorder, 1.5)]),
  ]),
  area('cables-and-adaptors', 'Cables & Adaptors', 'Câbles et adaptateurs', '374151', 'cable', [
    sub('audio-cables', 'Audio Cables', 'Câbles audio', [
      leaf('microphone-cables', 'Microphone Cables', 'Câbles de microphone', cables.micCable, 2),
      leaf('instrument-cables', 'Instrument Cables', 'Câbles d’instrument', cables.instrumentCable, 2),
      leaf('speaker-cables', 'Speaker Cables', 'Câbles de haut-parleur', cables.speakerCable, 1.2),
      leaf('multicore-snakes', 'Multicore Snakes', 'Multipaires', cables.snakeCable, 0.8),
    ]),
    sub('video-and-data-cables', 'Video & Data Cables', 'Câbles vidéo et de données', [
      leaf('hdmi-cables', 'HDMI Cables', 'Câbles HDMI', cables.videoCable, 1.2),
      leaf('ethernet-cables', 'Ethernet Cables', 'Câbles Ethernet', cables.networkCable, 1.2),
    ]),
    sub('adaptors', 'Adaptors', 'Adaptateurs', [leaf('adaptors-and-connectors', 'Adaptors & Connectors', 'Adaptateurs et connecteurs', cables.adaptor, 1.5)]),
  ]),
];

/** Every leaf with its area and subcategory, in tree order. */
export interface PlacedLeaf {
  area: Area;
  subcategory: Subcategory;
  leaf: Leaf;
}

export const LEAVES: readonly PlacedLeaf[] = AREAS.flatMap((areaEntry) =>
  areaEntry.subcategories.flatMap((subcategory) => subcategory.leaves.map((leafEntry) => ({ area: areaEntry, subcategory, leaf: leafEntry }))),
);
