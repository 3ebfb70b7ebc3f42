import type { ProductDraft } from '../products';
import { hashText, seededRandom } from '../random';
import type { PackLook } from './packs';
import { drawPack } from './packs';
import { gradient, groundShadow, leafShape, pill, scatter, stripes } from './scenery';
import { darken, f, lighten, mix, svgDocument, textLines, wrapText } from './svg';

type ArtProduct = Pick<
  ProductDraft,
  | 'key'
  | 'name'
  | 'sizeLabel'
  | 'makerName'
  | 'vegIndicator'
  | 'specialityTag'
  | 'pack'
  | 'palette'
  | 'colour'
  | 'subcategoryName'
>;

/** How big each pack is drawn on the 800 x 800 canvas, and how far its drawing leans right. */
const FIT: Record<ProductDraft['pack'], { scale: number; shiftX: number }> = {
  bottle: { scale: 1.22, shiftX: 0 },
  jar: { scale: 1.28, shiftX: 0 },
  pouch: { scale: 1.22, shiftX: 0 },
  packet: { scale: 1.18, shiftX: 0 },
  tub: { scale: 1.55, shiftX: 0 },
  sack: { scale: 1.24, shiftX: 0 },
  box: { scale: 1.42, shiftX: 20 },
  tray: { scale: 1.4, shiftX: 0 },
  produce: { scale: 1.12, shiftX: 68 },
  loaf: { scale: 1.5, shiftX: 0 },
  tin: { scale: 1.34, shiftX: 0 },
};

const LONG_PRODUCE =
  /beans|carrot|drumstick|chilli|lady finger|banana|zucchini|gourd|sweet potato/i;

function contentsOf(product: ArtProduct): PackLook['contents'] {
  if (product.pack === 'tray') return product.subcategoryName === 'Eggs' ? 'eggs' : 'pieces';
  if (product.pack !== 'produce') return undefined;
  if (LONG_PRODUCE.test(product.name)) return 'long';
  if (
    product.subcategoryName === 'Leafy Greens' ||
    (product.subcategoryName === 'Herbs & Seasonings' && !/ginger|lemon/i.test(product.name))
  )
    return 'leafy';
  return 'round';
}

export function packLook(product: ArtProduct, withLabel = true): PackLook {
  const variant = hashText(product.key) % 1000;
  const { main, accent, deep } = product.palette;
  const bodies = [main, accent, mix(main, product.colour, 0.5), darken(main, 0.12)];
  const body = bodies[variant % bodies.length] as string;
  return {
    body,
    accent: body === accent ? main : accent,
    deep,
    food: product.colour,
    label: withLabel
      ? {
          name: product.name,
          size: product.sizeLabel,
          maker: product.makerName,
          veg: product.vegIndicator,
        }
      : null,
    variant,
    contents: contentsOf(product),
  };
}

/** The card and detail picture: the pack standing in soft light, with a motif around it. */
export function productMainSvg(product: ArtProduct, size = 800): string {
  const seed = hashText(product.key);
  const random = seededRandom(seed);
  const { light, main, accent, deep } = product.palette;
  const fit = FIT[product.pack];
  const tilt = random.int(-3, 3);
  const sunX = 400 + random.int(-70, 70);
  const body = [
    `<defs>${gradient('bg', lighten(light, 0.35), mix(light, main, 0.2))}</defs>`,
    `<rect width="800" height="800" fill="url(#bg)"/>`,
    `<circle cx="${sunX}" cy="${360 + random.int(-30, 30)}" r="${300 + random.int(-20, 30)}" fill="${mix(light, main, 0.2)}"/>`,
    `<circle cx="${sunX + 120}" cy="170" r="${60 + random.int(0, 40)}" fill="${mix(light, accent, 0.3)}" fill-opacity="0.7"/>`,
    scatter(800, 800, seed, { a: main, b: accent }, seed >> 3, 12),
    groundShadow(400, 712, 250, deep),
    `<g transform="translate(${400 - fit.shiftX * fit.scale} 712) scale(${fit.scale}) rotate(${tilt})">${drawPack(product.pack, packLook(product))}</g>`,
    product.specialityTag ? pill(32, 30, product.specialityTag, deep, 26) : '',
  ].join('');
  return svgDocument(800, 800, body).replace(
    'width="800" height="800"',
    `width="${size}" height="${size}"`,
  );
}

