import { seededRandom } from '../random';
import { darken, f, lighten } from './svg';

/** Background decorations shared by product, tile and banner art. */

export function gradient(id: string, top: string, bottom: string, horizontal = false): string {
  const direction = horizontal ? 'x1="0" y1="0" x2="1" y2="0.3"' : 'x1="0" y1="0" x2="0.25" y2="1"';
  return `<linearGradient id="${id}" ${direction}><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

export function leafShape(
  x: number,
  y: number,
  length: number,
  angle: number,
  colour: string,
  opacity = 1,
) {
  return `<path d="M0 0 Q${f(length * 0.4)} ${f(-length * 0.32)} ${f(length)} 0 Q${f(length * 0.4)} ${f(length * 0.32)} 0 0 Z" transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})" fill="${colour}" fill-opacity="${opacity}"/>`;
}

/**
 * Scattered motifs around the edges of a width x height canvas, leaving a clear oval in the
 * middle where the subject sits. style picks dots, leaves, rings or seeds.
 */
export function scatter(
  width: number,
  height: number,
  seed: number,
  colours: { a: string; b: string },
  style: number,
  count = 14,
): string {
  const random = seededRandom(seed);
  const shapes: string[] = [];
  let tries = 0;
  while (shapes.length < count && tries++ < 400) {
    const x = random.next() * width;
    const y = random.next() * height;
    const dx = (x - width / 2) / (width * 0.36);
    const dy = (y - height / 2) / (height * 0.4);
    if (dx * dx + dy * dy < 1) continue;
    const colour = random.chance(0.5) ? colours.a : colours.b;
    const size = (0.6 + random.next()) * Math.min(width, height) * 0.02;
    switch (style % 4) {
      case 0:
        shapes.push(
          `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size)}" fill="${colour}" fill-opacity="0.55"/>`,
        );
        break;
      case 1:
        shapes.push(leafShape(x, y, size * 3.2, random.int(0, 359), colour, 0.6));
        break;
      case 2:
        shapes.push(
          `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size * 1.2)}" fill="none" stroke="${colour}" stroke-width="${f(size * 0.45)}" stroke-opacity="0.5"/>`,
        );
        break;
      default:
        shapes.push(
          `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(size * 0.9)}" ry="${f(size * 0.5)}" transform="rotate(${random.int(0, 179)} ${f(x)} ${f(y)})" fill="${colour}" fill-opacity="0.6"/>`,
        );
    }
  }
  return shapes.join('');
}

/** A soft shadow under something standing on a surface. */
export const groundShadow = (cx: number, cy: number, rx: number, colour: string) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(rx * 0.12)}" fill="${colour}" fill-opacity="0.18"/>`;

/** A pill with a few words, such as a speciality tag. */
export function pill(x: number, y: number, text: string, fill: string, size: number): string {
  // Capitals are wider than the average letter.
  const perChar = text === text.toUpperCase() ? 0.78 : 0.64;
  const width = text.length * size * perChar + size * 1.6;
  return `<g><rect x="${f(x)}" y="${f(y)}" width="${f(width)}" height="${f(size * 1.9)}" rx="${f(size * 0.95)}" fill="${fill}"/><text x="${f(x + width / 2)}" y="${f(y + size * 1.3)}" font-family="'DejaVu Sans', sans-serif" font-size="${size}" font-weight="bold" fill="${lighten(fill, 0.92)}" text-anchor="middle">${text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')}</text></g>`;
}

/**
 * Diagonal stripes over a width x height area, drawn as one path: librsvg renders an SVG
 * <pattern> several times slower, which matters when drawing hundreds of pictures.
 */
export function stripes(width: number, height: number, colour: string, gap = 44): string {
  const bands: string[] = [];
  for (let x = -height; x < width; x += gap)
    bands.push(
      `M${x} ${height} L${x + height * 0.7} 0 L${x + height * 0.7 + gap / 2} 0 L${x + gap / 2} ${height} Z`,
    );
  return `<path d="${bands.join(' ')}" fill="${colour}" fill-opacity="0.18"/>`;
}

export const deepen = (colour: string) => darken(colour, 0.15);
