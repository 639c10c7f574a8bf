import { describe, expect, it } from 'vitest';
import type { Attachment } from '../api/schemas/attachment-schemas';
import { binaryErrorMessage, uploadOutcomes } from './upload-answer';

const attachment: Attachment = {
  id: '6f1c1a52-5d0e-4c4e-9a36-0d1b0b6a7f10',
  reportId: 7,
  type: '001',
  typeName: 'Diagram',
  confidential: false,
  fileName: 'scene.png',
  contentType: 'image/png',
  size: 80,
  sha256: 'ab'.repeat(32),
  uploadedBy: { id: 3, name: 'Olivia Officer' },
  uploadedAt: '2026-11-21T10:00:00.000Z',
};

describe('reading the answer of an upload, one outcome per file', () => {
  it('pairs stored and refused files with the names as chosen', () => {
    const body = {
      status: 'ok',
      payload: {
        files: [
          { fileName: 'scene.png', ok: true, attachment },
          { fileName: 'fake.png', ok: false, error: 'fake.png is not a PNG image.' },
        ],
      },
    };
    expect(uploadOutcomes(['scene.png', 'fake.png'], 200, body)).toEqual([
      { fileName: 'scene.png', ok: true, attachment },
      { fileName: 'fake.png', ok: false, error: 'fake.png is not a PNG image.' },
    ]);
  });

  it('gives each file its own field error when nothing was stored', () => {
    const body = {
      status: 'error',
      error: {
        code: 'validation',
        message: 'No file was attached. a.png is not a PNG image. b.pdf is not a PDF document.',
        fieldErrors: [
          { path: 'files.0', message: 'a.png is not a PNG image.' },
          { path: 'files.1', message: 'b.pdf is not a PDF document.' },
        ],
      },
    };
    expect(uploadOutcomes(['a.png', 'b.pdf'], 400, body).map((o) => !o.ok && o.error)).toEqual([
      'a.png is not a PNG image.',
      'b.pdf is not a PDF document.',
    ]);
  });

  it('gives every file the whole message when the request itself was refused', () => {
    const body = {
      status: 'error',
      error: {
        code: 'conflict',
        message: 'Attachments can only be changed while the report is a Draft; report 7 is Pending Review.',
      },
    };
    expect(uploadOutcomes(['a.png'], 409, body)).toEqual([
      {
        fileName: 'a.png',
        ok: false,
        error: 'Attachments can only be changed while the report is a Draft; report 7 is Pending Review.',
      },
    ]);
  });

  it('still gives a reason for an answer that is not the envelope', () => {
    expect(uploadOutcomes(['a.png'], 413, '<html>too large</html>')).toEqual([
      { fileName: 'a.png', ok: false, error: 'The upload was too large for the server.' },
    ]);
    expect(uploadOutcomes(['a.png'], 502, null)).toEqual([
      { fileName: 'a.png', ok: false, error: 'The upload failed: the server answered 502.' },
    ]);
  });

  it('says so when an ok answer lacks an entry for a file', () => {
    const body = { status: 'ok', payload: { files: [] } };
    expect(uploadOutcomes(['a.png'], 200, body)).toEqual([
      { fileName: 'a.png', ok: false, error: 'The server did not answer for a.png.' },
    ]);
  });

  it('reads the message of a refused download', () => {
    const body = {
      status: 'error',
      error: { code: 'forbidden', message: 'x.png is confidential; you may not see it.' },
    };
    expect(binaryErrorMessage(403, body, 'The download')).toBe('x.png is confidential; you may not see it.');
    expect(binaryErrorMessage(500, 'oops', 'The download')).toBe('The download failed: the server answered 500.');
  });
});
