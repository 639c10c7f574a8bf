import { describe, expect, it } from 'vitest';
import { checkAttachmentBatch, totalSize } from './attachment-batch';
import { attachmentRulesOf } from './attachment-rules';

const file = (fileName: string, size: number, type = '001') => ({ fileName, size, type });

describe('checking several chosen files before upload', () => {
  it('accepts files that fit and names every broken rule of the others', () => {
    const checked = checkAttachmentBatch(
      [file('scene.png', 1_000), file('huge.pdf', 5_000_001), file('setup.exe', 10), file('memo.txt', 10, '009')],
      0,
    );
    expect(checked.map((c) => c.refusals)).toEqual([
      [],
      ['huge.pdf is larger than 5,000,000 bytes.'],
      ['setup.exe: only txt, doc, docx, pdf, jpg, png, zip, bmp files can be attached.'],
      [
        'memo.txt: Attachment type "009" does not exist; choose one of 001 Diagram, 002 Photo Public, 003 Photo Confidential, 004 Support Documentation Public, 005 Support Documentation Confidential.',
      ],
    ]);
    expect(checked[0]?.file.fileName).toBe('scene.png');
  });

  it('counts what is attached and each accepted file towards the total, but not refused ones', () => {
    const checked = checkAttachmentBatch(
      [file('a.pdf', 4_000_000), file('b.exe', 900_000), file('d.txt', 900_000), file('c.pdf', 200_000)],
      5_000_000,
    );
    expect(checked.map((c) => c.refusals.length)).toEqual([0, 1, 0, 1]);
    expect(checked[3]?.refusals).toEqual(['Together the attachments would be larger than 10,000,000 bytes.']);
  });

  it('follows the limits of the definition it is given', () => {
    const rules = attachmentRulesOf({
      attachmentTypes: [{ code: '001', name: 'Diagram', category: 'public' }],
      attachmentLimits: { maxBytesEach: 10, maxBytesTotal: 15, extensions: ['pdf'] },
    });
    expect(checkAttachmentBatch([file('a.pdf', 10), file('b.pdf', 6)], 0, rules)[1]?.refusals).toEqual([
      'Together the attachments would be larger than 15 bytes.',
    ]);
  });

  it('answers nothing for nothing chosen and adds up sizes', () => {
    expect(checkAttachmentBatch([], 0)).toEqual([]);
    expect(totalSize([{ size: 3 }, { size: 4 }])).toBe(7);
    expect(totalSize([])).toBe(0);
  });
});
