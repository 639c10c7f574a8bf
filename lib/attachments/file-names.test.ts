import { describe, expect, it } from 'vitest';
import { contentDisposition, sanitizeFileName } from './file-names';

describe('sanitizeFileName', () => {
  it.each([
    ['photo.jpg', 'photo.jpg'],
    ['C:\\fakepath\\scene 1.png', 'scene 1.png'],
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['bad\u0000name\r\n.txt', 'badname.txt'],
    ['invoice\u202egpj.exe', 'invoicegpj.exe'],
    ['a<b>c:d"e|f?g*.pdf', 'a_b_c_d_e_f_g_.pdf'],
    ['  .hidden.txt ', 'hidden.txt'],
    ['', 'attachment'],
    ['...', 'attachment'],
    ['Straße.txt', 'Straße.txt'],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it('keeps the extension when cutting a long name to 255 characters', () => {
    const name = sanitizeFileName(`${'x'.repeat(300)}.docx`);
    expect(name).toHaveLength(255);
    expect(name.endsWith('.docx')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('sends an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('photo.jpg')).toBe(`attachment; filename="photo.jpg"; filename*=UTF-8''photo.jpg`);
    expect(contentDisposition('Straße (1).txt')).toBe(
      `attachment; filename="Stra_e (1).txt"; filename*=UTF-8''Stra%C3%9Fe%20%281%29.txt`,
    );
  });

  it('cannot be broken out of by quotes, backslashes or line breaks', () => {
    const header = contentDisposition('a"b\\c\r\nSet-Cookie: x=1.txt');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(`attachment; filename="cSet-Cookie_ x=1.txt"; filename*=UTF-8''cSet-Cookie_%20x%3D1.txt`);
    expect(contentDisposition('50% "off".txt')).toBe(
      `attachment; filename="50_ _off_.txt"; filename*=UTF-8''50%25%20_off_.txt`,
    );
  });
});
