import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition.ts';

describe('fileNameFromDisposition', () => {
  it("reads the server's quoted file name", () => {
    expect(fileNameFromDisposition('attachment; filename="releve-facturation-2025-11.csv"')).toBe(
      'releve-facturation-2025-11.csv',
    );
  });

  it('prefers the RFC 6266 UTF-8 name, and reads a bare one', () => {
    expect(
      fileNameFromDisposition(
        'attachment; filename="releve.csv"; filename*=UTF-8\'\'relev%C3%A9-novembre.csv',
      ),
    ).toBe('relevé-novembre.csv');
    expect(fileNameFromDisposition('attachment; filename=releve.csv')).toBe('releve.csv');
  });

  it('never returns a path, and null when there is no name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe(
      '....etcpasswd',
    );
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeNull();
  });
});
