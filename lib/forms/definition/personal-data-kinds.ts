/**
 * What the Driver's Privacy Protection Act makes personal data: who a person is
 * (names), when they were born, their licence number, where they live and how to reach them.
 * Gender, injuries and vehicle facts are not personal data; officers' names are not private.
 * A definition marks each such field with its kind (`personal`).
 */
export const personalDataKinds = ['name', 'birthDate', 'licenceNumber', 'address', 'contact'] as const;
export type PersonalDataKind = (typeof personalDataKinds)[number];

/**
 * A public copy leaves out every personal field and, beyond them, what 18 U.S.C. 2725 and the
 * copy's own rules add: `withheld` (insurance policy numbers, medical details) or `zipCode` (an
 * address's ZIP code keeps its first five digits, which the Act lets the public have).
 */
export const publicCopyTreatments = ['withheld', 'zipCode'] as const;
export type PublicCopyTreatment = (typeof publicCopyTreatments)[number];
