/** Small helpers for writing SVG by hand: escaping, colours and wrapping label text. */

export const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  const part = (n: number) =>
    Math.max(0, Math.min(255, Math.round(n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** a blended towards b by t (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

export const lighten = (colour: string, t: number) => mix(colour, '#ffffff', t);
export const darken = (colour: string, t: number) => mix(colour, '#000000', t);

/** Relative luminance, to choose dark or light text on a colour. */
export function isLight(colour: string): boolean {
  const [r, g, b] = rgb(colour).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.45;
}

/** DejaVu Sans Bold is wide: about 0.64 em per character on average for mixed-case words. */
const CHAR_WIDTH_EM = 0.64;

/**
 * Breaks text into at most maxLines lines that fit width, shrinking the font from startSize
 * until they do. The last line is cut with an ellipsis if even minSize does not fit.
 */
export function wrapText(
  text: string,
  width: number,
  startSize: number,
  maxLines: number,
  minSize = startSize * 0.55,
  maxHeight = Number.POSITIVE_INFINITY,
): { lines: string[]; size: number } {
  const words = text.split(/\s+/).filter(Boolean);
  for (let size = startSize; size >= minSize; size -= 1) {
    const perLine = Math.floor(width / (size * CHAR_WIDTH_EM));
    const lines: string[] = [];
    let current = '';
    let fits = true;
    for (const word of words) {
      if (word.length > perLine) fits = false;
      const candidate = current ? `${current} ${word}` : word;
      if (candidate.length <= perLine) current = candidate;
      else {
        lines.push(current);
        current = word;
      }
    }
    if (current) lines.push(current);
    const tallEnough = lines.length * size * 1.18 <= maxHeight;
    if (fits && lines.length <= maxLines && tallEnough) return { lines, size };
  }
  const perLine = Math.floor(width / (minSize * CHAR_WIDTH_EM));
  const flat =
    text.length > perLine * maxLines ? `${text.slice(0, perLine * maxLines - 1)}…` : text;
  const lines: string[] = [];
  for (let i = 0; i < flat.length && lines.length < maxLines; i += perLine)
    lines.push(flat.slice(i, i + perLine));
  return { lines, size: minSize };
}

/** Centred lines of text starting at baseline y. */
export function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  fill: string,
  weight: 'bold' | 'normal' = 'bold',
  anchor: 'middle' | 'start' = 'middle',
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${(y + i * size * 1.18).toFixed(1)}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('');
}

export const svgDocument = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

export const f = (n: number) => n.toFixed(1);
