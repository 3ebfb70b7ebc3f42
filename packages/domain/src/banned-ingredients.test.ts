import { describe, expect, it } from 'vitest';
import {
  bannedIngredientCheck,
  bannedIngredientSentence,
  type BannedIngredientEntry,
} from './banned-ingredients';

// Entries as the seeded list has them (apps/server/src/demo/banned-ingredients.ts).
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

  it("'glutamate-free' says glutamate is absent, even once 'glutamate' itself is listed", () => {
    const stricter = bannedIngredientCheck([
      ...LIST,
      { name: 'Glutamate', aliases: [], functions: ['Flavour enhancer'] },
    ]);
    expect(stricter('glutamate-free')).toEqual([]);
    expect(stricter('Salt, glutamate').map((hit) => hit.name)).toEqual(['Glutamate']);
  });

  // Ingredient lines as makers write them on their labels, read as a person reads them.
  it.each([
    // negations: the name said to be absent is no hit
    ['Ragi, no MSG', []],
    ['Ragi flour, jaggery, cardamom. No MSG, no preservatives', []],
    ['Rice flour, urad dal, salt (MSG-free)', []],
    ['msg-free', []],
    ['MSG free masala', []],
    ['Tomato, onion, spices - without ajinomoto', []],
    ['Without Ajinomoto or artificial colours', []],
    ['Free from MSG and E102', []],
    ['Free of E-621', []],
    ['Does not contain MSG', []],
    ['Contains no added MSG or Tartrazine', []],
    ['Zero MSG, zero palm oil', []],
    ['Groundnut, chilli, garlic; MSG: nil', []],
    ['Neither MSG nor E211', []],
    ['Ajinomoto-free, preservative-free', []],
    ['Sambar powder (no msg, no colour)', []],
    ['Coconut, curry leaves, ajinomoto free', []],
    ['Non-MSG recipe: toor dal, tamarind', []],
    // a negation covers only its own part of the list
    ['No onion, no garlic, MSG', ['Monosodium glutamate']],
    ['No preservatives. Contains MSG', ['Monosodium glutamate']],
    ['No added colour but contains E102', ['Tartrazine']],
    ['Wheat flour (no maida), sodium benzoate', ['Sodium benzoate']],
    ['MSG, no preservatives', ['Monosodium glutamate']],
    ['Spices; no sugar; E-211', ['Sodium benzoate']],
    ['MSG free? No: contains E621', ['Monosodium glutamate']],
    // hyphens, spaces and case inside a name ignored
    ['Mono-sodium glutamate', ['Monosodium glutamate']],
    ['Rice, salt, Mono sodium Glutamate', ['Monosodium glutamate']],
    ['AJINO-MOTO', ['Monosodium glutamate']],
    ['chilli powder, ajino moto, salt', ['Monosodium glutamate']],
    ['Tartra-zine (colour)', ['Tartrazine']],
    ['Sodium Meta-bisulphite (preservative)', ['Sodium metabisulphite']],
    ['Sodium metabi sulphite', ['Sodium metabisulphite']],
    ['Saccharin-sodium', ['Saccharin']],
    ['VANASPATI, maida, sugar', ['Partially hydrogenated vegetable oil']],
    ['Partially-hydrogenated vegetable oil', ['Partially hydrogenated vegetable oil']],
    ['Propylene-Glycol', ['Propylene glycol']],
    ['Caramel colour (INS-150d)', ['Sulphite ammonia caramel']],
    ['Colour: FD&C Yellow No 5', []],
    // real lines with nothing banned
    ['Ragi flour, jaggery, ghee, cardamom', []],
    ['Idli rice, urad dal, fenugreek seeds, rock salt', []],
    ['Cold-pressed groundnut oil', []],
    ['Amaranth seeds (rajgira), honey', []],
    ['Mustard, fenugreek, asafoetida, sesame oil, salt', []],
    ['Benzoin-free incense? Not food: cow ghee only', []],
    ['Sodium chloride (iodised salt), turmeric', []],
    ['Glutamic acid-rich tomatoes, basil, olive oil', []],
    ['Message on the pack: made with love', []],
    // hits in ordinary lines
    ['Besan, rice flour, chilli, salt, ajinomoto, oil', ['Monosodium glutamate']],
    [
      'Sugar, water, citric acid, sodium benzoate (E211), tartrazine',
      ['Sodium benzoate', 'Tartrazine'],
    ],
    ['Maida, Dalda, sugar, baking powder', ['Partially hydrogenated vegetable oil']],
    ['Pickled mango, mustard oil, salt, INS 211', ['Sodium benzoate']],
  ])('reads %j as %j', (text, names) => {
    expect(namesIn(text)).toEqual(names);
  });

  it("never joins a term's own words: 'greens' is not the colour 'Green S', 'Green-S' is", () => {
    const withGreenS = bannedIngredientCheck([
      ...LIST,
      { name: 'Green S', aliases: ['E142'], functions: ['Colour'] },
    ]);
    expect(withGreenS('Naturally grown amaranth greens')).toEqual([]);
    expect(withGreenS('Colour (Green-S)').map((hit) => hit.name)).toEqual(['Green S']);
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
