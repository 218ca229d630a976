import type { Palette } from '../palette.js';
import { circle, driver, fader, faders, grille, jacks, knobRow, led, line, path, rect, repeat, screen } from './shapes.js';

type Drawing = (p: Palette) => string;

const cabinet = (x: number, y: number, width: number, height: number, p: Palette) =>
  rect(x, y, width, height, 'url(#body)', 28) + rect(x + 10, y + 10, width - 20, height - 20, 'none', 22, `stroke="${p.dark}" stroke-width="4"`);

/** A rack unit face with ears, used by amplifiers and processors. */
const rackFace = (y: number, units: number, p: Palette, inner: string) =>
  rect(110, y, 780, units * 88, 'url(#body)', 10) + rect(110, y, 40, units * 88, p.dark, 6) + rect(850, y, 40, units * 88, p.dark, 6) + circle(130, y + 22, 7, p.metal) + circle(870, y + 22, 7, p.metal) + inner;

export const AUDIO_GEAR: Record<string, Drawing> = {
  speaker: (p) => cabinet(310, 110, 380, 640, p) + grille(340, 150, 320, 560, 20) + driver(500, 560, 130, p) + driver(500, 300, 70, p) + rect(470, 720, 60, 14, p.accent, 4),
  subwoofer: (p) => cabinet(230, 250, 540, 500, p) + grille(260, 280, 480, 440, 18) + driver(500, 500, 190, p) + rect(470, 235, 60, 20, p.dark, 4),
  'line-array': (p) =>
    repeat(5, (index) => {
      const y = 120 + index * 128;
      const tilt = index * 3;
      return `<g transform="rotate(${tilt} 500 ${y + 55})">${rect(230, y, 540, 110, 'url(#body)', 12)}${grille(250, y + 12, 500, 86, 8)}${driver(330, y + 55, 38, p)}${driver(670, y + 55, 38, p)}${rect(470, y + 20, 60, 70, '#1a1a1d', 6)}</g>`;
    }) + rect(210, 90, 580, 26, p.metal, 6),
  'studio-monitor': (p) => cabinet(330, 150, 340, 560, p) + driver(500, 540, 120, p) + circle(500, 290, 72, p.dark) + circle(500, 290, 38, p.metal) + led(500, 680, '#60a5fa'),
  'ceiling-speaker': (p) => circle(500, 450, 320, p.light) + circle(500, 450, 300, 'url(#grille)') + circle(500, 450, 300, 'none', `stroke="${p.dark}" stroke-width="10"`) + circle(500, 450, 70, p.panel),
  'bluetooth-speaker': (p) =>
    rect(330, 140, 340, 620, 'url(#body)', 170) + rect(350, 200, 300, 500, 'url(#grille)', 150) + rect(420, 110, 160, 60, p.dark, 20) + circle(460, 140, 14, p.detail) + circle(540, 140, 14, p.detail) + path('M500 390 l40 -40 l-40 -40 l0 160 l40 -40 l-40 -40', 'none', `stroke="${p.light}" stroke-width="12" stroke-linejoin="round"`),
  mixer: (p) => path('M140 260 L860 260 L900 720 L100 720 Z', 'url(#body)') + knobRow(200, 330, 12, 56, 18, p) + knobRow(200, 390, 12, 56, 18, p) + faders(200, 470, 12, 56, 200) + screen(720, 300, 150, 110),
  console: (p) =>
    path('M80 300 L920 300 L960 740 L40 740 Z', 'url(#body)') + screen(330, 190, 340, 140) + screen(100, 210, 200, 110) + screen(700, 210, 200, 110) + knobRow(110, 380, 16, 52, 16, p) + faders(110, 440, 16, 52, 230) + rect(80, 690, 840, 30, p.dark, 6),
  'dj-mixer': (p) => rect(300, 150, 400, 640, 'url(#body)', 24) + knobRow(360, 230, 4, 93, 24, p) + knobRow(360, 310, 4, 93, 24, p) + knobRow(360, 390, 4, 93, 24, p) + faders(360, 470, 4, 93, 180) + rect(380, 700, 240, 16, '#1c1c1f', 8) + rect(480, 690, 40, 36, '#d9d9d4', 6),
  'lighting-console': (p) => path('M120 300 L880 300 L920 720 L80 720 Z', 'url(#body)') + screen(160, 200, 300, 160) + screen(540, 200, 300, 160) + faders(170, 420, 10, 68, 180) + repeat(10, (index) => rect(150 + index * 68, 640, 40, 34, index % 3 ? '#d9d9d4' : p.accent, 6)),
  'video-switcher': () => rect(140, 360, 720, 300, 'url(#body)', 20) + repeat(8, (index) => rect(180 + index * 64, 420, 46, 46, index === 2 ? '#ef4444' : '#3f3f46', 8) + rect(180 + index * 64, 490, 46, 46, index === 5 ? '#22c55e' : '#3f3f46', 8)) + fader(760, 410, 200, 0.4) + screen(180, 570, 240, 60),
  amplifier: (p) => rackFace(330, 3, p, screen(190, 370, 180, 90) + knobRow(450, 420, 4, 90, 40, p) + repeat(12, (index) => rect(200 + index * 52, 540, 36, 10, p.dark, 4)) + led(810, 370) + led(810, 400, '#facc15')),
  'rack-processor': (p) => rackFace(390, 2, p, knobRow(220, 470, 5, 85, 34, p) + screen(660, 420, 160, 80) + led(190, 420, '#f97316') + led(190, 450)),
  'audio-interface': (p) => rect(230, 330, 540, 300, 'url(#body)', 36) + jacks(310, 430, 2, 100, 36) + knobRow(560, 420, 3, 70, 26, p) + circle(650, 540, 56, p.dark) + circle(650, 540, 44, '#3a3b40') + repeat(8, (index) => led(290 + index * 26, 560, index < 5 ? '#4ade80' : '#facc15')),
  'stage-box': (p) => rect(150, 230, 700, 520, 'url(#body)', 26) + repeat(4, (row) => jacks(230, 320 + row * 100, 6, 108, 30)) + rect(180, 690, 640, 24, p.dark, 6),
  'hifi-amplifier': (p) => rect(110, 330, 780, 300, 'url(#body)', 16) + circle(720, 480, 90, p.metal) + circle(720, 480, 70, p.panel) + knobRow(220, 560, 4, 80, 22, p) + rect(200, 380, 240, 90, '#111827', 8) + rect(220, 410, 200, 30, '#f59e0b', 6, 'opacity="0.7"'),
  receiver: (p) => rect(100, 320, 800, 330, 'url(#body)', 14) + rect(170, 370, 380, 110, '#0b1020', 8) + rect(200, 405, 300, 34, '#38bdf8', 6, 'opacity="0.75"') + circle(720, 450, 86, p.metal) + circle(720, 450, 64, p.panel) + knobRow(180, 570, 8, 72, 16, p),
  streamer: (p) => rect(130, 360, 740, 240, 'url(#body)', 16) + rect(190, 400, 340, 160, '#0b1020', 10) + rect(215, 425, 120, 110, p.accent, 6, 'opacity="0.8"') + line(355, 450, 500, 450, '#e5e7eb', 10) + line(355, 490, 460, 490, '#9ca3af', 8) + circle(720, 480, 60, p.metal),
};
