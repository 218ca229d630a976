import type { Palette } from '../palette.js';
import { circle, ellipse, led, line, path, rect, repeat, stroke } from './shapes.js';

type Drawing = (p: Palette) => string;

const meshHead = (cx: number, cy: number, rx: number, ry: number, p: Palette) =>
  ellipse(cx, cy, rx, ry, 'url(#mesh)') + ellipse(cx, cy, rx, ry, 'none', `stroke="${p.metal}" stroke-width="8"`) + line(cx - rx, cy, cx + rx, cy, p.metal, 6);

const headband = (p: Palette) =>
  stroke('M250 560 C250 170 750 170 750 560', p.dark, 54) + stroke('M250 560 C250 170 750 170 750 560', p.body, 34) + rect(195, 500, 130, 230, 'url(#body)', 60) + rect(675, 500, 130, 230, 'url(#body)', 60) + rect(215, 520, 60, 190, p.dark, 30, 'opacity="0.5"') + rect(725, 520, 60, 190, p.dark, 30, 'opacity="0.5"');

export const MICS_HEADPHONES: Record<string, Drawing> = {
  microphone: (p) => `<g transform="rotate(-28 500 500)">${path('M455 430 L545 430 L525 860 L475 860 Z', 'url(#body)')}${meshHead(500, 300, 120, 150, p)}${rect(470, 600, 60, 24, p.dark, 6)}</g>`,
  'condenser-microphone': (p) =>
    rect(400, 160, 200, 520, 'url(#body)', 90) + rect(420, 190, 160, 240, 'url(#mesh)', 70) + circle(500, 520, 18, p.accent) + stroke('M330 560 C330 760 670 760 670 560', p.metal, 14) + line(500, 740, 500, 860, p.metal, 16) + circle(330, 560, 16, p.metal) + circle(670, 560, 16, p.metal),
  'wireless-system': (p) =>
    rect(130, 560, 480, 170, 'url(#body)', 16) + rect(170, 600, 180, 70, '#0b1020', 8) + rect(190, 620, 140, 28, '#38bdf8', 4, 'opacity="0.7"') + line(170, 560, 140, 360, p.dark, 12) + line(570, 560, 600, 360, p.dark, 12) + led(420, 640) +
    `<g transform="rotate(-25 760 420)">${path('M725 420 L795 420 L780 800 L740 800 Z', 'url(#body)')}${meshHead(760, 300, 90, 110, p)}</g>`,
  'usb-microphone': (p) => rect(410, 150, 180, 470, 'url(#body)', 90) + rect(425, 170, 150, 230, 'url(#mesh)', 70) + circle(500, 490, 26, p.dark) + led(500, 560, '#22c55e') + path('M470 620 L530 620 L560 760 L440 760 Z', p.dark) + rect(340, 760, 320, 40, p.dark, 20),
  'conference-microphone': (p) => rect(200, 280, 600, 600 - 160, 'url(#body)', 60) + repeat(5, (row) => repeat(5, (col) => circle(300 + col * 100, 350 + row * 70, 12, p.dark))) + led(500, 690, '#22c55e'),
  headphones: (p) => headband(p),
  earbuds: (p) =>
    rect(340, 470, 320, 260, 'url(#body)', 120) + line(345, 560, 655, 560, p.dark, 4) + led(500, 650) +
    `<g transform="rotate(-20 370 320)">${ellipse(370, 320, 70, 60, 'url(#body)')}${rect(350, 320, 40, 140, 'url(#body)', 20)}</g>` +
    `<g transform="rotate(20 630 320)">${ellipse(630, 320, 70, 60, 'url(#body)')}${rect(610, 320, 40, 140, 'url(#body)', 20)}</g>`,
  'in-ear-monitor': (p) =>
    rect(160, 420, 300, 340, 'url(#body)', 30) + rect(190, 450, 240, 90, '#0b1020', 8) + line(420, 420, 440, 300, p.dark, 10) + led(220, 700) +
    stroke('M560 700 C560 520 820 520 820 700', p.dark, 10) + ellipse(560, 720, 40, 30, p.body) + ellipse(820, 720, 40, 30, p.body),
  recorder: (p) =>
    rect(380, 300, 240, 520, 'url(#body)', 40) + ellipse(440, 250, 60, 80, 'url(#mesh)') + ellipse(560, 250, 60, 80, 'url(#mesh)') + rect(410, 360, 180, 130, '#0b1020', 8) + rect(430, 390, 140, 20, '#4ade80', 4) + circle(500, 600, 44, p.dark) + circle(500, 600, 14, '#ef4444') + repeat(3, (index) => rect(420 + index * 60, 700, 40, 30, p.dark, 6)),
};
