import { describe, expect, it } from 'vitest';
import { checkContent, ContentType, sniffContentType } from './content-sniffing';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));
const utf8 = (text: string) => new TextEncoder().encode(text);

/** The first bytes of each kind, as real files start. */
const samples = {
  pdf: bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF', [0]),
  bmp: bytes('BM', [0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 40, 0, 0, 0]),
  zip: bytes('PK\x03\x04', [20, 0, 0, 0, 8, 0], 'scene/photo1.jpg'),
  emptyZip: bytes('PK\x05\x06', new Array(18).fill(0)),
  docx: bytes('PK\x03\x04', [20, 0, 6, 0, 8, 0], '[Content_Types].xml', [0, 0, 1], 'word/document.xml'),
  doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
  text: utf8('Witness statement: the blue car ran the light.\r\n'),
  exe: bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0]),
};

describe('sniffContentType (magic numbers)', () => {
  it.each([
    ['pdf', ContentType.pdf],
    ['png', ContentType.png],
    ['jpeg', ContentType.jpeg],
    ['bmp', ContentType.bmp],
    ['zip', ContentType.zip],
    ['emptyZip', ContentType.zip],
    ['docx', ContentType.docx],
    ['doc', ContentType.doc],
    ['text', ContentType.text],
  ] as const)('knows %s', (kind, type) => {
    expect(sniffContentType(samples[kind])).toBe(type);
  });

  it('takes UTF-8 beyond ASCII as text', () => {
    expect(sniffContentType(utf8('Straße – 5 km'))).toBe(ContentType.text);
  });

  it('knows nothing else: programs, NULs, broken UTF-8, empty files, text that merely starts with BM', () => {
    expect(sniffContentType(samples.exe)).toBeNull();
    expect(sniffContentType(bytes('plain', [0], 'text'))).toBeNull();
    expect(sniffContentType(bytes([0x41, 0xc3, 0x28]))).toBeNull();
    expect(sniffContentType(new Uint8Array())).toBeNull();
    expect(sniffContentType(utf8('BMW X5, silver, plate 123ABC'))).toBe(ContentType.text);
  });
});

describe('checkContent (content agrees with the extension)', () => {
  it.each([
    ['statement.txt', 'text'],
    ['report.PDF', 'pdf'],
    ['photo.jpg', 'jpeg'],
    ['scene.png', 'png'],
    ['sketch.bmp', 'bmp'],
    ['photos.zip', 'zip'],
    ['statement.zip', 'docx'],
    ['statement.docx', 'docx'],
    ['statement.doc', 'doc'],
  ] as const)('accepts %s holding %s', (name, kind) => {
    expect(checkContent(name, samples[kind])).toEqual({ ok: true, contentType: sniffContentType(samples[kind]) });
  });

  it.each([
    ['photo.jpg', 'exe', 'photo.jpg is not a JPEG image.'],
    ['photo.jpg', 'text', 'photo.jpg is not a JPEG image.'],
    ['scene.png', 'jpeg', 'scene.png is not a PNG image.'],
    ['sketch.bmp', 'text', 'sketch.bmp is not a BMP image.'],
    ['report.pdf', 'png', 'report.pdf is not a PDF document.'],
    ['statement.docx', 'zip', 'statement.docx is not a Word document.'],
    ['statement.doc', 'docx', 'statement.doc is not a Word document.'],
    ['photos.zip', 'pdf', 'photos.zip is not a ZIP archive.'],
    ['notes.txt', 'exe', 'notes.txt is not a plain text file.'],
  ] as const)('refuses %s holding %s', (name, kind, error) => {
    expect(checkContent(name, samples[kind])).toEqual({ ok: false, error });
  });

  it('refuses empty files and extensions it cannot check', () => {
    expect(checkContent('notes.txt', new Uint8Array())).toEqual({ ok: false, error: 'notes.txt is empty.' });
    expect(checkContent('tool.exe', samples.exe)).toEqual({
      ok: false,
      error: 'tool.exe: the content of .exe files cannot be checked.',
    });
  });
});
