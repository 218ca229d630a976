import type { Icon, PaymentMethod } from '../illustrations.js';
import type { ImageSpec } from '../image-path.js';
import { luminance, paletteOf, shade } from '../palette.js';
import { escapeXml, fittedText, FONT } from './svg.js';

/** Brand wordmarks (logo/wordmark) and series badges (logo/badge). */
export function logoSvg(spec: ImageSpec): string {
  const { width, height } = spec;
  const name = spec.label.join(' ');
  const colour = `#${spec.colour}`;
  if (spec.design === 'badge') {
    return `<rect width="${width}" height="${height}" fill="#ffffff"/><rect x="${width * 0.06}" y="${height * 0.18}" width="${width * 0.88}" height="${height * 0.64}" rx="${height * 0.12}" fill="${colour}"/>${fittedText(name.toUpperCase(), width / 2, height * 0.58, height * 0.22, width * 0.7, luminance(colour) > 0.6 ? '#111111' : '#ffffff', 'bold', 'letter-spacing="2"')}`;
  }
  const ink = luminance(colour) > 0.8 ? '#222222' : colour;
  return `<rect width="${width}" height="${height}" fill="#ffffff"/>${fittedText(name, width / 2, height * 0.62, height * 0.36, width * 0.9, ink, 'bold', 'letter-spacing="-1"')}<rect x="${width * 0.3}" y="${height * 0.74}" width="${width * 0.4}" height="${height * 0.025}" fill="${ink}"/>`;
}

/** A help agent's portrait: head and shoulders with initials. */
export function agentSvg(spec: ImageSpec): string {
  const { width, height } = spec;
  const palette = paletteOf(spec.colour);
  const initials = spec.label.join(' ').split(/\s+/).map((word) => word.charAt(0)).join('').slice(0, 2).toUpperCase();
  return (
    `<rect width="${width}" height="${height}" fill="${shade(palette.body, 0.75)}"/>` +
    `<ellipse cx="${width / 2}" cy="${height * 1.02}" rx="${width * 0.38}" ry="${height * 0.3}" fill="${palette.body}"/>` +
    `<circle cx="${width / 2}" cy="${height * 0.42}" r="${width * 0.2}" fill="#e0b48f"/>` +
    `<path d="M${width * 0.3} ${height * 0.4} C${width * 0.3} ${height * 0.12} ${width * 0.7} ${height * 0.12} ${width * 0.7} ${height * 0.4} C${width * 0.62} ${height * 0.28} ${width * 0.38} ${height * 0.28} ${width * 0.3} ${height * 0.4} Z" fill="${palette.dark}"/>` +
    `<text x="${width / 2}" y="${height * 0.93}" font-family="${FONT}" font-size="${(height * 0.12).toFixed(1)}" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>`
  );
}

const PAYMENT: Record<PaymentMethod, (width: number, height: number, colour: string) => string> = {
  visa: (w, h) => `<rect width="${w}" height="${h}" rx="14" fill="#1a1f71"/>${fittedText('VISA', w / 2, h * 0.64, h * 0.42, w * 0.8, '#ffffff', 'bold', 'font-style="italic"')}`,
  mastercard: (w, h) => `<rect width="${w}" height="${h}" rx="14" fill="#222222"/><circle cx="${w * 0.4}" cy="${h / 2}" r="${h * 0.3}" fill="#eb001b"/><circle cx="${w * 0.6}" cy="${h / 2}" r="${h * 0.3}" fill="#f79e1b" opacity="0.9"/>`,
  amex: (w, h) => `<rect width="${w}" height="${h}" rx="14" fill="#2e77bc"/>${fittedText('AMEX', w / 2, h * 0.64, h * 0.4, w * 0.8, '#ffffff')}`,
  interac: (w, h) => `<rect width="${w}" height="${h}" rx="14" fill="#fdb913"/><rect x="${w * 0.12}" y="${h * 0.2}" width="${w * 0.76}" height="${h * 0.6}" rx="10" fill="#111111"/>${fittedText('Interac', w / 2, h * 0.6, h * 0.3, w * 0.68, '#fdb913')}`,
  paypal: (w, h) => `<rect width="${w}" height="${h}" rx="14" fill="#ffffff" stroke="#d1d5db" stroke-width="3"/>${fittedText('PayPal', w / 2, h * 0.62, h * 0.36, w * 0.8, '#003087', 'bold', 'font-style="italic"')}`,
  'apple-pay': (w, h) => `<rect width="${w}" height="${h}" rx="14" fill="#111111"/><circle cx="${w * 0.3}" cy="${h * 0.52}" r="${h * 0.16}" fill="#ffffff"/>${fittedText('Pay', w * 0.6, h * 0.64, h * 0.38, w * 0.5, '#ffffff')}`,
  'google-pay': (w, h) => `<rect width="${w}" height="${h}" rx="14" fill="#ffffff" stroke="#d1d5db" stroke-width="3"/>${fittedText('G Pay', w / 2, h * 0.64, h * 0.38, w * 0.8, '#3c4043')}`,
  'shop-pay': (w, h) => `<rect width="${w}" height="${h}" rx="14" fill="#5a31f4"/>${fittedText('shop Pay', w / 2, h * 0.62, h * 0.34, w * 0.8, '#ffffff')}`,
};

export function paymentSvg(spec: ImageSpec): string | null {
  const draw = PAYMENT[spec.design as PaymentMethod];
  return draw ? `<rect width="${spec.width}" height="${spec.height}" fill="#ffffff"/>${draw(spec.width, spec.height, spec.colour)}` : null;
}

/** Pictograms in a 256 box. */
const ICON_PATHS: Record<Icon, string> = {
  truck: 'M30 80 H150 V170 H30 Z M150 110 H200 L230 145 V170 H150 Z M70 190 a18 18 0 1 0 0.1 0 M190 190 a18 18 0 1 0 0.1 0',
  shield: 'M128 30 L210 60 V120 C210 175 170 210 128 228 C86 210 46 175 46 120 V60 Z',
  chat: 'M40 50 H216 V170 H110 L70 210 V170 H40 Z',
  tag: 'M40 40 H130 L220 130 L130 220 L40 130 Z M80 80 a14 14 0 1 0 0.1 0',
  store: 'M40 100 L60 40 H196 L216 100 Z M56 110 H200 V220 H56 Z M110 150 H146 V220 H110 Z',
  maple: 'M128 24 L146 72 L186 56 L174 106 L222 100 L196 140 L216 160 L150 168 L152 226 H104 L106 168 L40 160 L60 140 L34 100 L82 106 L70 56 L110 72 Z',
  calendar: 'M40 60 H216 V216 H40 Z M40 100 H216 M80 36 V80 M176 36 V80',
  handshake: 'M30 120 L90 70 L140 100 L180 70 L226 120 L150 190 Q130 205 110 190 Z',
  recycle: 'M128 40 L170 110 H140 L128 90 L90 156 H60 Z M196 140 L226 200 H150 V226 L110 190 L150 150 V176 H200 Z',
};

export function iconSvg(spec: ImageSpec): string | null {
  const d = ICON_PATHS[spec.design as Icon];
  if (!d) return null;
  const scale = Math.min(spec.width, spec.height) / 256;
  return `<rect width="${spec.width}" height="${spec.height}" fill="#ffffff"/><g transform="scale(${scale})"><path d="${d}" fill="#${spec.colour}" stroke="#${spec.colour}" stroke-width="6" stroke-linejoin="round" fill-rule="evenodd"/></g>`;
}
