import type { PackShape } from '../categories';
import { label, type LabelContent } from './label';
import { darken, f, lighten, mix } from './svg';

/** Colours and words for one pack. Coordinates are local: bottom centre at (0, 0), up is -y. */
export interface PackLook {
  /** Colour of the pack material. */
  body: string;
  accent: string;
  /** Outlines and label ink. */
  deep: string;
  /** Colour of the food inside. */
  food: string;
  label: LabelContent | null;
  /** 0..999, varies small details so two packs of the same shape differ. */
  variant: number;
  /** Which kind of produce or tray contents to draw. */
  contents?: 'round' | 'long' | 'leafy' | 'eggs' | 'pieces';
}

const shine = (x: number, y: number, w: number, h: number) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(w / 2)}" fill="#ffffff" fill-opacity="0.28"/>`;

function bottle(look: PackLook): string {
  const glass = look.food;
  const body = `M-105 0 Q-115 0 -115 -14 L-115 -290 Q-115 -335 -70 -360 L-44 -376 L-44 -418 L44 -418 L44 -376 L70 -360 Q115 -335 115 -290 L115 -14 Q115 0 105 0 Z`;
  return [
    `<path d="${body}" fill="${glass}" stroke="${look.deep}" stroke-width="4"/>`,
    `<path d="M-115 -300 L115 -300" stroke="${darken(glass, 0.12)}" stroke-width="3" opacity="0.5"/>`,
    `<rect x="-52" y="-468" width="104" height="56" rx="10" fill="${look.accent}" stroke="${look.deep}" stroke-width="4"/>`,
    ...[-30, -10, 10, 30].map(
      (x) =>
        `<line x1="${x}" y1="-462" x2="${x}" y2="-418" stroke="${darken(look.accent, 0.2)}" stroke-width="3"/>`,
    ),
    shine(-96, -320, 18, 280),
    look.label ? label(-98, -262, 196, 196, look.label, look.deep) : '',
  ].join('');
}

function jar(look: PackLook): string {
  return [
    `<rect x="-140" y="-330" width="280" height="330" rx="48" fill="${look.food}" stroke="${look.deep}" stroke-width="4"/>`,
    `<rect x="-118" y="-352" width="236" height="34" rx="8" fill="${lighten(look.food, 0.2)}" stroke="${look.deep}" stroke-width="4"/>`,
    `<rect x="-150" y="-410" width="300" height="66" rx="14" fill="${look.accent}" stroke="${look.deep}" stroke-width="4"/>`,
    ...[-120, -80, -40, 0, 40, 80, 120].map(
      (x) =>
        `<line x1="${x}" y1="-402" x2="${x}" y2="-352" stroke="${darken(look.accent, 0.18)}" stroke-width="3"/>`,
    ),
    look.variant % 2 === 0
      ? `<path d="M-150 -386 L150 -386" stroke="${lighten(look.accent, 0.4)}" stroke-width="5"/>`
      : `<rect x="-40" y="-428" width="80" height="22" rx="6" fill="${lighten(look.accent, 0.5)}" stroke="${look.deep}" stroke-width="3"/>`,
    shine(-124, -300, 16, 240),
    look.label ? label(-116, -270, 232, 208, look.label, look.deep) : '',
  ].join('');
}

