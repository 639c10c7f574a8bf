/**
 * A 1 MB RMS page as the content script meets it: a menu, a calls-for-service grid of thousands
 * of rows, narrative paragraphs, and among them a driver response, a registration table, a
 * licence definition list, a scanned barcode and a VIN and a USDOT number standing alone.
 */

const TARGET_BYTES = 1_000_000;

const returns = `
<h2>Driver</h2>
<pre>DR.INBMV0000
NAM/QUILLFEATHER, JONAH B DOB/19850214 SEX/M OLN/1234-56-7890 OLS/IN
ADR/123 N MERIDIAN ST CTY/INDIANAPOLIS ST/IN ZIP/46204
</pre>
<h2>Vehicle Registration</h2>
<table>
  <tr><th>Tag:</th><td>TRL 4421</td></tr><tr><th>Tag State:</th><td>IN</td></tr>
  <tr><th>VIN:</th><td>1FTMW1T88MFA00001</td></tr><tr><th>Model Year:</th><td>2021</td></tr>
  <tr><th>Make:</th><td>Ford</td></tr><tr><th>Registered Owner:</th><td>Wexford, Alaric D</td></tr>
</table>
<h2>Driver License</h2>
<dl><dt>Name</dt><dd>OKONKWO, EMEKA T</dd><dt>Date of Birth</dt><dd>1988-03-09</dd><dt>Sex</dt><dd>M</dd>
<dt>License Number</dt><dd>1122-33-4455</dd><dt>License State</dt><dd>IN</dd></dl>
<p>Towed vehicle VIN <span>1HGCM82633A004352</span>; carrier USDOT # 2214478.</p>`;

/** Number of records the page holds (licence, registration, licence, VIN, USDOT). */
export const RECORDS_ON_PAGE = 5;

function callRow(i: number): string {
  const hh = String(Math.floor(i / 60) % 24).padStart(2, '0');
  const mm = String(i % 60).padStart(2, '0');
  return (
    `<tr><td>${hh}:${mm}</td><td>25-${String(100000 + i)}</td><td>${i % 3 ? 'Crash, no injury' : 'Disabled vehicle'}</td>` +
    `<td>2L${i % 40}</td><td>${100 + (i % 900)} E ${(i % 80) + 1}th St</td><td>${i % 2 ? 'Cleared' : 'On scene'}</td></tr>`
  );
}

const narrative =
  '<p>Officer arrived on scene and spoke with both drivers. Roads were wet; traffic was light. ' +
  'Unit 2 was towed by Eastside Towing, order ab1234567890cdefg. No citations issued at this time.</p>';

export function largeRmsPage(): string {
  const head =
    '<!doctype html><html><head><title>RMS</title></head><body>' +
    '<nav><a href="/">Home</a> <a href="/calls">Calls</a> <a href="/queries">Queries</a></nav>' +
    '<table id="calls"><thead><tr><th>Time</th><th>Incident</th><th>Event</th><th>Unit</th><th>Location</th><th>Status</th></tr></thead><tbody>';
  const parts = [head];
  let bytes = head.length + returns.length;
  let i = 0;
  // Half the page a grid, half narrative, the returns in the middle.
  while (bytes < TARGET_BYTES / 2) {
    const row = callRow(i++);
    parts.push(row);
    bytes += row.length;
  }
  parts.push('</tbody></table>', returns);
  while (bytes < TARGET_BYTES) {
    parts.push(narrative);
    bytes += narrative.length;
  }
  parts.push('</body></html>');
  return parts.join('');
}
