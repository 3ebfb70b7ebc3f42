import { describe, expect, it } from 'vitest';
import { hasUnsafeCharacters, safeText } from './text';

const name = safeText('Name', { min: 1, max: 50 });
const details = safeText('Details', { max: 500, multiline: true });

describe('safeText', () => {
  it.each([
    ['a NUL byte', 'Asha\u0000'],
    ['a lone high surrogate', 'Asha\uD800'],
    ['a lone low surrogate', '\uDC00Rao'],
    ['a right-to-left override', 'Asha\u202Egnp.exe'],
    ['a bell', 'Asha\u0007'],
    ['a line break in a one-line field', 'Asha\nRao'],
    ['only zero-width spaces', '\u200B\u200B'],
    ['only a byte-order mark', '\uFEFF'],
  ])('refuses %s', (_, text) => {
    expect(name.safeParse(text).success).toBe(false);
  });

  it.each([
    ['a plain name', 'Asha Rao', 'Asha Rao'],
    ['Kannada with a zero-width joiner', 'ಲಕ್ಷ್ಮೀ\u200D', 'ಲಕ್ಷ್ಮೀ\u200D'],
    ['an emoji with a joiner (a family)', '👩\u200D👧', '👩\u200D👧'],
    ['surrounding spaces, trimmed', '  Ravi ', 'Ravi'],
  ])('accepts %s', (_, text, stored) => {
    expect(name.parse(text)).toBe(stored);
  });

  it('lets multi-line text keep its line breaks and tabs, but not other controls', () => {
    expect(details.parse('Line one\n\tLine two')).toBe('Line one\n\tLine two');
    expect(details.safeParse('Line one\u0000').success).toBe(false);
    expect(details.parse('')).toBe('');
  });

  it('names the field, or uses the one sentence it was given', () => {
    expect(name.safeParse('Asha\u0000').error?.issues[0]?.message).toBe(
      'Name contains characters we cannot store.',
    );
    const spec = safeText('First name', { min: 1, max: 50, message: 'Enter a valid first name' });
    expect(spec.safeParse('\u202E').error?.issues[0]?.message).toBe('Enter a valid first name');
  });

  it('tells safe from unsafe characters', () => {
    expect(hasUnsafeCharacters('plain')).toBe(false);
    expect(hasUnsafeCharacters('\u2066isolate')).toBe(true);
  });
});
