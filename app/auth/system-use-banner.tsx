/**
 * The system-use notification CJIS Security Policy 5.5.4 asks for before sign-in: restricted
 * system, monitoring and recording, no expectation of privacy, consent by use.
 */
export function SystemUseBanner() {
  return (
    <section aria-labelledby="system-use-title" className="rounded border border-warn/60 bg-warn/10 p-4 text-sm">
      <h2 id="system-use-title" className="mb-2 font-semibold">
        Restricted system — authorized use only
      </h2>
      <ul className="list-disc space-y-1 ps-5">
        <li>
          This is a restricted law enforcement information system. It contains Criminal Justice Information and personal
          information protected by the Driver&apos;s Privacy Protection Act (DPPA).
        </li>
        <li>Use of this system may be monitored, recorded and audited. Users have no expectation of privacy.</li>
        <li>Unauthorized use or misuse is prohibited and may lead to criminal and civil penalties.</li>
        <li>By signing in you consent to this monitoring and recording.</li>
      </ul>
    </section>
  );
}
