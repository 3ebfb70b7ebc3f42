import { z } from 'zod';
import { safeText } from './text';

/**
 * The banned-ingredient check: which listed additives a product's ingredient text names.
 * The hub blocks approval on a hit and the maker's form shows the same hits as a warning while
 * typing, so both read this one function.
 *
 * Matching is by whole words, ignoring case, accents and punctuation: the text and every listed
 * name and alias become lists of words, and a term is found where its words appear in a row.
 * 'Monosodium glutamate' is found in 'MONOSODIUM-GLUTAMATE', but no term is found inside
 * 'glutamate-free' unless 'glutamate' itself is listed. E-numbers are one word however they are
 * written: 'E621', 'E 621', 'e-621', 'INS 621' and 'INS621' are all 'e621' (INS numbers are the
 * same digits as E-numbers).
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
}

const E_NUMBER_PREFIXES = new Set(['e', 'ins']);
const E_NUMBER_DIGITS = /^\d{3,4}[a-z]?$/;
const GLUED_E_NUMBER = /^(?:e|ins)(\d{3,4}[a-z]?)$/;

/** Lower-case words with accents taken off, each with where it stands in the original text. */
function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const plain = match[0].normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    words.push({ text: plain, start: match.index, end: match.index + match[0].length });
  }
  return joinENumbers(words);
}

function joinENumbers(words: Word[]): Word[] {
  const joined: Word[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const next = words[i + 1];
    if (E_NUMBER_PREFIXES.has(word.text) && next && E_NUMBER_DIGITS.test(next.text)) {
      joined.push({ text: `e${next.text}`, start: word.start, end: next.end });
      i += 1;
      continue;
    }
    const glued = GLUED_E_NUMBER.exec(word.text);
    joined.push(glued ? { ...word, text: `e${glued[1]}` } : word);
  }
  return joined;
}

interface Term {
  words: string[];
  entry: BannedIngredientEntry;
}

export type BannedIngredientCheck = (ingredients: string) => BannedIngredientHit[];

/**
 * Prepares the list once (terms indexed by their first word), so that checking a text costs a
 * look-up per word of the text, not a scan of the whole list.
 */
export function bannedIngredientCheck(
  list: readonly BannedIngredientEntry[],
): BannedIngredientCheck {
  const byFirstWord = new Map<string, Term[]>();
  for (const entry of list) {
    for (const term of [entry.name, ...entry.aliases]) {
      const words = wordsOf(term).map((word) => word.text);
      if (words.length === 0) continue;
      const terms = byFirstWord.get(words[0]!) ?? [];
      terms.push({ words, entry });
      byFirstWord.set(words[0]!, terms);
    }
  }
  // The longest term first, so 'Sodium metabisulphite' wins over a shorter term at the same word.
  for (const terms of byFirstWord.values()) terms.sort((a, b) => b.words.length - a.words.length);

  return (ingredients) => {
    const words = wordsOf(ingredients);
    const hits = new Map<BannedIngredientEntry, BannedIngredientHit>();
    for (let i = 0; i < words.length; i += 1) {
      const term = byFirstWord
        .get(words[i]!.text)
        ?.find((candidate) =>
          candidate.words.every((word, offset) => words[i + offset]?.text === word),
        );
      if (!term || hits.has(term.entry)) continue;
      const last = words[i + term.words.length - 1]!;
      hits.set(term.entry, {
        name: term.entry.name,
        functions: [...term.entry.functions],
        found: ingredients.slice(words[i]!.start, last.end),
      });
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
