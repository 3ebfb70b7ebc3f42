import { z } from 'zod';

/**
 * The one place where ids, page numbers, lists of ids, dates and decimal amounts are bounded as a
 * request is read (decision 043). Every schema of the contract builds its fields from these, so a
 * value the database cannot hold is a 400 with a sentence before any query runs, never a 500.
 */

/** Ids are PostgreSQL `serial`s: anything at or above 2^31 cannot name a row. */
export const MAX_ID = 2_147_483_647;

/** An id in a JSON body: a whole number from 1 to MAX_ID; one sentence for every problem. */
export const idSchema = (sentence: string) =>
  z
    .number({ error: sentence })
    .int({ error: sentence })
    .min(1, { error: sentence })
    .max(MAX_ID, { error: sentence });

/** One of a fixed list of values; the sentence names the field and lists the values it takes. */
export const choiceSchema = <const Values extends readonly string[]>(
  values: Values,
  label: string,
) => z.enum(values, { error: `${label} must be one of ${values.join(', ')}.` });

/** An id in a JSON body, each sentence naming the field: 'addressId must be a number.' */
export const fieldIdSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be positive.`)
    .max(MAX_ID, `${label} is too large.`);

/**
 * How the API document shows a number read from a URL's text: an integer within its bounds, as
 * the server reads it (the text is digits only, so '+5', '1e3' and '0x10' are refused too).
 */
export const documentedAsInteger = (minimum: number, maximum: number) => ({
  type: 'integer',
  minimum,
  maximum,
});

/** An id written in a URL (path or query): digits only, read as a number from 1 to MAX_ID. */
export const idTextSchema = (
  label: string,
  sentence = `${label} must be a positive whole number.`,
) =>
  z
    .string({ error: sentence })
    .regex(/^\d{1,10}$/, { error: sentence })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { error: sentence })
        .max(MAX_ID, { error: `${label} is too large.` }),
    )
    .meta(documentedAsInteger(1, MAX_ID));

/** The characters a list of `count` ids can take in a URL: ten digits each and the commas. */
export const idListLength = (count: number) => count * 10 + (count - 1);

/**
 * Ids joined by commas in a URL ('3,7,12'), at most `max` of them, each from 1 to MAX_ID; read
 * as the distinct ids in the order written.
 */
export const idListTextSchema = (sentence: string, max: number) =>
  z
    .string({ error: sentence })
    .regex(idListPattern(max), { error: sentence })
    .transform(idsOfList)
    .refine(idsAreBounded, { error: sentence });

/** `max` ids of up to ten digits joined by commas. */
export const idListPattern = (max: number) => new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${max - 1}}$`);
/** The distinct ids of a list written '3,7,3', in the order written. */
export const idsOfList = (text: string) => [...new Set(text.split(',').map(Number))];
export const idsAreBounded = (ids: readonly number[]) => ids.every((id) => id >= 1 && id <= MAX_ID);

/**
 * The last page a list of `pageSize` rows can have: its rows' places (offset plus size) stay
 * within what a 32-bit count holds, as no list of the shop can be longer than its ids.
 */
export const lastPageOf = (pageSize: number) => Math.floor(MAX_ID / pageSize);

/** A page number in a URL: 1 to the last page a list of `pageSize` rows can have. */
export const pageTextSchema = (name: string, pageSize: number) => {
  const last = lastPageOf(pageSize);
  const sentence = `${name} must be a page number from 1 to ${last}.`;
  return z
    .string({ error: sentence })
    .regex(/^\d{1,10}$/, { error: sentence })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: sentence }).max(last, { error: sentence }))
    .meta(documentedAsInteger(1, last));
};

/**
 * Dates the shop takes: years 2000 to 2100. Nothing it sells or plans lies outside them, and a
 * year below 100 is read as 19xx by JavaScript's Date, so '0050-01-01' would come back as 1950.
 */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;
const yearIsTaken = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};
const yearSentence = (label: string) =>
  `${label} must lie in the years ${FIRST_YEAR} to ${LAST_YEAR}.`;

/** A calendar day, '2026-12-31', in the years the shop takes. */
export const calendarDateSchema = (
  label: string,
  sentence = `${label} must be a date such as 2026-12-31.`,
) => z.iso.date({ error: sentence }).refine(yearIsTaken, { error: yearSentence(label) });

/** A moment with its offset, '2026-12-01T10:00:00+05:30', in the years the shop takes. */
export const instantSchema = (
  label: string,
  sentence = `${label} must be a date and time such as 2026-12-01T10:00:00+05:30.`,
) =>
  z.iso
    .datetime({ offset: true, error: sentence })
    .refine(yearIsTaken, { error: yearSentence(label) });

/**
 * Whether a number from a JSON body was written with at most `places` decimals. Checked exactly,
 * not within a tolerance: 0.000000001 is not an amount of whole paise, and rounding it would
 * store 0.
 */
export const hasAtMostDecimals = (value: number, places: number) =>
  Number.isFinite(value) && Number(value.toFixed(places)) === value;
