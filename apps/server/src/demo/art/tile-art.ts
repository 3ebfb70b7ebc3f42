import type { CategorySeed, PackShape, Palette } from '../categories';
import { hashText } from '../random';
import { drawPack, type PackLook } from './packs';
import { gradient, groundShadow, pill, scatter } from './scenery';
import { darken, escapeXml, f, FONT, lighten, mix, svgDocument, textLines, wrapText } from './svg';

/** One pack to show in a tile or banner, without the product behind it. */
export interface Motif {
  pack: PackShape;
  look: PackLook;
}

/** A plain pack look in a palette, for tiles that show a kind of product rather than one product. */
export function motif(
  pack: PackShape,
  palette: Palette,
  seedText: string,
  food?: string,
  name?: string,
): Motif {
  const variant = hashText(seedText) % 1000;
  const body = variant % 2 ? palette.main : palette.accent;
  return {
    pack,
    look: {
      body,
      accent: body === palette.main ? palette.accent : palette.main,
      deep: palette.deep,
      food: food ?? mix(palette.main, palette.accent, 0.5),
      label: name ? { name } : null,
      variant,
      contents: pack === 'tray' ? 'pieces' : pack === 'produce' ? 'round' : undefined,
    },
  };
}

const place = (m: Motif, x: number, y: number, scale: number, tilt = 0) =>
  `<g transform="translate(${f(x)} ${f(y)}) scale(${scale}) rotate(${tilt})">${drawPack(m.pack, m.look)}</g>`;

/** Category tile: two or three of the aisle's packs grouped together, no words. */
export function categorySvg(category: CategorySeed, size = 400): string {
  const { light, main, accent, deep } = category.palette;
  const seed = hashText(category.name);
  const shapes = [...new Set(category.subcategories.map((s) => s.pack))];
  const picks = [shapes[0], shapes[1] ?? shapes[0], shapes[2] ?? shapes[0]] as PackShape[];
  const motifs = picks.map((pack, i) => motif(pack, category.palette, `${category.name}/${i}`));
  const body = [
    `<defs>${gradient('bg', lighten(light, 0.3), mix(light, main, 0.25))}</defs>`,
    `<rect width="400" height="400" fill="url(#bg)"/>`,
    `<circle cx="200" cy="190" r="150" fill="${mix(light, main, 0.3)}"/>`,
    scatter(400, 400, seed, { a: main, b: accent }, seed, 10),
    groundShadow(200, 352, 170, deep),
    place(motifs[1] as Motif, 120, 352, 0.42, -6),
    place(motifs[2] as Motif, 285, 352, 0.42, 6),
    place(motifs[0] as Motif, 200, 360, 0.55),
  ].join('');
  return svgDocument(400, 400, body).replace(
    'width="400" height="400"',
    `width="${size}" height="${size}"`,
  );
}

/**
 * Produce aisles all use the 'produce' shape, so without their own contents and colour the five
 * Fruits & Vegetables tiles would be the same heap of round things with different tags.
 */
const PRODUCE_TILES: Record<string, { food: string; contents: PackLook['contents'] }> = {
  'Fresh Vegetables': { food: '#e2782d', contents: 'long' },
  'Fresh Fruits': { food: '#d8402f', contents: 'round' },
  'Leafy Greens': { food: '#3d8c2e', contents: 'leafy' },
  'Herbs & Seasonings': { food: '#f0cf3a', contents: 'round' },
  'Exotic & Salad': { food: '#7a3f9a', contents: 'long' },
};

/** What a subcategory tile shows: its pack, or for produce its own kind of fruit or vegetable. */
export function subcategoryMotif(category: CategorySeed, name: string, pack: PackShape): Motif {
  const produce = PRODUCE_TILES[name];
  const m = motif(pack, category.palette, name, produce?.food, name);
  if (produce) m.look.contents = produce.contents;
  return m;
}

/** Subcategory tile: the subcategory's pack with its name on the label. */
export function subcategorySvg(
  category: CategorySeed,
  name: string,
  pack: PackShape,
  size = 300,
): string {
  const { light, main, accent, deep } = category.palette;
  const seed = hashText(`${category.name}/${name}`);
  const m = subcategoryMotif(category, name, pack);
  const body = [
    `<rect width="400" height="400" fill="${lighten(light, 0.2)}"/>`,
    `<circle cx="200" cy="200" r="165" fill="${mix(light, accent, 0.25)}"/>`,
    scatter(400, 400, seed, { a: main, b: accent }, seed >> 2, 8),
    groundShadow(200, 372, 150, deep),
    place(
      m,
      // Produce hangs its tag out to the right: leave room so the tag's words stay on the tile.
      pack === 'produce' ? 140 : 200,
      372,
      pack === 'tub' || pack === 'box' || pack === 'loaf' ? 0.9 : pack === 'produce' ? 0.64 : 0.72,
    ),
  ].join('');
  return svgDocument(400, 400, body).replace(
    'width="400" height="400"',
    `width="${size}" height="${size}"`,
  );
}

