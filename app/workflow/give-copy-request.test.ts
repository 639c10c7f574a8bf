import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../../lib/format/base64';
import { choiceRefusals, fullCopyBar, pdfOf, releaseOf, type CopyChoice } from './give-copy-request';

const agency: CopyChoice = { copy: 'full', forWhom: 'agency', name: '', kind: '', permissibleUse: '', proof: '' };
const insurer: CopyChoice = {
  copy: 'full',
  forWhom: 'requester',
  name: ' Acme Insurance ',
  kind: 'insurer',
  permissibleUse: 'b6',
  proof: ' Claim letter 77-1 ',
};

describe('giving a copy of a report', () => {
  it('sends no requester for the agency’s own work, whatever was typed for one before', () => {
    expect(releaseOf({ ...insurer, forWhom: 'agency' })).toEqual({ copy: 'full', requester: null });
    expect(choiceRefusals(agency)).toEqual({});
  });

  it('sends the requester trimmed, with the use and proof only for a full copy', () => {
    expect(releaseOf(insurer)).toEqual({
      copy: 'full',
      requester: { name: 'Acme Insurance', kind: 'insurer', permissibleUse: 'b6', proof: 'Claim letter 77-1' },
    });
    expect(releaseOf({ ...insurer, copy: 'public' })).toEqual({
      copy: 'public',
      requester: { name: 'Acme Insurance', kind: 'insurer' },
    });
    expect(choiceRefusals(insurer)).toEqual({});
  });

  it('refuses a full copy for a requester without a permissible use or proof, each at its field', () => {
    expect(choiceRefusals({ ...insurer, permissibleUse: '', proof: '   ' })).toEqual({
      'requester.permissibleUse': 'A full copy needs the permissible use the requester claims (18 U.S.C. 2721(b)).',
      'requester.proof': 'Note the proof seen for the permissible use (a claim letter, a court order, an ID).',
    });
    expect(choiceRefusals({ ...insurer, copy: 'public', permissibleUse: '', proof: '' })).toEqual({});
  });

  it('asks for the requester’s name and kind', () => {
    expect(choiceRefusals({ ...insurer, copy: 'public', name: '  ', kind: '' })).toEqual({
      'requester.name': 'Enter who asked for the copy.',
      'requester.kind': 'Choose what kind of requester this is.',
    });
  });

  it('says why the full copy is not offered: no personal data for the role, or none to give outside the agency', () => {
    const clerk = { readPersonalData: true, giveFullCopy: true };
    const officer = { readPersonalData: true, giveFullCopy: false };
    const admin = { readPersonalData: false, giveFullCopy: false };
    expect(fullCopyBar(clerk, 'requester')).toBe('');
    expect(fullCopyBar(officer, 'agency')).toBe('');
    expect(fullCopyBar(officer, 'requester')).toMatch(/^Your role may not give a full copy to a requester/);
    expect(fullCopyBar(admin, 'agency')).toMatch(/^Your role may not see the personal data/);
  });

  it('turns the PDF the server sent as base64 back into its bytes', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 a copy');
    const blob = pdfOf(bytesToBase64(bytes));
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });
});
