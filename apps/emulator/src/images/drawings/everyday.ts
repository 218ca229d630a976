import type { Palette } from '../palette.js';
import { circle, ellipse, led, line, path, rect, repeat, stroke } from './shapes.js';

type Drawing = (p: Palette) => string;

const garment = (p: Palette, outline: string, extra = '') => path(outline, 'url(#body)') + path(outline, 'none', `stroke="${p.dark}" stroke-width="8"`) + extra;

const print = (p: Palette, cx: number, cy: number, size: number) =>
  path(`M${cx} ${cy - size} L${cx + size * 0.35} ${cy - size * 0.2} L${cx + size} ${cy - size * 0.4} L${cx + size * 0.6} ${cy + size * 0.3} L${cx} ${cy + size * 0.9} L${cx - size * 0.6} ${cy + size * 0.3} L${cx - size} ${cy - size * 0.4} L${cx - size * 0.35} ${cy - size * 0.2} Z`, p.accent === p.body ? '#ffffff' : p.accent);

export const EVERYDAY: Record<string, Drawing> = {
  laptop: (p) => path('M230 220 L770 220 L780 600 L220 600 Z', p.dark) + rect(250, 240, 500, 340, 'url(#sky)', 6) + path('M120 620 L880 620 L840 700 L160 700 Z', 'url(#body)') + rect(420, 640, 160, 24, p.panel, 6),
  'desktop-computer': (p) => rect(120, 170, 560, 380, p.dark, 16) + rect(140, 190, 520, 340, 'url(#sky)', 6) + rect(370, 550, 60, 120, p.dark) + rect(290, 660, 220, 24, p.dark, 10) + rect(720, 460, 200, 200, 'url(#body)', 36) + led(820, 630, '#22c55e'),
  tablet: (p) => rect(270, 130, 460, 660, p.dark, 44) + rect(295, 160, 410, 600, 'url(#sky)', 16) + repeat(4, (row) => repeat(3, (col) => rect(330 + col * 120, 210 + row * 120, 80, 80, ['#f97316', '#22c55e', '#3b82f6', '#a855f7'][(row + col) % 4]!, 18))),
  'storage-drive': (p) => rect(300, 260, 400, 500, p.accent === p.body ? p.dark : '#f97316', 50) + rect(330, 290, 340, 440, 'url(#body)', 36) + led(500, 700, '#60a5fa') + rect(460, 760, 80, 40, '#1c1c1f', 8),
  software: (p) => rect(280, 160, 440, 600, 'url(#body)', 20) + rect(310, 190, 380, 300, '#111827', 10) + repeat(5, (index) => rect(340 + index * 64, 420 - ((index * 37) % 180), 40, 40 + ((index * 37) % 180), '#a855f7', 6)) + rect(320, 540, 300, 34, p.detail, 6) + rect(320, 600, 200, 24, p.detail, 6, 'opacity="0.6"'),
  cable: (p) =>
    stroke('M170 280 C420 120 640 360 460 520 C280 680 520 900 820 720', p.dark, 34) + stroke('M170 280 C420 120 640 360 460 520 C280 680 520 900 820 720', p.body, 22) + `<g transform="rotate(-30 170 280)">${rect(70, 250, 110, 60, p.metal, 12)}${rect(40, 262, 40, 36, '#9ca3af', 6)}</g>` + `<g transform="rotate(-30 820 720)">${rect(810, 690, 110, 60, p.metal, 12)}${rect(910, 702, 40, 36, '#9ca3af', 6)}</g>`,
  adaptor: (p) => rect(240, 400, 240, 200, p.metal, 40) + rect(480, 430, 200, 140, '#9ca3af', 20) + rect(680, 470, 120, 60, '#d1d5db', 12) + circle(330, 500, 50, '#111114') + repeat(3, (index) => circle(310 + (index % 2) * 40, 480 + (index > 1 ? 40 : 0), 8, '#d1d5db')) + line(260, 620, 460, 620, p.body, 12),
  snake: () => rect(150, 220, 420, 320, 'url(#body)', 20) + repeat(3, (row) => repeat(6, (col) => circle(210 + col * 60, 290 + row * 80, 20, '#111114'))) + stroke('M570 380 C760 380 620 700 860 720', '#1c1c1f', 40) + repeat(6, (index) => line(860, 720, 820 + index * 16, 860, '#1c1c1f', 8)),
  tshirt: (p) => garment(p, 'M380 170 L300 200 L140 330 L220 440 L300 390 L300 830 L700 830 L700 390 L780 440 L860 330 L700 200 L620 170 C600 230 400 230 380 170 Z', print(p, 500, 440, 90)),
  hoodie: (p) => garment(p, 'M360 200 L260 240 L140 640 L240 680 L300 440 L300 850 L700 850 L700 440 L760 680 L860 640 L740 240 L640 200 C640 90 360 90 360 200 Z', path('M400 620 L600 620 L620 760 L380 760 Z', p.dark, 'opacity="0.3"') + print(p, 500, 420, 70)),
  cap: (p) => path('M220 560 C220 300 780 300 780 560 Z', 'url(#body)') + path('M200 560 L880 560 C880 640 560 660 200 600 Z', p.dark) + circle(500, 330, 22, p.dark) + print(p, 480, 460, 60),
  mug: (p) => rect(280, 260, 360, 460, 'url(#body)', 30) + stroke('M640 360 C780 360 780 600 640 600', p.body, 40) + ellipse(460, 262, 180, 30, p.dark) + print(p, 460, 480, 80),
  tote: (p) => stroke('M380 360 C380 180 620 180 620 360', p.dark, 26) + path('M250 340 L750 340 L720 860 L280 860 Z', 'url(#body)') + print(p, 500, 580, 110),
  delivery: (p) =>
    path('M120 360 L620 360 L620 700 L120 700 Z', 'url(#body)') + path('M620 460 L780 460 L880 580 L880 700 L620 700 Z', p.dark) + rect(680, 490, 100, 80, '#93c5fd', 8) + circle(260, 720, 70, '#1c1c1f') + circle(260, 720, 30, '#9ca3af') + circle(760, 720, 70, '#1c1c1f') + circle(760, 720, 30, '#9ca3af') + repeat(3, (index) => line(40, 430 + index * 70, 100 - index * 20, 430 + index * 70, p.accent, 12)) + print(p, 370, 530, 80),
};

