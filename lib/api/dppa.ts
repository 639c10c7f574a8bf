/** Outcomes of a token login: success and DPPA both lead to the authorise step. */
export const loginStatuses = ['Success', 'DppaRequired', 'Failed'] as const;
export type LoginStatus = (typeof loginStatuses)[number];

/** Permissible uses under the Driver's Privacy Protection Act (18 U.S.C. 2721(b)) an officer may state. */
export const dppaPurposes = [
  'Use by a government agency, including a court or law enforcement agency, in carrying out its functions (b)(1)',
  'Use in connection with a civil, criminal, administrative or arbitral proceeding (b)(4)',
  'Use in connection with motor vehicle or driver safety and theft (b)(2)',
] as const;
export type DppaPurpose = (typeof dppaPurposes)[number];
