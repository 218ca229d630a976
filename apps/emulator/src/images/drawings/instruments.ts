import type { Palette } from '../palette.js';
import { circle, ellipse, knobRow, led, line, path, rect, repeat, stroke } from './shapes.js';

type Drawing = (p: Palette) => string;

/** A solid-body guitar or bass: body, neck, headstock, strings, pickups. */
const electric = (p: Palette, neckLength: number, pickups: number) => {
  const top = 560 - neckLength;
  return `<g transform="translate(500 470) scale(0.82) rotate(-30) translate(-500 -520)">${path('M500 560 C380 540 330 620 360 700 C380 760 330 800 360 860 C400 930 600 930 640 860 C670 800 620 760 640 700 C670 620 620 540 500 560 Z', 'url(#body)')}${rect(478, top, 44, neckLength + 30, '#b45309', 6)}${path(`M470 ${top} L460 ${top - 110} L540 ${top - 110} L530 ${top} Z`, p.dark)}${repeat(pickups, (index) => rect(455, 640 + index * 70, 90, 26, '#1c1c1f', 6))}${repeat(4, (index) => line(488 + index * 8, top, 488 + index * 8, 870, '#e5e7eb', 2))}${rect(460, 850, 80, 16, p.metal, 4)}</g>`;
};

/** A keyboard of `keys` keys across the width, with a control strip. */
const keyboard = (p: Palette, keys: number, controls: string, y = 380) => {
  const whites = Math.round((keys * 7) / 12);
  const width = 820 / whites;
  return (
    rect(70, y, 860, 300, 'url(#body)', 18) +
    controls +
    repeat(whites, (index) => rect(90 + index * width, y + 130, width - 2, 150, '#f8f8f5', 3)) +
    repeat(whites, (index) => ([0, 1, 3, 4, 5].includes(index % 7) && index < whites - 1 ? rect(90 + index * width + width * 0.65, y + 130, width * 0.7, 90, '#111114', 2) : ''))
  );
};

const drum = (cx: number, cy: number, rx: number, height: number, p: Palette) =>
  rect(cx - rx, cy, rx * 2, height, 'url(#body)') + ellipse(cx, cy + height, rx, rx * 0.28, p.dark) + ellipse(cx, cy, rx, rx * 0.28, '#f1f0ea') + repeat(5, (index) => line(cx - rx + 10 + index * ((rx * 2 - 20) / 4), cy + 10, cx - rx + 10 + index * ((rx * 2 - 20) / 4), cy + height - 10, p.metal, 4));

const cymbal = (cx: number, cy: number, rx: number) => ellipse(cx, cy, rx, rx * 0.12, '#c9a227') + ellipse(cx, cy - 4, rx * 0.18, rx * 0.05, '#a8861a');

const brass = (d: string, p: Palette, width: number) => stroke(d, p.dark, width + 8) + stroke(d, 'url(#body)', width);

