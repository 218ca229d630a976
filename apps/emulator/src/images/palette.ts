/** Colours derived from one product colour, so every drawing shades consistently. */
export interface Palette {
  body: string;
  dark: string;
  light: string;
  /** Lines and details that stand out on the body (dark on light bodies, light on dark ones). */
  detail: string;
  /** Panels and faces, a little darker than the body. */
  panel: string;
  accent: string;
  metal: string;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([red, green, blue]: [number, number, number]): string {
  return `#${[red, green, blue].map((part) => Math.max(0, Math.min(255, Math.round(part))).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes a colour toward white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  return toHex(channels(hex.replace('#', '')).map((part) => part + (target - part) * Math.abs(amount)) as [number, number, number]);
}

export function luminance(hex: string): number {
  const [red, green, blue] = channels(hex.replace('#', ''));
  return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255;
}

export function paletteOf(hex: string): Palette {
  const body = `#${hex.replace('#', '')}`;
  const bright = luminance(body) > 0.55;
  return {
    body,
    dark: shade(body, -0.45),
    light: shade(body, 0.35),
    detail: bright ? '#2b2b30' : '#e8e8e4',
    panel: shade(body, bright ? -0.12 : 0.12),
    accent: '#ca0100',
    metal: '#b8bcc2',
  };
}
