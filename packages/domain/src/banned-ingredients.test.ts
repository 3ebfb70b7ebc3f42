import { describe, expect, it } from 'vitest';
import {
  bannedIngredientCheck,
  bannedIngredientSentence,
  type BannedIngredientEntry,
} from './banned-ingredients';

// Entries as the seeded list has them (apps/server/src/db/seed/banned-ingredients.ts).
const LIST: BannedIngredientEntry[] = [
  {
    name: 'Monosodium glutamate',
    aliases: ['E621', 'INS 621', 'MSG', 'Ajinomoto', 'Chinese salt'],
    functions: ['Flavour enhancer'],
  },
  { name: 'Tartrazine', aliases: ['E102', 'INS 102', 'FD&C Yellow 5'], functions: ['Colour'] },
  { name: 'Amaranth (dye)', aliases: ['E123', 'INS 123', 'FD&C Red 2'], functions: ['Colour'] },
  {
    name: 'Sulphite ammonia caramel',
    aliases: ['E150d', 'INS 150d', 'Caramel IV'],
    functions: ['Colour'],
  },
  { name: 'Sodium benzoate', aliases: ['E211', 'INS 211'], functions: ['Preservative'] },
  {
    name: 'Sodium metabisulphite',
    aliases: ['E223', 'INS 223'],
    functions: ['Preservative', 'Bleaching agent'],
  },
  { name: 'Saccharin', aliases: ['E954', "Sweet'N Low"], functions: ['Artificial sweetener'] },
  {
    name: 'Partially hydrogenated vegetable oil',
    aliases: ['Vanaspati', 'Dalda'],
    functions: ['Fat (trans fat source)'],
  },
  {
    name: 'Propylene glycol',
    aliases: ['E1520', '1,2-Propanediol'],
    functions: ['Humectant', 'Carrier solvent'],
  },
];

const check = bannedIngredientCheck(LIST);
const namesIn = (text: string) => check(text).map((hit) => hit.name);

describe('the banned-ingredient check', () => {
  it.each([
    // names and aliases, whatever the case
    ['Wheat flour, salt, E621', ['Monosodium glutamate']],
    ['rice, monosodium glutamate, pepper', ['Monosodium glutamate']],
    ['Spices, AJINOMOTO', ['Monosodium glutamate']],
    ['Chilli, msg', ['Monosodium glutamate']],
    ['tartrazine', ['Tartrazine']],
    // E-numbers and INS numbers however they are written
    ['colour (E 102)', ['Tartrazine']],
    ['colour (e-102)', ['Tartrazine']],
    ['colour (INS 102)', ['Tartrazine']],
    ['colour (INS102)', ['Tartrazine']],
    ['caramel colour (E150d)', ['Sulphite ammonia caramel']],
    ['caramel colour (INS 150d)', ['Sulphite ammonia caramel']],
    ['humectant (E1520)', ['Propylene glycol']],
    // punctuation and spacing ignored
    ['Monosodium-Glutamate', ['Monosodium glutamate']],
    ['monosodium   glutamate', ['Monosodium glutamate']],
    ['FD & C Yellow 5', ['Tartrazine']],
    ['FD&C Red No. 2', []],
    ['Sweet N Low', ['Saccharin']],
    ['1,2 propanediol', ['Propylene glycol']],
    ['sodium benzoate.', ['Sodium benzoate']],
    // accents ignored
    ['Tartrazíne', ['Tartrazine']],
    // several hits, each once, in the order they appear
    [
      'E211, sugar, Dalda, sodium benzoate',
      ['Sodium benzoate', 'Partially hydrogenated vegetable oil'],
    ],
    ['E621 and E102', ['Monosodium glutamate', 'Tartrazine']],
  ])('%s -> %j', (text, names) => {
    expect(namesIn(text)).toEqual(names);
  });

  it.each([
    // word boundaries: a listed word inside another word, or part of a term, is no hit
    'glutamate-free',
    'no added glutamate',
    'sodium chloride, benzoate-free',
    'monosodium', // half of a two-word name
    'E6210', // a different number
    'E62',
    'ME621',
    'gamsg', // 'msg' inside a word
    'Amaranth flour, ragi', // the grain, not the dye
  ])('%s is not a hit', (text) => {
    expect(check(text)).toEqual([]);
  });

  it("a hyphen separates words, so 'dalda-style' names Dalda", () => {
    expect(namesIn('dalda-style shortening')).toEqual(['Partially hydrogenated vegetable oil']);
  });

  it("'glutamate-free' is a hit once 'glutamate' itself is listed", () => {
    const stricter = bannedIngredientCheck([
      ...LIST,
      { name: 'Glutamate', aliases: [], functions: ['Flavour enhancer'] },
    ]);
    expect(stricter('glutamate-free').map((hit) => hit.name)).toEqual(['Glutamate']);
  });

  it('a longer term wins over a shorter one starting at the same word', () => {
    const list = [{ name: 'Sodium', aliases: [], functions: ['Mineral'] }, ...LIST];
    expect(bannedIngredientCheck(list)('sodium metabisulphite').map((hit) => hit.name)).toEqual([
      'Sodium metabisulphite',
    ]);
  });

  it('names each hit with its function and the words as written', () => {
    expect(check('Salt, E-621, Sodium Metabisulphite')).toEqual([
      { name: 'Monosodium glutamate', functions: ['Flavour enhancer'], found: 'E-621' },
      {
        name: 'Sodium metabisulphite',
        functions: ['Preservative', 'Bleaching agent'],
        found: 'Sodium Metabisulphite',
      },
    ]);
  });

  it('says each hit in one sentence', () => {
    expect(bannedIngredientSentence(check('ajinomoto'))).toBe(
      "The ingredients contain a banned ingredient: Monosodium glutamate (Flavour enhancer), written as 'ajinomoto'.",
    );
    expect(bannedIngredientSentence(check('tartrazine, E211'))).toBe(
      "The ingredients contain banned ingredients: Tartrazine (Colour); Sodium benzoate (Preservative), written as 'E211'.",
    );
  });

  it('an empty text or an empty list finds nothing', () => {
    expect(check('')).toEqual([]);
    expect(bannedIngredientCheck([])('E621')).toEqual([]);
  });
});