export const INSTRUMENTS: Record<string, Drawing> = {
  'electric-guitar': (p) => electric(p, 380, 2),
  'bass-guitar': (p) => electric(p, 440, 1),
  'acoustic-guitar': () =>
    `<g transform="translate(500 470) scale(0.82) rotate(-30) translate(-500 -520)">${path('M500 520 C360 500 320 600 370 660 C300 720 320 900 500 900 C680 900 700 720 630 660 C680 600 640 500 500 520 Z', 'url(#body)')}${circle(500, 660, 60, '#1c1917')}${rect(478, 150, 44, 400, '#78350f', 6)}${path('M470 150 L455 50 L545 50 L530 150 Z', '#3f2a1e')}${rect(450, 800, 100, 20, '#1c1917', 4)}${repeat(4, (index) => line(488 + index * 8, 150, 488 + index * 8, 810, '#e5e7eb', 2))}</g>`,
  'guitar-amp': (p) => rect(200, 220, 600, 560, '#1f1f22', 30) + rect(220, 240, 560, 120, p.body, 14) + knobRow(290, 300, 7, 70, 20, p) + rect(230, 390, 540, 360, 'url(#grille)', 10) + rect(440, 190, 120, 40, '#1c1c1f', 14) + led(260, 300, '#ef4444'),
  pedal: (p) => rect(320, 200, 360, 560, 'url(#body)', 30) + knobRow(400, 300, 3, 100, 34, p) + circle(500, 620, 56, p.metal) + circle(500, 620, 40, '#9ca3af') + led(500, 460, '#ef4444') + jacks(300, 520, 2),
  keyboard: (p) => keyboard(p, 88, knobRow(160, 440, 6, 60, 16, p) + rect(600, 420, 200, 50, '#0b1020', 6)),
  synthesizer: (p) => keyboard(p, 49, knobRow(150, 420, 12, 60, 18, p) + knobRow(150, 470, 12, 60, 14, p), 420) + rect(70, 330, 860, 100, p.panel, 18) + repeat(8, (index) => led(150 + index * 90, 380, index % 2 ? '#f97316' : '#facc15')),
  'digital-piano': (p) => keyboard(p, 88, rect(160, 420, 680, 40, p.panel, 6), 300) + rect(90, 600, 40, 280, 'url(#body)') + rect(870, 600, 40, 280, 'url(#body)') + rect(90, 860, 820, 30, p.dark, 6) + repeat(3, (index) => rect(440 + index * 50, 830, 30, 20, p.metal, 4)),
  'drum-kit': (p) =>
    drum(500, 520, 170, 220, p) + circle(500, 630, 150, '#f1f0ea', 'opacity="0.15"') + drum(330, 360, 90, 110, p) + drum(670, 360, 90, 110, p) + drum(790, 560, 110, 200, p) + drum(210, 600, 95, 90, p) + cymbal(170, 280, 120) + cymbal(840, 250, 140) + line(170, 290, 170, 800, p.metal, 8) + line(840, 260, 840, 800, p.metal, 8),
  'electronic-drums': (p) =>
    rect(180, 330, 640, 20, p.metal, 8) + line(200, 340, 200, 820, p.metal, 12) + line(800, 340, 800, 820, p.metal, 12) + repeat(4, (index) => ellipse(270 + index * 150, 450 + (index % 2) * 60, 70, 24, '#1c1c1f') + ellipse(270 + index * 150, 446 + (index % 2) * 60, 60, 18, '#3f3f46')) + ellipse(220, 250, 110, 18, '#27272a') + ellipse(780, 240, 120, 18, '#27272a') + rect(420, 600, 160, 140, 'url(#body)', 12) + rect(440, 620, 120, 50, '#0b1020', 6) + led(500, 700, '#22c55e'),
  snare: (p) => drum(500, 400, 280, 220, p) + line(220, 470, 780, 470, p.dark, 6),
  cymbal: () => cymbal(500, 460, 360) + ellipse(500, 470, 360, 44, 'none', 'stroke="#a8861a" stroke-width="4"') + line(500, 480, 500, 860, '#b8bcc2', 14),
  'hand-drum': (p) => path('M380 200 L620 200 L660 560 L600 860 L400 860 L340 560 Z', 'url(#body)') + ellipse(500, 200, 120, 36, '#f1e7d0') + repeat(6, (index) => line(370 + index * 52, 240, 390 + index * 44, 840, p.dark, 5)),
  trumpet: (p) => brass('M140 520 L640 520', p, 30) + path('M630 520 L860 380 L860 660 Z', 'url(#body)') + repeat(3, (index) => rect(330 + index * 70, 420, 36, 170, 'url(#body)', 10)) + brass('M300 520 C300 660 560 660 560 520', p, 20) + circle(130, 520, 24, p.metal),
  trombone: (p) => brass('M120 440 L820 440', p, 22) + brass('M120 560 L700 560', p, 22) + brass('M820 440 C900 440 900 560 820 560 L700 560', p, 22) + path('M150 440 L40 300 L40 580 Z', 'url(#body)') + circle(700, 560, 14, p.metal),
  saxophone: (p) => brass('M420 160 C420 300 380 360 400 600 C420 800 640 820 660 660 L700 520', p, 60) + path('M650 560 L780 440 L720 420 Z', 'url(#body)') + repeat(6, (index) => circle(440 - index * 4, 300 + index * 60, 18, p.metal)) + brass('M420 160 L540 110', p, 20),
  clarinet: () => `<g transform="rotate(-35 500 500)">${rect(470, 90, 60, 760, '#1c1917', 20)}${path('M455 850 L545 850 L580 930 L420 930 Z', '#1c1917')}${repeat(7, (index) => circle(500, 240 + index * 80, 14, '#c0c4c8'))}${rect(465, 200, 70, 14, '#c0c4c8', 4)}${rect(465, 520, 70, 14, '#c0c4c8', 4)}</g>`,
  flute: (p) => `<g transform="rotate(-20 500 500)">${rect(90, 470, 820, 40, 'url(#body)', 20)}${repeat(8, (index) => circle(320 + index * 64, 490, 18, p.metal) + circle(320 + index * 64, 490, 10, p.dark))}${ellipse(180, 490, 18, 10, '#1c1c1f')}</g>`,
  violin: () =>
    `<g transform="translate(500 460) scale(0.9) rotate(-25) translate(-500 -520)">${path('M500 360 C390 340 370 430 410 480 C360 520 350 700 500 760 C650 700 640 520 590 480 C630 430 610 340 500 360 Z', 'url(#body)')}${rect(485, 120, 30, 320, '#1c1917', 6)}${circle(500, 110, 24, '#3f2a1e')}${path('M470 560 C460 580 460 600 470 620 M530 560 C540 580 540 600 530 620', 'none', 'stroke="#1c1917" stroke-width="8"')}${rect(470, 650, 60, 12, '#1c1917', 4)}${repeat(4, (index) => line(492 + index * 6, 120, 492 + index * 6, 680, '#e5e7eb', 2))}</g>` + line(200, 820, 860, 260, '#78350f', 8),
  strings: (p) => rect(260, 200, 480, 560, 'url(#body)', 20) + circle(500, 420, 150, '#f1f0ea') + repeat(6, (index) => circle(500, 420, 40 + index * 18, 'none', `stroke="${p.metal}" stroke-width="3"`)) + rect(300, 640, 400, 60, p.dark, 10),
  drumsticks: (p) => `<g transform="rotate(-35 500 500)">${rect(440, 140, 36, 720, '#d7b47c', 16)}${ellipse(458, 140, 22, 34, '#c8a06a')}${rect(524, 140, 36, 720, '#d7b47c', 16)}${ellipse(542, 140, 22, 34, '#c8a06a')}${rect(430, 700, 140, 30, p.body, 6, 'opacity="0.8"')}</g>`,
};

function jacks(x: number, y: number, count: number) {
  return repeat(count, (index) => rect(x + index * 380, y, 40, 40, '#111114', 8));
}
