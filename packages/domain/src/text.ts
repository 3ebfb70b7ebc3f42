import { z } from 'zod';

/**
 * Text we store and show must be text a person typed: no control characters (tab and line breaks
 * only in multi-line fields), no lone UTF-16 surrogates (PostgreSQL refuses them; a NUL byte too),
 * and no invisible format characters such as U+202E, which flips how a name reads on screen.
 * The zero-width joiners U+200C/U+200D stay: Kannada, Hindi and emoji need them.
 */
const UNSAFE_IN_LINE = /\p{Cc}|\p{Cs}|(?![\u200C\u200D])\p{Cf}/u;
const UNSAFE_IN_MULTILINE = /(?![\t\n\r])\p{Cc}|\p{Cs}|(?![\u200C\u200D])\p{Cf}/u;
/** Nothing a person could see: spaces and zero-width characters only. */
const INVISIBLE_ONLY = /^[\s\u200B-\u200D\u2060\uFEFF]*$/u;

export const hasUnsafeCharacters = (text: string, multiline = false): boolean =>
  (multiline ? UNSAFE_IN_MULTILINE : UNSAFE_IN_LINE).test(text);

export const isInvisible = (text: string): boolean => INVISIBLE_ONLY.test(text);

export interface SafeTextOptions {
  /** At least this many characters, not counting surrounding spaces; 0 allows empty text. */
  min?: number;
  max: number;
  multiline?: boolean;
  /** One sentence for every problem (the shop's form messages); otherwise sentences naming `label`. */
  message?: string;
  /** The sentence for empty or too short text, when it should say more than 'is required'. */
  missing?: string;
}

/**
 * The one builder of text fields in requests: trimmed, bounded, and refusing what
 * `hasUnsafeCharacters` describes and text that is only invisible characters.
 */
export function safeText(
  label: string,
  { min = 0, max, multiline = false, message, missing }: SafeTextOptions,
) {
  return z
    .string({ error: message ?? `${label} must be text.` })
    .trim()
    .max(max, { error: message ?? `${label} can be at most ${max} characters long.` })
    .refine((text) => !hasUnsafeCharacters(text, multiline), {
      error: message ?? `${label} contains characters we cannot store.`,
      abort: true,
    })
    .refine((text) => (min === 0 && text === '') || (text.length >= min && !isInvisible(text)), {
      error:
        message ??
        missing ??
        (min <= 1 ? `${label} is required.` : `${label} must be at least ${min} characters long.`),
    });
}
