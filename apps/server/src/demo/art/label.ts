import type { VegIndicator } from '@makers-pantry/domain/catalog-enums';
import { escapeXml, f, FONT, textLines, wrapText } from './svg';

export interface LabelContent {
  name: string;
  /** '500 g'. */
  size?: string;
  maker?: string;
  veg?: VegIndicator;
}

/**
 * The Indian food mark: a square with a dot (vegetarian, green) or a triangle (non-vegetarian,
 * brown). Eggs get an amber mark, vegan a green mark with a leaf.
 */
export function vegMark(x: number, y: number, s: number, veg: VegIndicator): string {
  const colour =
    veg === 'Veg' || veg === 'Vegan' ? '#1f8a3a' : veg === 'Egg' ? '#d98f16' : '#8a3a1f';
  const frame = `<rect x="${f(x)}" y="${f(y)}" width="${f(s)}" height="${f(s)}" rx="${f(s * 0.12)}" fill="#ffffff" stroke="${colour}" stroke-width="${f(s * 0.1)}"/>`;
  const cx = x + s / 2;
  const cy = y + s / 2;
  if (veg === 'Non-veg' || veg === 'Halal') {
    const r = s * 0.3;
    return `${frame}<path d="M${f(cx)} ${f(cy - r)} L${f(cx + r)} ${f(cy + r * 0.8)} L${f(cx - r)} ${f(cy + r * 0.8)} Z" fill="${colour}"/>`;
  }
  const dot = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.28)}" fill="${colour}"/>`;
  if (veg !== 'Vegan') return frame + dot;
  return `${frame}<path d="M${f(cx - s * 0.26)} ${f(cy + s * 0.24)} Q${f(cx - s * 0.3)} ${f(cy - s * 0.3)} ${f(cx + s * 0.28)} ${f(cy - s * 0.28)} Q${f(cx + s * 0.3)} ${f(cy + s * 0.26)} ${f(cx - s * 0.26)} ${f(cy + s * 0.24)} Z" fill="${colour}"/>`;
}

/** A paper label with the product's name, size and maker, fitted to the box given. */
export function label(
  x: number,
  y: number,
  w: number,
  h: number,
  content: LabelContent,
  ink: string,
  paper = '#fffaf0',
  corner = 14,
): string {
  const pad = Math.max(8, w * 0.06);
  const parts = [
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${corner}" fill="${paper}" stroke="${ink}" stroke-opacity="0.35" stroke-width="2"/>`,
  ];
  const mark = Math.min(26, h * 0.16);
  if (content.veg) parts.push(vegMark(x + pad, y + pad, mark, content.veg));
  const sizeText = content.size ? Math.max(11, Math.min(22, h * 0.13)) : 0;
  const makerText = content.maker ? Math.max(9, Math.min(15, h * 0.085)) : 0;
  const top = y + pad + (content.veg ? mark * 0.9 : 0);
  const bottom = y + h - pad - sizeText * 1.3 - makerText * 1.3;
  const startSize = Math.min(34, h * 0.2);
  const { lines, size } = wrapText(
    content.name,
    w - pad * 2,
    startSize,
    3,
    startSize * 0.5,
    bottom - top,
  );
  const block = lines.length * size * 1.18;
  const start = top + Math.max(0, (bottom - top - block) / 2) + size * 0.9;
  parts.push(textLines(lines, x + w / 2, start, size, ink));
  if (content.size)
    parts.push(
      `<text x="${f(x + w / 2)}" y="${f(y + h - pad - makerText * 1.3)}" font-family="${FONT}" font-size="${f(sizeText)}" fill="${ink}" text-anchor="middle">${escapeXml(content.size)}</text>`,
    );
  if (content.maker)
    parts.push(
      `<text x="${f(x + w / 2)}" y="${f(y + h - pad * 0.7)}" font-family="${FONT}" font-size="${f(makerText)}" font-style="italic" fill="${ink}" fill-opacity="0.75" text-anchor="middle">${escapeXml(content.maker)}</text>`,
    );
  return parts.join('');
}
