import { describe, expect, it } from 'vitest';
import { ours, text } from './csv.ts';

describe('CSV cells of user-typed text', () => {
  it('neutralises a cell beginning with =, +, -, @, tab or CR', () => {
    for (const start of ['=', '+', '-', '@']) expect(text(`${start}1+1`)).toBe(`'${start}1+1`);
    // Tab and CR also get quoted: they are separators or line ends to some reader.
    expect(text('\t=1+1')).toBe(`"'\t=1+1"`);
    expect(text('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(text('Nuit USI')).toBe('Nuit USI');
  });

  it('keeps a cell one cell whatever separator the reader uses', () => {
    expect(text('Nuit, =HYPERLINK("http://x")')).toBe('"Nuit, =HYPERLINK(""http://x"")"');
    expect(text('Nuit; =1+1')).toBe('"Nuit; =1+1"');
    expect(text('Nuit\t=1+1')).toBe('"Nuit\t=1+1"');
    expect(text('Nuit\n=1+1')).toBe('"Nuit\n=1+1"');
    expect(text('=cmd|" /C calc"!A0')).toBe(`"'=cmd|"" /C calc""!A0"`);
  });

  it('leaves the server’s decimal commas bare in the ; file', () => {
    expect(ours('212,50')).toBe('212,50');
    expect(ours('a;b')).toBe('"a;b"');
  });
});
