import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header row and quotes commas, quotes and line breaks', () => {
    const csv = toCsv(
      [
        { header: 'name', value: (r: { name: string; n: number | null }) => r.name },
        { header: 'amount, cents', value: (r) => r.n },
      ],
      [
        { name: 'Thandi "TJ" Mokoena', n: 12345 },
        { name: 'line\nbreak', n: null },
      ],
    );
    expect(csv).toBe('name,"amount, cents"\r\n"Thandi ""TJ"" Mokoena",12345\r\n"line\nbreak",\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas, but keeps negative numbers', () => {
    const csv = toCsv(
      [{ header: 'v', value: (r: string) => r }],
      ['=HYPERLINK("x")', '-12.5', '@a'],
    );
    expect(csv.split('\r\n').slice(1, 4)).toEqual([`"'=HYPERLINK(""x"")"`, '-12.5', "'@a"]);
  });
});
