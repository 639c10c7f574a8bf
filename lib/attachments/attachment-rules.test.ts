import { describe, expect, it } from 'vitest';
import { vehicleCrashReport } from '../forms/vehicle-crash-report';
import {
  attachmentRulesOf,
  attachmentTypeName,
  checkAttachment,
  checkAttachmentType,
  defaultAttachmentRules,
  fileExtension,
  isConfidentialType,
} from './attachment-rules';

describe('attachment rules from the form definition', () => {
  it('reads limits, extensions and types from the definition', () => {
    expect(defaultAttachmentRules).toEqual({
      types: vehicleCrashReport.attachmentTypes,
      maxBytesEach: 5_000_000,
      maxBytesTotal: 10_000_000,
      extensions: ['txt', 'doc', 'docx', 'pdf', 'jpg', 'png', 'zip', 'bmp'],
    });
  });

  it('follows a definition with other limits', () => {
    const rules = attachmentRulesOf({
      attachmentTypes: [{ code: '009', name: 'Scan', category: 'private' }],
      attachmentLimits: { maxBytesEach: 10, maxBytesTotal: 15, extensions: ['pdf'] },
    });
    expect(checkAttachment({ fileName: 'a.pdf', size: 11, type: '009' }, 0, rules)).toEqual([
      'a.pdf is larger than 10 bytes.',
    ]);
    expect(checkAttachment({ fileName: 'a.pdf', size: 6, type: '009' }, 10, rules)).toEqual([
      'Together the attachments would be larger than 15 bytes.',
    ]);
    expect(isConfidentialType('009', rules)).toBe(true);
  });

  it('marks 003 and 005 confidential and names every type', () => {
    expect(['001', '002', '003', '004', '005'].filter((t) => isConfidentialType(t))).toEqual(['003', '005']);
    expect(attachmentTypeName('003')).toBe('Photo Confidential');
    expect(checkAttachmentType('004')).toBeNull();
    expect(checkAttachmentType('006')).toBe(
      'Attachment type "006" does not exist; choose one of 001 Diagram, 002 Photo Public, 003 Photo Confidential, ' +
        '004 Support Documentation Public, 005 Support Documentation Confidential.',
    );
  });

  it('takes the extension case-insensitively after the last dot', () => {
    expect(fileExtension('Scene.Photo.JPG')).toBe('jpg');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('dir.d/file')).toBe('');
  });
});

describe('checkAttachment', () => {
  const ok = { fileName: 'photo.jpg', size: 1000, type: '002' };

  it('accepts an allowed file within both limits, up to the exact limits', () => {
    expect(checkAttachment(ok, 0)).toEqual([]);
    expect(checkAttachment({ ...ok, fileName: 'PLAN.PDF', size: 5_000_000 }, 5_000_000)).toEqual([]);
  });

  it('refuses other extensions, naming the allowed ones', () => {
    expect(checkAttachment({ ...ok, fileName: 'scene.exe' }, 0)).toEqual([
      'scene.exe: only txt, doc, docx, pdf, jpg, png, zip, bmp files can be attached.',
    ]);
    expect(checkAttachment({ ...ok, fileName: 'notes' }, 0)).toEqual([
      'notes: only txt, doc, docx, pdf, jpg, png, zip, bmp files can be attached.',
    ]);
  });

  it('refuses a file over 5,000,000 bytes', () => {
    expect(checkAttachment({ ...ok, size: 5_000_001 }, 0)).toEqual(['photo.jpg is larger than 5,000,000 bytes.']);
  });

  it('refuses a file that would take the report over 10,000,000 bytes', () => {
    expect(checkAttachment({ ...ok, size: 1001 }, 9_999_000)).toEqual([
      'Together the attachments would be larger than 10,000,000 bytes.',
    ]);
  });

  it('lists every broken rule of one file', () => {
    expect(checkAttachment({ fileName: 'tool.exe', size: 6_000_000, type: '' }, 0)).toEqual([
      expect.stringMatching(/^tool\.exe: Attachment type \(none\) does not exist/),
      'tool.exe: only txt, doc, docx, pdf, jpg, png, zip, bmp files can be attached.',
      'tool.exe is larger than 5,000,000 bytes.',
    ]);
  });
});
