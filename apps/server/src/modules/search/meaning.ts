import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { searchSynonyms, searchWords } from '../../db/schema/search';
import { otherSpellings } from './spellings';

/** What the dictionaries say about one typed word (or, at -1, a phrase): each as tsquery text. */
type Reading = {
  at: number;
  token: string;
  /** 'the', 'with' and the like: no product is found by them. */
  isStopWord: boolean;
  /** The word itself, stemmed; the last word as a prefix, since the customer is still typing. */
  itself: string;
  /** Other spellings (aata for atta: spellings.ts) and synonyms (dahi for curd), stemmed. */
  others: string[];
  /** For a word the catalogue does not know and nothing else explains: its closest words. */
  corrections: string[];
};

/** One way a word can match: PostgreSQL's tsquery text, and its words for the catalogue index. */
export interface Alternative {
  text: string;
  /** A phrase's words count as its words anywhere; `prefix` is the last, still typed, word. */
  lexemes: { lexeme: string; prefix: boolean }[];
}

/** Words that must all match (or any one), each by any of its alternatives; and as tsquery text. */
export interface Query {
  terms: Alternative[][];
  joiner: ' & ' | ' | ';
  text: string;
}

/** A search's words: all of them must match (`every`), or any one (`any`), if anything is left. */
export interface Meaning {
  every?: Query;
  any?: Query;
}

/** The lexemes of a tsquery as PostgreSQL writes it: quoted, quotes inside doubled. */
const LEXEME = /'((?:[^']|'')*)'(:\*)?/g;

export const alternative = (text: string): Alternative => ({
  text,
  lexemes: [...text.matchAll(LEXEME)].map((match) => ({
    lexeme: match[1]!.replaceAll("''", "'").replaceAll('\\\\', '\\'),
    prefix: match[2] !== undefined,
  })),
});

/** Terms joined by 'and' (every) or 'or' (any), each of its alternatives in parentheses. */
export function queryOf(terms: Alternative[][], joiner: ' & ' | ' | '): Query | undefined {
  const kept = terms.filter((term) => term.length > 0);
  if (kept.length === 0) return undefined;
  const either = (term: Alternative[]) => `( ${term.map((way) => `( ${way.text} )`).join(' | ')} )`;
  return { terms: kept, joiner, text: kept.map(either).join(joiner) };
}

/** Corrections of shorter words are mostly noise. */
const MIN_CORRECTABLE_LENGTH = 3;
/** The synonym table's phrases are at most three words long. */
const MAX_PHRASE_WORDS = 3;

/**
 * Every typed word against the catalogue's own vocabulary (`search_words`: the words of product
 * names and keywords, a few thousand), in one statement. A word the vocabulary does not know, and
 * that has no synonym or other spelling, is corrected to its three closest words by trigram
 * similarity (the vocabulary's trigram index). Runs of two or three words the synonym table knows
 * come back at -1. PostgreSQL stems every alternative, so the query matches as its vectors do.
 * The words come as JSON arrays: the planner cannot count a JSON array's elements, so every plan
 * of this statement looks alike and PostgreSQL keeps one (decision 019). Given `text[]`, whose
 * length it reads, it found each run's own plan cheaper and planned the statement on every search:
 * 1.2 ms of backend CPU a run instead of 0.9.
 *
 * Each lookup is written as a probe of an index for one typed word (a LATERAL with OFFSET 0, a
 * scalar sub-select with LIMIT 1): counting on a hundred typed words, the planner otherwise read
 * all 600 synonyms into a hash on every search, and it scanned the whole vocabulary for `%`
 * rather than use a GIN trigram index; the GiST one it does use. Replayed on the query set's 608
 * statements: 0.57 ms of backend CPU a run before, 0.22 after, the same rows.
 */
