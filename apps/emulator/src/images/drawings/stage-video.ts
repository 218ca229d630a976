import type { Palette } from '../palette.js';
import { circle, ellipse, faders, knobRow, led, path, rect, repeat, screen, stroke } from './shapes.js';

type Drawing = (p: Palette) => string;

const platter = (cx: number, cy: number, r: number, p: Palette) =>
  circle(cx, cy, r, '#1a1a1d') + repeat(6, (index) => circle(cx, cy, r * (0.9 - index * 0.1), 'none', `stroke="#2f2f35" stroke-width="3"`)) + circle(cx, cy, r * 0.3, p.accent) + circle(cx, cy, 8, p.metal);

const beam = (x: number, y: number, width: number, colour: string) =>
  path(`M${x} ${y} L${x - width} 80 L${x + width} 80 Z`, colour, 'opacity="0.18"');

export const STAGE_VIDEO: Record<string, Drawing> = {
  turntable: (p) => rect(150, 280, 700, 520, 'url(#body)', 24) + platter(450, 540, 220, p) + circle(730, 360, 34, p.metal) + stroke('M730 360 L760 620 L640 700', p.metal, 14) + rect(620, 690, 40, 26, p.dark, 4) + rect(760, 680, 30, 90, '#1c1c1f', 4),
  'dj-controller': (p) => rect(80, 300, 840, 440, 'url(#body)', 30) + platter(260, 520, 140, p) + platter(740, 520, 140, p) + knobRow(440, 380, 3, 60, 18, p) + faders(440, 450, 3, 60, 150) + repeat(8, (index) => rect(140 + (index % 4) * 62 + (index > 3 ? 460 : 0), 680, 50, 40, ['#ef4444', '#3b82f6', '#22c55e', '#a855f7'][index % 4]!, 6)),
  'dj-player': (p) => rect(250, 150, 500, 660, 'url(#body)', 24) + screen(320, 190, 360, 170) + platter(500, 560, 170, p) + rect(290, 740, 80, 50, '#22c55e', 8) + rect(390, 740, 80, 50, '#f59e0b', 8),
  'moving-head': (p) =>
    beam(500, 260, 180, '#fde68a') + rect(330, 650, 340, 160, 'url(#body)', 20) + path('M350 650 L390 330 L430 330 L420 650 Z', p.dark) + path('M650 650 L610 330 L570 330 L580 650 Z', p.dark) + rect(380, 250, 240, 300, 'url(#body)', 110) + circle(500, 330, 80, '#fef3c7') + circle(500, 330, 60, '#fde68a') + screen(420, 690, 160, 60),
  'par-light': (p) => beam(500, 300, 200, '#f472b6') + path('M380 780 L500 520 L620 780', 'none', `stroke="${p.dark}" stroke-width="20"`) + rect(300, 260, 400, 400, 'url(#body)', 50) + repeat(3, (row) => repeat(3, (col) => circle(380 + col * 120, 340 + row * 120, 38, ['#ef4444', '#22c55e', '#3b82f6'][(row + col) % 3]!))),
  'led-bar': (p) => rect(100, 430, 800, 150, 'url(#body)', 20) + repeat(12, (index) => circle(150 + index * 64, 505, 24, ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#f472b6'][index % 6]!)) + rect(200, 580, 40, 80, p.dark) + rect(760, 580, 40, 80, p.dark),
  'fog-machine': (p) => ellipse(230, 420, 170, 90, '#e5e7eb', 'opacity="0.8"') + ellipse(150, 340, 110, 70, '#e5e7eb', 'opacity="0.6"') + rect(330, 380, 420, 260, 'url(#body)', 24) + rect(300, 470, 60, 70, p.dark, 10) + repeat(8, (index) => rect(420 + index * 36, 430, 18, 150, p.dark, 6)) + rect(640, 660, 100, 150, '#93c5fd', 16, 'opacity="0.8"') + led(700, 600, '#ef4444'),
  projector: (p) => rect(180, 380, 640, 280, 'url(#body)', 40) + circle(330, 520, 100, p.dark) + circle(330, 520, 76, '#0f172a') + circle(330, 520, 40, '#60a5fa', 'opacity="0.8"') + repeat(7, (index) => rect(520 + index * 36, 440, 18, 120, p.dark, 6)) + rect(260, 660, 60, 40, p.dark) + rect(680, 660, 60, 40, p.dark),
  display: (p) => rect(110, 170, 780, 470, p.dark, 14) + rect(130, 190, 740, 430, 'url(#sky)', 6) + path('M130 620 L330 430 L470 560 L620 380 L870 620 Z', '#0f766e', 'opacity="0.8"') + circle(720, 300, 50, '#fde68a') + rect(460, 640, 80, 120, p.dark) + rect(340, 760, 320, 30, p.dark, 10),
  camera: (p) =>
    rect(360, 640, 280, 140, 'url(#body)', 30) + rect(440, 560, 120, 90, p.dark) + rect(320, 260, 360, 320, 'url(#body)', 140) + circle(500, 420, 120, p.dark) + circle(500, 420, 90, '#0f172a') + circle(500, 420, 44, '#1e3a8a') + circle(470, 390, 14, '#93c5fd') + led(620, 320, '#ef4444'),
};

