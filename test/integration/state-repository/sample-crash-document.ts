/**
 * A small NIEM-style crash document for the state repository's tests: two vehicles, the second
 * driver's licence number given by the test (empty to leave it out).
 */
export function sampleCrashDocument(secondLicence = 'D123-456-789'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<cr:CrashReport xmlns:cr="http://example.org/crash/1.0" xmlns:j="http://release.niem.gov/niem/domains/jxdm/7.2/" xmlns:nc="http://release.niem.gov/niem/niem-core/5.0/">
  <nc:DocumentIdentification><nc:IdentificationID>0f4c6a1e-1111-2222-3333-444455556666</nc:IdentificationID></nc:DocumentIdentification>
  <j:Crash>
    <nc:ActivityDate><nc:Date>2026-11-29</nc:Date></nc:ActivityDate>
    <j:CrashVehicle>
      <j:CrashDriver><j:DriverLicense>D999-000-111</j:DriverLicense></j:CrashDriver>
    </j:CrashVehicle>
    <j:CrashVehicle>
      <j:CrashDriver>${secondLicence ? `<j:DriverLicense>${secondLicence}</j:DriverLicense>` : ''}</j:CrashDriver>
    </j:CrashVehicle>
  </j:Crash>
</cr:CrashReport>
`;
}