function grains(cx: number, cy: number, rx: number, ry: number, colour: string, seed: number) {
  const dots: string[] = [];
  for (let i = 0; i < 26; i++) {
    const a = (i * 137.5 + seed) * (Math.PI / 180);
    const r = Math.sqrt((i + 0.5) / 26);
    const x = cx + Math.cos(a) * r * rx * 0.85;
    const y = cy + Math.sin(a) * r * ry * 0.85;
    dots.push(
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="7" ry="4.5" transform="rotate(${(i * 47 + seed) % 180} ${f(x)} ${f(y)})" fill="${i % 3 === 0 ? darken(colour, 0.18) : lighten(colour, 0.12)}"/>`,
    );
  }
  return dots.join('');
}

function pouch(look: PackLook): string {
  const outline = `M-150 0 Q-160 -220 -140 -440 L140 -440 Q160 -220 150 0 Z`;
  return [
    `<path d="${outline}" fill="${look.body}" stroke="${look.deep}" stroke-width="4"/>`,
    `<rect x="-140" y="-440" width="280" height="34" fill="${darken(look.body, 0.12)}"/>`,
    `<line x1="-138" y1="-396" x2="138" y2="-396" stroke="${darken(look.body, 0.25)}" stroke-width="3" stroke-dasharray="8 6"/>`,
    `<circle cx="118" cy="-423" r="7" fill="${lighten(look.body, 0.6)}"/>`,
    `<ellipse cx="0" cy="-104" rx="104" ry="70" fill="${look.food}" stroke="${look.deep}" stroke-width="3"/>`,
    grains(0, -104, 104, 70, look.food, look.variant),
    `<ellipse cx="-40" cy="-130" rx="36" ry="12" fill="#ffffff" opacity="0.35"/>`,
    look.label ? label(-118, -384, 236, 184, look.label, look.deep) : '',
  ].join('');
}

function packet(look: PackLook): string {
  // Crimped seals top and bottom: a zigzag of 16 teeth across the width.
  const zigzag = (y: number, fromX: number, toX: number, dir: number) =>
    Array.from({ length: 16 }, (_, i) => {
      const x = fromX + ((toX - fromX) * (i + 1)) / 16;
      return `L${f(x)} ${f(y + (i % 2 === 0 ? dir * 10 : 0))}`;
    }).join(' ');
  const outline = `M-168 -450 ${zigzag(-450, -168, 168, -1)} Q196 -235 168 -20 ${zigzag(-20, 168, -168, 1)} Q-196 -235 -168 -450 Z`;
  const chips = Array.from({ length: 5 }, (_, i) => {
    const x = -70 + i * 35;
    const y = -110 + (i % 2) * 18;
    return `<ellipse cx="${x}" cy="${y}" rx="42" ry="26" transform="rotate(${-25 + i * 14} ${x} ${y})" fill="${i % 2 ? look.food : lighten(look.food, 0.15)}" stroke="${darken(look.food, 0.3)}" stroke-width="2"/>`;
  }).join('');
  return [
    `<path d="${outline}" fill="${look.body}" stroke="${look.deep}" stroke-width="4" stroke-linejoin="round"/>`,
    `<rect x="-170" y="-440" width="340" height="24" fill="${darken(look.body, 0.15)}"/>`,
    `<rect x="-170" y="-54" width="340" height="22" fill="${darken(look.body, 0.15)}"/>`,
    `<circle cx="0" cy="-112" r="96" fill="${lighten(look.accent, 0.35)}"/>`,
    chips,
    look.label ? label(-126, -400, 252, 190, look.label, look.deep) : '',
  ].join('');
}

function tub(look: PackLook): string {
  return [
    `<path d="M-135 0 L-160 -250 L160 -250 L135 0 Z" fill="${lighten(look.body, 0.82)}" stroke="${look.deep}" stroke-width="4" stroke-linejoin="round"/>`,
    `<path d="M-150 -150 L150 -150 L146 -110 L-146 -110 Z" fill="${look.body}" opacity="0.9"/>`,
    `<ellipse cx="0" cy="-262" rx="172" ry="30" fill="${look.accent}" stroke="${look.deep}" stroke-width="4"/>`,
    `<ellipse cx="0" cy="-268" rx="140" ry="18" fill="${lighten(look.accent, 0.3)}"/>`,
    shine(-140, -230, 14, 200),
    look.label ? label(-112, -236, 224, 200, look.label, look.deep) : '',
  ].join('');
}

function sack(look: PackLook): string {
  const cloth = mix(look.body, '#c9a877', 0.55);
  const weave = Array.from({ length: 9 }, (_, i) => {
    const y = -40 - i * 40;
    return `<path d="M-150 ${y} Q0 ${y - 8} 150 ${y}" stroke="${darken(cloth, 0.12)}" stroke-width="2" fill="none" opacity="0.6"/>`;
  }).join('');
  const spill = Array.from({ length: 18 }, (_, i) => {
    const x = -200 + ((i * 53 + look.variant) % 400);
    const y = -6 - ((i * 7) % 14);
    return `<ellipse cx="${x}" cy="${y}" rx="8" ry="5" fill="${i % 2 ? look.food : darken(look.food, 0.15)}"/>`;
  }).join('');
  return [
    `<path d="M-150 0 Q-185 -180 -140 -360 Q-70 -390 0 -372 Q70 -390 140 -360 Q185 -180 150 0 Z" fill="${cloth}" stroke="${look.deep}" stroke-width="4"/>`,
    weave,
    `<path d="M-140 -360 Q-150 -420 -100 -450 Q-60 -400 -10 -380 Z" fill="${lighten(cloth, 0.1)}" stroke="${look.deep}" stroke-width="4"/>`,
    `<path d="M140 -360 Q150 -420 100 -450 Q60 -400 10 -380 Z" fill="${lighten(cloth, 0.1)}" stroke="${look.deep}" stroke-width="4"/>`,
    `<path d="M-70 -380 Q0 -360 70 -380" stroke="${look.accent}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    `<circle cx="0" cy="-372" r="12" fill="${look.accent}" stroke="${look.deep}" stroke-width="3"/>`,
    look.label
      ? `<g>${label(-120, -318, 240, 220, look.label, look.deep, '#fffdf5', 6)}<rect x="-114" y="-312" width="228" height="208" rx="4" fill="none" stroke="${look.deep}" stroke-width="2" stroke-dasharray="7 6" opacity="0.5"/></g>`
      : '',
    spill,
  ].join('');
}

function box(look: PackLook): string {
  const pieces = Array.from({ length: 4 }, (_, i) => {
    const x = -104 + i * 56;
    return `<rect x="${x}" y="-96" width="44" height="44" rx="${look.variant % 2 ? 22 : 9}" fill="${i % 2 ? look.food : lighten(look.food, 0.12)}" stroke="${darken(look.food, 0.3)}" stroke-width="2"/>`;
  }).join('');
  return [
    `<path d="M160 0 L200 -36 L200 -336 L160 -300 Z" fill="${darken(look.body, 0.22)}" stroke="${look.deep}" stroke-width="4" stroke-linejoin="round"/>`,
    `<path d="M-160 -300 L-120 -336 L200 -336 L160 -300 Z" fill="${lighten(look.body, 0.18)}" stroke="${look.deep}" stroke-width="4" stroke-linejoin="round"/>`,
    `<rect x="-160" y="-300" width="320" height="300" fill="${look.body}" stroke="${look.deep}" stroke-width="4"/>`,
    `<rect x="-130" y="-112" width="260" height="76" rx="12" fill="${lighten(look.food, 0.55)}" stroke="${look.deep}" stroke-width="3"/>`,
    pieces,
    `<path d="M-160 -300 L-160 -270 L160 -270 L160 -300" fill="${look.accent}" opacity="0.8"/>`,
    look.label ? label(-130, -258, 260, 136, look.label, look.deep) : '',
  ].join('');
}

function eggs(look: PackLook): string {
  const cups = Array.from({ length: 6 }, (_, i) => {
    const x = -150 + (i % 3) * 150;
    const y = i < 3 ? -150 : -95;
    return `<ellipse cx="${x * 0.72}" cy="${y}" rx="50" ry="64" fill="${look.food}" stroke="${darken(look.food, 0.3)}" stroke-width="3"/><ellipse cx="${x * 0.72 - 16}" cy="${y - 22}" rx="12" ry="20" fill="#ffffff" opacity="0.35"/>`;
  }).join('');
  return [
    cups,
    `<path d="M-190 -80 L190 -80 L170 0 L-170 0 Z" fill="${mix(look.body, '#b9a58a', 0.6)}" stroke="${look.deep}" stroke-width="4" stroke-linejoin="round"/>`,
    ...[-110, 0, 110].map(
      (x) =>
        `<path d="M${x - 40} -80 Q${x} -40 ${x + 40} -80" stroke="${look.deep}" stroke-width="3" fill="none" opacity="0.4"/>`,
    ),
    look.label ? label(-130, -370, 260, 150, look.label, look.deep) : '',
  ].join('');
}

function meatTray(look: PackLook): string {
  const pieces = Array.from({ length: 5 }, (_, i) => {
    const x = -120 + i * 60;
    const y = -72 + (i % 2) * 14;
    const r = 40 + ((look.variant + i * 13) % 14);
    return `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.62}" transform="rotate(${((i * 31 + look.variant) % 60) - 30} ${x} ${y})" fill="${i % 2 ? look.food : darken(look.food, 0.08)}" stroke="${darken(look.food, 0.3)}" stroke-width="2"/><path d="M${x - r * 0.5} ${y} Q${x} ${y - r * 0.3} ${x + r * 0.5} ${y}" stroke="${lighten(look.food, 0.5)}" stroke-width="4" fill="none"/>`;
  }).join('');
  return [
    `<path d="M-210 -130 L210 -130 L180 0 L-180 0 Z" fill="${lighten(look.body, 0.8)}" stroke="${look.deep}" stroke-width="4" stroke-linejoin="round"/>`,
    `<path d="M-196 -122 L196 -122 L172 -12 L-172 -12 Z" fill="${lighten(look.body, 0.9)}"/>`,
    pieces,
    `<path d="M-200 -126 L200 -126 L176 -6 L-176 -6 Z" fill="#ffffff" opacity="0.18"/>`,
    `<path d="M-150 -110 L-60 -110" stroke="#ffffff" stroke-width="6" opacity="0.5" stroke-linecap="round"/>`,
    look.label ? label(-120, -400, 240, 230, look.label, look.deep) : '',
    look.label
      ? `<line x1="0" y1="-170" x2="0" y2="-128" stroke="${look.deep}" stroke-width="3" opacity="0.4"/>`
      : '',
  ].join('');
}

function loaf(look: PackLook): string {
  const crust = look.food;
  return [
    `<path d="M-190 0 L-190 -170 Q-190 -300 0 -300 Q190 -300 190 -170 L190 0 Z" fill="${crust}" stroke="${darken(crust, 0.35)}" stroke-width="4"/>`,
    ...[-100, -30, 40, 110].map(
      (x) =>
        `<path d="M${x - 26} -250 Q${x} -280 ${x + 26} -240" stroke="${lighten(crust, 0.35)}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    ),
    `<rect x="-190" y="-150" width="380" height="130" fill="${look.body}" opacity="0.92"/>`,
    look.label ? label(-150, -146, 300, 122, look.label, look.deep, '#fffaf0', 8) : '',
  ].join('');
}

function tin(look: PackLook): string {
  return [
    `<path d="M-130 -380 L-130 -20 A130 26 0 0 0 130 -20 L130 -380 Z" fill="${look.body}" stroke="${look.deep}" stroke-width="4"/>`,
    `<path d="M-130 -340 L130 -340" stroke="${darken(look.body, 0.25)}" stroke-width="4"/>`,
    `<ellipse cx="0" cy="-384" rx="136" ry="30" fill="${look.accent}" stroke="${look.deep}" stroke-width="4"/>`,
    `<ellipse cx="0" cy="-390" rx="110" ry="18" fill="${lighten(look.accent, 0.35)}"/>`,
    `<path d="M-130 -70 A130 26 0 0 0 130 -70" stroke="${look.accent}" stroke-width="14" fill="none"/>`,
    shine(-112, -330, 16, 250),
    look.label ? label(-108, -318, 216, 214, look.label, look.deep) : '',
  ].join('');
}

function leaf(x: number, y: number, length: number, angle: number, colour: string): string {
  return `<path d="M0 0 Q${f(length * 0.35)} ${f(-length * 0.28)} ${f(length)} 0 Q${f(length * 0.35)} ${f(length * 0.28)} 0 0 Z" transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})" fill="${colour}" stroke="${darken(colour, 0.3)}" stroke-width="2"/><path d="M0 0 L${f(length * 0.9)} 0" transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})" stroke="${darken(colour, 0.3)}" stroke-width="2"/>`;
}

function produce(look: PackLook): string {
  const parts: string[] = [];
  const leafColour = '#4f9d3a';
  if (look.contents === 'leafy') {
    for (let i = 0; i < 11; i++) {
      const angle = -150 + i * 12 + ((look.variant + i * 7) % 8);
      parts.push(
        leaf(0, -40, 230 + ((i * 29) % 70), angle, i % 2 ? look.food : lighten(look.food, 0.15)),
      );
    }
    parts.push(
      `<rect x="-26" y="-70" width="52" height="40" rx="8" fill="#c8a165" stroke="${look.deep}" stroke-width="3"/>`,
    );
    parts.push(
      `<path d="M-12 -30 L-20 0 M0 -30 L0 4 M12 -30 L20 0" stroke="${lighten(look.food, 0.3)}" stroke-width="6" stroke-linecap="round"/>`,
    );
  } else if (look.contents === 'long') {
    for (let i = 0; i < 6; i++) {
      const x = -170 + i * 62;
      const y = -70 - (i % 2) * 60;
      const angle = -18 + ((look.variant + i * 23) % 36);
      parts.push(
        `<g transform="translate(${x + 30} ${y}) rotate(${angle})"><rect x="-36" y="-170" width="72" height="260" rx="36" fill="${i % 2 ? look.food : darken(look.food, 0.08)}" stroke="${darken(look.food, 0.35)}" stroke-width="3"/><rect x="-20" y="-150" width="12" height="200" rx="6" fill="#ffffff" opacity="0.25"/><path d="M0 -170 L0 -200" stroke="${leafColour}" stroke-width="8" stroke-linecap="round"/></g>`,
      );
    }
  } else {
    const spots = [
      [-120, -110, 105],
      [110, -105, 100],
      [0, -95, 115],
      [-60, -250, 100],
      [70, -245, 95],
    ] as const;
    spots.forEach(([x, y, r], i) => {
      const size = r * (0.9 + ((look.variant + i * 17) % 20) / 100);
      parts.push(
        `<circle cx="${x}" cy="${y}" r="${f(size)}" fill="${i % 2 ? look.food : darken(look.food, 0.06)}" stroke="${darken(look.food, 0.35)}" stroke-width="3"/><ellipse cx="${f(x - size * 0.35)}" cy="${f(y - size * 0.35)}" rx="${f(size * 0.22)}" ry="${f(size * 0.14)}" transform="rotate(-35 ${f(x - size * 0.35)} ${f(y - size * 0.35)})" fill="#ffffff" opacity="0.45"/>`,
        leaf(x + 6, y - size + 6, 52, -60 + i * 25, leafColour),
      );
    });
  }
  if (look.label) {
    // A kraft-paper tag on a string, as at a farmers' market.
    parts.push(
      `<path d="M20 -200 Q150 -190 168 -150" stroke="${look.deep}" stroke-width="3" fill="none"/>`,
    );
    parts.push(
      `<g transform="translate(120 -150) rotate(-6)">${label(0, 0, 250, 170, look.label, '#4a3319', '#ecd9b0', 10)}<circle cx="48" cy="18" r="7" fill="#fff" stroke="#4a3319" stroke-width="2"/></g>`,
    );
  }
  return parts.join('');
}

export function drawPack(shape: PackShape, look: PackLook): string {
  switch (shape) {
    case 'bottle':
      return bottle(look);
    case 'jar':
      return jar(look);
    case 'pouch':
      return pouch(look);
    case 'packet':
      return packet(look);
    case 'tub':
      return tub(look);
    case 'sack':
      return sack(look);
    case 'box':
      return box(look);
    case 'tray':
      return look.contents === 'eggs' ? eggs(look) : meatTray(look);
    case 'produce':
      return produce(look);
    case 'loaf':
      return loaf(look);
    case 'tin':
      return tin(look);
  }
}