function heap(product: ArtProduct, cx: number, cy: number, r: number): string {
  const food = product.colour;
  const random = seededRandom(hashText(product.key) ^ 0x51);
  const parts = [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${food}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#heapShade)"/>`,
  ];
  const kind = product.pack;
  if (kind === 'bottle') {
    parts.push(
      `<ellipse cx="${cx - r * 0.3}" cy="${cy - r * 0.35}" rx="${r * 0.35}" ry="${r * 0.16}" fill="#ffffff" opacity="0.45"/>`,
    );
  } else if (kind === 'jar' || kind === 'tub') {
    for (let i = 0; i < 3; i++)
      parts.push(
        `<path d="M${cx - r * (0.7 - i * 0.2)} ${cy + i * 18 - 20} Q${cx} ${cy - r * 0.5 + i * 30} ${cx + r * (0.7 - i * 0.2)} ${cy + i * 18 - 20}" stroke="${lighten(food, 0.3)}" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.7"/>`,
      );
  } else {
    const pieceSize =
      kind === 'sack' || kind === 'pouch' ? r * 0.06 : kind === 'produce' ? r * 0.3 : r * 0.16;
    const count = kind === 'sack' || kind === 'pouch' ? 90 : kind === 'produce' ? 6 : 16;
    for (let i = 0; i < count; i++) {
      const a = random.next() * Math.PI * 2;
      const d = Math.sqrt(random.next()) * (r - pieceSize);
      const x = cx + Math.cos(a) * d;
      const y = cy + Math.sin(a) * d;
      const shade = random.chance(0.5) ? darken(food, 0.18) : lighten(food, 0.18);
      parts.push(
        kind === 'produce'
          ? `<circle cx="${f(x)}" cy="${f(y)}" r="${f(pieceSize)}" fill="${shade}" stroke="${darken(food, 0.35)}" stroke-width="3"/>`
          : `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(pieceSize)}" ry="${f(pieceSize * 0.62)}" transform="rotate(${random.int(0, 179)} ${f(x)} ${f(y)})" fill="${shade}" stroke="${darken(food, 0.3)}" stroke-width="1.5"/>`,
      );
    }
  }
  return parts.join('');
}

/** The second card picture: the food on a plate seen from above, with the pack beside it. */
export function productAltSvg(product: ArtProduct, size = 400): string {
  const seed = hashText(`${product.key}/alt`);
  const random = seededRandom(seed);
  const { light, main, accent, deep } = product.palette;
  const table = mix(main, '#ffffff', 0.62);
  const plateX = 330 + random.int(-20, 20);
  const plateY = 360 + random.int(-20, 20);
  const name = wrapText(product.name, 560, 44, 2);
  const bits = Array.from({ length: 7 }, (_, i) => {
    const angle = (i / 7) * Math.PI * 2 + random.next() * 0.5;
    const x = plateX + Math.cos(angle) * 300;
    const y = plateY + Math.sin(angle) * 290;
    return i % 2
      ? leafShape(x, y, 46, random.int(0, 359), '#5a9e3e', 0.85)
      : `<circle cx="${f(x)}" cy="${f(y)}" r="${random.int(9, 16)}" fill="${product.colour}" stroke="${darken(product.colour, 0.3)}" stroke-width="2"/>`;
  }).join('');
  const body = [
    `<defs><radialGradient id="heapShade" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#000000" stop-opacity="0.25"/></radialGradient></defs>`,
    `<rect width="800" height="800" fill="${table}"/>`,
    stripes(800, 800, lighten(table, 0.6)),
    `<circle cx="${plateX + 12}" cy="${plateY + 16}" r="262" fill="${deep}" fill-opacity="0.18"/>`,
    `<circle cx="${plateX}" cy="${plateY}" r="262" fill="${lighten(light, 0.6)}" stroke="${lighten(accent, 0.4)}" stroke-width="6"/>`,
    `<circle cx="${plateX}" cy="${plateY}" r="222" fill="none" stroke="${mix(light, main, 0.25)}" stroke-width="3"/>`,
    heap(product, plateX, plateY, 190),
    bits,
    groundShadow(620, 770, 130, deep),
    `<g transform="translate(620 770) scale(0.6) rotate(${random.int(-6, 6)})">${drawPack(product.pack, packLook(product, false))}</g>`,
    `<rect x="24" y="${700 - name.lines.length * name.size * 1.18}" width="${Math.min(560, Math.max(...name.lines.map((l) => l.length)) * name.size * 0.64 + 48)}" height="${name.lines.length * name.size * 1.18 + 36}" rx="18" fill="${deep}" fill-opacity="0.9"/>`,
    textLines(
      name.lines,
      48,
      700 - name.lines.length * name.size * 1.18 + name.size * 1.12,
      name.size,
      lighten(light, 0.7),
      'bold',
      'start',
    ),
  ].join('');
  return svgDocument(800, 800, body).replace(
    'width="800" height="800"',
    `width="${size}" height="${size}"`,
  );
}
