import { z } from 'zod';
import { safeText } from './text';

/**
 * The banned-ingredient check: which listed additives a product's ingredient text names.
 * The hub blocks approval on a hit (ops may approve over it with a written reason) and the maker's
 * form, product page and submit show the same hits as a warning, so all read this one function.
 *
 * It reads a label as a person does:
 * - Case, accents, hyphens and spaces inside a name are ignored: the text and every listed name
 *   and alias become lists of words, and a term is found where the letters of a run of whole
 *   words spell it. 'Mono-sodium glutamate', 'MONOSODIUM-GLUTAMATE' and 'AJINO-MOTO' are hits;
 *   a listed word inside another word ('gamsg') is not.
 * - E-numbers are one word however they are written: 'E621', 'E 621', 'e-621', 'INS 621' and
 *   'INS621' are all 'e621' (INS numbers are the same digits as E-numbers).
 * - A name said to be absent is no hit: 'no MSG', 'without ajinomoto', 'free from E621', 'does not
 *   contain MSG' (a negating word earlier in the same part of the list, which ends at a comma,
 *   semicolon, bracket, full stop, colon or 'but'), and 'MSG-free', 'MSG free', 'MSG: nil' (a
 *   word right after the name). 'Ragi, no MSG' is ragi without MSG; 'No onion, MSG' still has MSG.
 */
export interface BannedIngredientEntry {
  name: string;
  aliases: readonly string[];
  functions: readonly string[];
}

export interface BannedIngredientHit {
  /** The listed name, e.g. 'Monosodium glutamate', even when an alias such as 'E621' was written. */
  name: string;
  functions: string[];
  /** The words as the maker wrote them, e.g. 'E-621' or 'ajinomoto'. */
  found: string;
}

interface Word {
  text: string;
  start: number;
  end: number;
  /** Which part of the list the word is in: a new part starts after , ; ( ) [ ] . : or 'but'. */
  part: number;
}

const E_NUMBER_PREFIXES = new Set(['e', 'ins']);
const E_NUMBER_DIGITS = /^\d{3,4}[a-z]?$/;
const GLUED_E_NUMBER = /^(?:e|ins)(\d{3,4}[a-z]?)$/;
/** Between two words, what ends one part of the list (a decimal point such as '0.1' does too). */
const PART_BREAK = /[,;()[\]{}.:\n]/;
/** Words that end a part of the list by themselves. */
const PART_BREAK_WORDS = new Set(['but', 'except', 'however']);
/** A word that, earlier in the same part, says what follows is absent. */
const NEGATING_BEFORE = new Set([
  'no',
  'without',
  'not',
  'zero',
  'nil',
  'non',
  'never',
  'neither',
  'nor',
]);
/** 'free from MSG', 'free of E621'. */
const NEGATING_PAIRS = new Set(['free from', 'free of']);
/** A word right after the name that says it is absent: 'MSG-free', 'MSG free', 'MSG: nil'. */
const NEGATING_AFTER = new Set(['free', 'nil', 'none', 'absent']);

/** Lower-case words with accents taken off, each with where it stands in the original text. */
function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  let part = 0;
  let previousEnd = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const plain = match[0].normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    if (PART_BREAK.test(text.slice(previousEnd, match.index))) part += 1;
    if (PART_BREAK_WORDS.has(plain)) part += 1;
    words.push({ text: plain, start: match.index, end: match.index + match[0].length, part });
    previousEnd = match.index + match[0].length;
  }
  return joinENumbers(words);
}

function joinENumbers(words: Word[]): Word[] {
  const joined: Word[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const next = words[i + 1];
    if (E_NUMBER_PREFIXES.has(word.text) && next && E_NUMBER_DIGITS.test(next.text)) {
      joined.push({ text: `e${next.text}`, start: word.start, end: next.end, part: word.part });
      i += 1;
      continue;
    }
    const glued = GLUED_E_NUMBER.exec(word.text);
    joined.push(glued ? { ...word, text: `e${glued[1]}` } : word);
  }
  return joined;
}

