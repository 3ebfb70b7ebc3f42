import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './support';

describe('CSV cells', () => {
  it("quotes a cell holding any locale's separator, a quote or a line break", () => {
    // A spreadsheet set to a European locale splits on ';', some on tabs.
    expect(csvCell('Rao; Asha')).toBe('"Rao; Asha"');
    expect(csvCell('Rao\tAsha')).toBe('"Rao\tAsha"');
    expect(csvCell('Rao, Asha')).toBe('"Rao, Asha"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Asha Rao')).toBe('Asha Rao');
    expect(csvRow(['a;b', 'c'])).toBe('"a;b",c');
  });

  it('defuses a cell a spreadsheet would read as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('\t=cmd')).toBe('"\'\t=cmd"');
  });
});
