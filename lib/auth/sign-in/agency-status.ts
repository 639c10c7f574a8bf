/**
 * What a user of a disabled agency is told when signing in, and when their open session ends at
 * its next call: their account itself is fine, so the message names the agency.
 */
export const agencyDisabledMessage = (agencyName: string) =>
  `Your agency (${agencyName}) is disabled. Sign in is not possible; contact the state administrator.`;
