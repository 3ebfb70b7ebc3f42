import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The fonts the hub's documents are printed in (decision 044): Noto Sans Devanagari and Noto Sans
 * Kannada, regular and bold, as TrueType files from the @expo-google-fonts packages (SIL Open Font
 * License), so a fresh machine or container has them from `npm ci` alone. Each covers Latin too
 * (the Noto Sans letters), so an address line mixing Kannada, digits and English stays in one font.
 */
export type Script = 'devanagari' | 'kannada';

const FILES: Record<Script, Record<'regular' | 'bold', string>> = {
  devanagari: {
    regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  },
  kannada: {
    regular: '@expo-google-fonts/noto-sans-kannada/400Regular/NotoSansKannada_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-kannada/700Bold/NotoSansKannada_700Bold.ttf',
  },
};

/** In the order a letter is looked for: the first font that has it draws it. */
export const SCRIPTS: Script[] = ['devanagari', 'kannada'];

/** The font file of a script and weight (TrueType bytes, as harfbuzz and PDF readers take them). */
export function fontFile(script: Script, bold: boolean): Uint8Array {
  const file = FILES[script][bold ? 'bold' : 'regular'];
  return new Uint8Array(readFileSync(createRequire(import.meta.url).resolve(file)));
}
