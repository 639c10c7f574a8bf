import { choice, phone, plainText, section, text } from '../definition/builders';

/** Witnesses or other participants (one or more; hidden when WitnessesInd says none). */
export const witnesses = section(
  'Witnesses',
  'Witnesses',
  [
    choice('TYPECDE', 'Type', [
      { value: 'W', label: 'Witness' },
      { value: 'P', label: 'Other Participant' },
    ]),
    text('NAMETXT', 'Name', { maxLength: 30, role: 'person.oneLineName', personal: 'name' }),
    text('ADDRESSTXT', 'Address', { maxLength: 100, role: 'person.oneLineAddress', personal: 'address' }),
    phone('PHONETEXT', 'Phone', { role: 'person.phone', personal: 'contact' }),
    text('LOCATIONTXT', 'Location at Time of Crash', { maxLength: 300 }),
  ],
  { navRoot: true, role: 'witnesses', repeat: { min: 1, max: 50, itemLabel: 'Witness' } },
);

export const narrative = section(
  'Narrative',
  'Narrative',
  [{ ...plainText('NarrativeTxt', 'Narrative', { maxLength: 32000, role: 'report.narrative' }), type: 'textArea' }],
  { navRoot: true },
);

/** A single crash diagram, its image 10 by 6. */
export const diagram = section(
  'Diagram',
  'Diagram',
  [{ key: 'CrashDiagram', label: 'Crash Diagram', type: 'crashDiagram' }],
  {
    navRoot: true,
  },
);

export const attachments = section(
  'Attachments',
  'Attachments',
  [{ key: 'Documents', label: 'Documentation Attachments', type: 'attachments' }],
  { navRoot: true },
);