const readingsStatement = preparedStatement<Reading>(() => {
  const jsonArray = (name: string) => sql`json_array_elements_text(${sql.placeholder(name)}::json)`;
  const last = sql`t.at = json_array_length(${sql.placeholder('tokens')}::json)`;
  const hasSynonyms = (word: ReturnType<typeof sql>) =>
    sql`(SELECT true FROM ${searchSynonyms} WHERE ${searchSynonyms.word} = ${word} LIMIT 1)`;
  const synonymsOf = (words: ReturnType<typeof sql>) =>
    sql`ARRAY(SELECT phraseto_tsquery('english', s.synonym)::text FROM (
      SELECT DISTINCT found.synonym FROM unnest(${words}) AS asked(word),
        LATERAL (SELECT ${searchSynonyms.synonym} AS synonym FROM ${searchSynonyms}
          WHERE ${searchSynonyms.word} = asked.word OFFSET 0) AS found) AS s ORDER BY s.synonym)`;
  return sql`
    SELECT t.at::int AS "at", t.token AS "token",
      length(to_tsvector('english', t.token)) = 0 AS "isStopWord",
      to_tsquery('english', t.token || CASE WHEN ${last} THEN ':*' ELSE '' END)::text AS "itself",
      ARRAY(SELECT plainto_tsquery('english', s)::text FROM unnest(t.spellings) AS s)
        || ${synonymsOf(sql`t.token || t.spellings`)} AS "others",
      CASE WHEN length(t.token) >= ${MIN_CORRECTABLE_LENGTH} AND cardinality(t.spellings) = 0
          AND ${hasSynonyms(sql`t.token`)} IS NULL
          AND NOT EXISTS (SELECT 1 FROM ${searchWords} WHERE ${searchWords.word} = t.token
            OR (${last} AND ${searchWords.word} LIKE t.token || '%'))
        THEN ARRAY(SELECT plainto_tsquery('english', ${searchWords.word})::text FROM ${searchWords}
          WHERE ${searchWords.word} % t.token
          ORDER BY similarity(${searchWords.word}, t.token) DESC, ${searchWords.frequency} DESC,
            ${searchWords.word}
          LIMIT 3)
        ELSE '{}' END AS "corrections"
    FROM ROWS FROM (${jsonArray('tokens')}, ${jsonArray('spellings')}) WITH ORDINALITY
      AS w(token, spellings, at),
      LATERAL (SELECT w.token, string_to_array(w.spellings, ' ') AS spellings, w.at) AS t
    UNION ALL
    SELECT -1, phrase.word, false, plainto_tsquery('english', phrase.word)::text,
      ${synonymsOf(sql`ARRAY[phrase.word]`)}, '{}'
    FROM (SELECT DISTINCT asked.word FROM ${jsonArray('phrases')} AS asked(word)
      WHERE ${hasSynonyms(sql`asked.word`)}) AS phrase`;
});

/** Texts as alternatives; PostgreSQL writes '' for a stop word's. */
const alternatives = (texts: readonly string[]) =>
  texts.filter((text) => text !== '').map(alternative);

/**
 * The tsquery of a search: every meaningful word must match, where a word matches itself, its
 * other spellings, its synonyms or its corrections. A run of words the synonym table knows as a
 * phrase counts as one word ('wheat flour' or atta). A search of stop words alone is taken as
 * typos ('what' for wheat): only their corrections count. User text reaches PostgreSQL only as
 * bound parameters; this joins PostgreSQL's own tsquery texts with '&', '|' and parentheses.
 */
export async function readMeaning(db: Db, tokens: readonly string[]): Promise<Meaning> {
  const phrases: { at: number; length: number; phrase: string }[] = [];
  for (let length = 2; length <= MAX_PHRASE_WORDS; length++)
    for (let at = 0; at + length <= tokens.length; at++)
      phrases.push({ at, length, phrase: tokens.slice(at, at + length).join(' ') });
  const { rows } = await readingsStatement(db, {
    tokens: JSON.stringify(tokens),
    spellings: JSON.stringify(tokens.map((token) => otherSpellings(token).join(' '))),
    phrases: JSON.stringify(phrases.map((phrase) => phrase.phrase)),
  });
  const words = rows.filter((row) => row.at > 0).sort((a, b) => a.at - b.at);
  const known = new Map(rows.filter((row) => row.at < 0).map((row) => [row.token, row]));
  const onlyStopWords = words.every((word) => word.isStopWord);
  const terms: Alternative[][] = [];
  for (let at = 0; at < words.length; at++) {
    const phrase = phrases.find((run) => run.at === at && known.has(run.phrase));
    if (phrase) {
      const reading = known.get(phrase.phrase)!;
      terms.push(alternatives([reading.itself, ...reading.others]));
      at += phrase.length - 1;
      continue;
    }
    const word = words[at]!;
    if (word.isStopWord) terms.push(onlyStopWords ? alternatives(word.corrections) : []);
    else terms.push(alternatives([word.itself, ...word.others, ...word.corrections]));
  }
  const every = queryOf(terms, ' & ');
  return { every, any: every && every.terms.length > 1 ? queryOf(terms, ' | ') : undefined };
}