/** True when the words from `first` to `last` are said to be absent. */
function saidAbsent(words: readonly Word[], first: number, last: number): boolean {
  const part = words[first]!.part;
  const after = words[last + 1];
  if (after && after.part === part && NEGATING_AFTER.has(after.text)) return true;
  // 'MSG: nil' puts the colon between the name and the word that says it is absent.
  if (after && after.part === part + 1 && (after.text === 'nil' || after.text === 'none')) {
    return true;
  }
  for (let i = first - 1; i >= 0 && words[i]!.part === part; i -= 1) {
    if (NEGATING_BEFORE.has(words[i]!.text)) return true;
    if (NEGATING_PAIRS.has(`${words[i]!.text} ${words[i + 1]!.text}`)) return true;
  }
  return false;
}

export type BannedIngredientCheck = (ingredients: string) => BannedIngredientHit[];

interface Term {
  entry: BannedIngredientEntry;
  /** Where the term's own words end inside its spelling: 'Green S' is 'greens' with a break at 5. */
  breaks: number[];
}

/** Where each word of a run ends inside the run's spelling, but the last. */
function breaksOf(words: readonly string[]): number[] {
  const breaks: number[] = [];
  let at = 0;
  for (const word of words.slice(0, -1)) {
    at += word.length;
    breaks.push(at);
  }
  return breaks;
}

/**
 * Prepares the list once (each term by the letters of its words run together), so that checking
 * a text costs a few look-ups per word of the text, not a scan of the whole list.
 */
export function bannedIngredientCheck(
  list: readonly BannedIngredientEntry[],
): BannedIngredientCheck {
  const bySpelling = new Map<string, Term[]>();
  let longest = 0;
  for (const entry of list) {
    for (const name of [entry.name, ...entry.aliases]) {
      const words = wordsOf(name).map((word) => word.text);
      const spelling = words.join('');
      if (spelling === '') continue;
      bySpelling.set(spelling, [
        ...(bySpelling.get(spelling) ?? []),
        { entry, breaks: breaksOf(words) },
      ]);
      longest = Math.max(longest, spelling.length);
    }
  }

  return (ingredients) => {
    const words = wordsOf(ingredients);
    const hits = new Map<BannedIngredientEntry, BannedIngredientHit>();
    for (let i = 0; i < words.length; i += 1) {
      // The longest run of words from here that spells a term wins ('Sodium metabisulphite' over
      // 'Sodium'), and the next search starts after it. The text may split a term's words further
      // ('Mono-sodium', 'AJINO-MOTO') but never join them: 'greens' is not 'Green S'.
      let spelled = '';
      const run: string[] = [];
      let found: { entry: BannedIngredientEntry; last: number } | undefined;
      for (let j = i; j < words.length; j += 1) {
        spelled += words[j]!.text;
        run.push(words[j]!.text);
        if (spelled.length > longest) break;
        const breaks = new Set(breaksOf(run));
        const term = bySpelling
          .get(spelled)
          ?.find((candidate) => candidate.breaks.every((at) => breaks.has(at)));
        if (term) found = { entry: term.entry, last: j };
      }
      if (!found) continue;
      const { entry, last } = found;
      if (!hits.has(entry) && !saidAbsent(words, i, last)) {
        hits.set(entry, {
          name: entry.name,
          functions: [...entry.functions],
          found: ingredients.slice(words[i]!.start, words[last]!.end),
        });
      }
      i = last;
    }
    return [...hits.values()];
  };
}

/** One sentence naming each hit with what it does, for the 409 and the maker's warning. */
export function bannedIngredientSentence(hits: readonly BannedIngredientHit[]): string {
  const named = hits.map((hit) =>
    hit.found.toLowerCase() === hit.name.toLowerCase()
      ? `${hit.name} (${hit.functions.join(', ')})`
      : `${hit.name} (${hit.functions.join(', ')}), written as '${hit.found}'`,
  );
  return `The ingredients contain ${named.length === 1 ? 'a banned ingredient' : 'banned ingredients'}: ${named.join('; ')}.`;
}

/** Zod shapes of the hub's check (the form's warning asks the server while a maker types). */
export const bannedIngredientEntrySchema = z.object({
  name: z.string(),
  aliases: z.array(z.string()),
  functions: z.array(z.string()),
});
export const bannedIngredientHitSchema = z.object({
  name: z.string(),
  functions: z.array(z.string()),
  found: z.string().describe('The words as written in the ingredients'),
});
export const ingredientCheckRequestSchema = z.strictObject({
  ingredients: safeText('The ingredients', { max: 4000, multiline: true }),
});
export const ingredientCheckSchema = z.object({
  hits: z.array(bannedIngredientHitSchema),
  /** The sentence to show, or null when nothing banned was found. */
  warning: z.string().nullable(),
});
