import { fileExtension } from './attachment-rules';

/**
 * A file's type is checked by its content, not just its extension. The magic numbers of the allowed
 * extensions; anything else (an .exe renamed .jpg) is refused whatever its name says.
 */
export const ContentType = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  text: 'text/plain; charset=utf-8',
} as const;
export type SniffedContentType = (typeof ContentType)[keyof typeof ContentType];

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

function startsWith(bytes: Uint8Array, prefix: number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((b, i) => bytes[at + i] === b);
}

/** Whether `needle` occurs anywhere in `bytes` (zip entry names are stored uncompressed). */
function contains(bytes: Uint8Array, needle: number[]): boolean {
  const first = needle[0];
  for (let i = bytes.indexOf(first!); i !== -1 && i <= bytes.length - needle.length; i = bytes.indexOf(first!, i + 1)) {
    if (startsWith(bytes, needle, i)) return true;
  }
  return false;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF = ascii('%PDF-');
const ZIP_LOCAL = ascii('PK\x03\x04');
const ZIP_EMPTY = ascii('PK\x05\x06');
/** A Word document's parts live under word/ (word/document.xml), which a plain zip lacks. */
const DOCX_PART = ascii('word/');
/** BITMAPCOREHEADER .. BITMAPV5HEADER sizes: 'BM' alone would also match text such as "BMW". */
const BMP_INFO_SIZES = [12, 40, 52, 56, 64, 108, 124];

function isBmp(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('BM')) || bytes.length < 18) return false;
  const infoSize = bytes[14]! | (bytes[15]! << 8) | (bytes[16]! << 16) | (bytes[17]! << 24);
  return BMP_INFO_SIZES.includes(infoSize);
}

/** Plain text as a .txt must be: valid UTF-8 (ASCII included) with no NUL byte, which binaries have. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The content type the bytes are, by their first bytes; null when none of the allowed kinds. */
export function sniffContentType(bytes: Uint8Array): SniffedContentType | null {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, PDF)) return ContentType.pdf;
  if (startsWith(bytes, PNG)) return ContentType.png;
  if (startsWith(bytes, JPEG)) return ContentType.jpeg;
  if (startsWith(bytes, OLE2)) return ContentType.doc;
  if (startsWith(bytes, ZIP_LOCAL)) return contains(bytes, DOCX_PART) ? ContentType.docx : ContentType.zip;
  if (startsWith(bytes, ZIP_EMPTY)) return ContentType.zip;
  if (isBmp(bytes)) return ContentType.bmp;
  if (isText(bytes)) return ContentType.text;
  return null;
}

/** Per extension: what its content must be (a .zip may hold a Word file: it is a zip all the same). */
const expected: Record<string, { accepts: SniffedContentType[]; is: string }> = {
  txt: { accepts: [ContentType.text], is: 'a plain text file' },
  pdf: { accepts: [ContentType.pdf], is: 'a PDF document' },
  jpg: { accepts: [ContentType.jpeg], is: 'a JPEG image' },
  jpeg: { accepts: [ContentType.jpeg], is: 'a JPEG image' },
  png: { accepts: [ContentType.png], is: 'a PNG image' },
  bmp: { accepts: [ContentType.bmp], is: 'a BMP image' },
  zip: { accepts: [ContentType.zip, ContentType.docx], is: 'a ZIP archive' },
  doc: { accepts: [ContentType.doc], is: 'a Word document' },
  docx: { accepts: [ContentType.docx], is: 'a Word document' },
};

export type ContentCheck = { ok: true; contentType: SniffedContentType } | { ok: false; error: string };

/**
 * Whether the bytes are what the file name says ('photo.jpg is not a JPEG image.'); the content
 * type to store and serve comes from the bytes, never from what the browser claimed.
 */
export function checkContent(fileName: string, bytes: Uint8Array): ContentCheck {
  if (bytes.length === 0) return { ok: false, error: `${fileName} is empty.` };
  const extension = fileExtension(fileName);
  const rule = Object.hasOwn(expected, extension) ? expected[extension] : undefined;
  if (!rule) return { ok: false, error: `${fileName}: the content of .${extension} files cannot be checked.` };
  const contentType = sniffContentType(bytes);
  if (!contentType || !rule.accepts.includes(contentType))
    return { ok: false, error: `${fileName} is not ${rule.is}.` };
  return { ok: true, contentType };
}