const initials = (storeName: string) =>
  storeName
    .replace(/[^A-Za-z ]/g, '')
    .split(/\s+/)
    .filter((w) => w.length > 2 || /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** Maker profile picture: a round shop badge with the store's initials. */
export function makerSvg(storeName: string, palette: Palette, pack: PackShape, size = 400): string {
  const { light, main, accent, deep } = palette;
  const seed = hashText(storeName);
  const m = motif(pack, palette, storeName);
  const body = [
    `<rect width="400" height="400" fill="${mix(light, main, 0.35)}"/>`,
    scatter(400, 400, seed, { a: lighten(main, 0.3), b: accent }, seed, 12),
    `<circle cx="200" cy="200" r="168" fill="${lighten(light, 0.5)}" stroke="${deep}" stroke-width="8"/>`,
    `<circle cx="200" cy="200" r="150" fill="none" stroke="${accent}" stroke-width="4" stroke-dasharray="4 10"/>`,
    `<text x="200" y="222" font-family="${FONT}" font-size="108" font-weight="bold" fill="${deep}" text-anchor="middle">${escapeXml(initials(storeName))}</text>`,
    place(m, 200, 335, 0.19),
    `<text x="200" y="100" font-family="${FONT}" font-size="20" font-weight="bold" fill="${darken(accent, 0.2)}" text-anchor="middle" letter-spacing="3">SINCE ${2008 + (seed % 14)}</text>`,
  ].join('');
  return svgDocument(400, 400, body).replace(
    'width="400" height="400"',
    `width="${size}" height="${size}"`,
  );
}

/** Collection tile, 600 x 400: the collection's name and two of its products' packs. */
export function collectionSvg(
  name: string,
  palette: Palette,
  motifs: Motif[],
  kind: string,
): string {
  const { light, main, accent, deep } = palette;
  const seed = hashText(name);
  const title = wrapText(name, 300, 46, 3);
  const badge =
    kind === 'madeWith'
      ? 'MADE WITH'
      : kind === 'madeWithout'
        ? 'MADE WITHOUT'
        : kind === 'new_launched'
          ? 'JUST IN'
          : 'CURATED';
  const body = [
    `<defs>${gradient('bg', lighten(light, 0.2), mix(light, main, 0.35), true)}</defs>`,
    `<rect width="600" height="400" fill="url(#bg)"/>`,
    scatter(600, 400, seed, { a: main, b: accent }, seed, 12),
    `<circle cx="455" cy="210" r="150" fill="${lighten(main, 0.55)}"/>`,
    pill(36, 44, badge, deep, 18),
    textLines(title.lines, 36, 150, title.size, deep, 'bold', 'start'),
    groundShadow(455, 360, 150, deep),
    motifs[1] ? place(motifs[1], 365, 360, 0.4, -5) : '',
    motifs[0] ? place(motifs[0], 460, 366, 0.48, 4) : '',
  ].join('');
  return svgDocument(600, 400, body);
}

export interface BannerCopy {
  headline: string;
  subline: string;
  cta: string;
}

/** Banner art in one of the three sizes, with headline, subline, a button and packs on the right. */
export function bannerSvg(
  copy: BannerCopy,
  palette: Palette,
  motifs: Motif[],
  width: number,
  height: number,
): string {
  const { light, main, accent, deep } = palette;
  const seed = hashText(copy.headline);
  const small = width < 800;
  const medium = !small && width < 1200;
  const textWidth = small ? width * 0.6 : medium ? width * 0.46 : width * 0.55;
  const headline = wrapText(copy.headline, textWidth, small ? 34 : height * 0.16, 2);
  const subSize = small ? 18 : Math.round(height * 0.075);
  const sub = wrapText(copy.subline, textWidth, subSize, small || medium ? 2 : 1, subSize * 0.7);
  const left = small ? 24 : width * 0.05;
  const top = height * 0.14 + headline.size;
  const subTop = top + headline.lines.length * headline.size * 1.15 + sub.size * 0.6;
  const buttonY = subTop + sub.lines.length * sub.size * 1.2 + 4;
  const packScale = (height / 480) * (small ? 0.85 : 0.95);
  const packBase = height * 0.94;
  const shown = motifs.slice(0, small ? 1 : medium ? 2 : 3);
  const packs = shown
    .map((m, i) => {
      const x = width - (small ? 90 : width * 0.1) - i * (height * 0.62);
      return place(m, x, packBase, i === 0 ? packScale : packScale * 0.85, i % 2 ? -5 : 4);
    })
    .reverse()
    .join('');
  const body = [
    `<defs>${gradient('bg', lighten(light, 0.1), mix(light, main, 0.45), true)}</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    scatter(width, height, seed, { a: main, b: accent }, seed, small ? 10 : 22),
    `<circle cx="${width - (small ? 90 : width * 0.2)}" cy="${height * 0.55}" r="${height * 0.62}" fill="${lighten(main, 0.5)}" fill-opacity="0.8"/>`,
    textLines(headline.lines, left, top, headline.size, deep, 'bold', 'start'),
    textLines(sub.lines, left, subTop, sub.size, darken(deep, 0.1), 'normal', 'start'),
    buttonY + sub.size * 1.9 < height
      ? pill(
          left,
          buttonY,
          copy.cta,
          accent === light ? deep : darken(accent, 0.25),
          Math.round(sub.size * 0.85),
        )
      : '',
    groundShadow(width - (small ? 90 : width * 0.2), packBase, height * 0.7, deep),
    packs,
  ].join('');
  return svgDocument(width, height, body);
}
