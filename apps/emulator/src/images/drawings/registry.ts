import type { Illustration } from '../illustrations.js';
import type { Palette } from '../palette.js';
import { AUDIO_GEAR } from './audio-gear.js';
import { EVERYDAY } from './everyday.js';
import { INSTRUMENTS } from './instruments.js';
import { MICS_HEADPHONES } from './mics-headphones.js';
import { STAGE_VIDEO } from './stage-video.js';

export type Drawing = (palette: Palette) => string;

const ALL: Record<string, Drawing> = { ...AUDIO_GEAR, ...MICS_HEADPHONES, ...STAGE_VIDEO, ...INSTRUMENTS, ...EVERYDAY };

/** The drawing of an illustration; every name in ILLUSTRATIONS has one (checked by the tests). */
export function drawingOf(illustration: Illustration): Drawing | undefined {
  return ALL[illustration];
}
