/**
 * What the Driver's Privacy Protection Act makes personal data: who a person is
 * (names), when they were born, their licence number, where they live and how to reach them.
 * Gender, injuries and vehicle facts are not personal data; officers' names are not private.
 * A definition marks each such field with its kind (`personal`).
 */
export const personalDataKinds = ['name', 'birthDate', 'licenceNumber', 'address', 'contact'] as const;
export type PersonalDataKind = (typeof personalDataKinds)[number];
