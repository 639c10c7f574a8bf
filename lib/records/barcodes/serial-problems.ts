/** Why the "Connect scanner" control is not offered: the browser has no Web Serial. */
export const NO_WEB_SERIAL =
  'A scanner on a cable or Bluetooth serial port needs Chrome or Edge on a computer (Web Serial). A scanner set up as a keyboard works in any browser: scan with the cursor anywhere in the report.';

/** The message for an error from choosing, opening or reading a serial port. */
export function serialProblem(error: unknown): string {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'NotFoundError') return 'No scanner was chosen. Press Connect scanner and pick its port.';
  if (name === 'InvalidStateError') return 'That port is already open, perhaps in another tab or program.';
  if (name === 'NetworkError' || name === 'NetworkErrorEvent')
    return 'The scanner could not be opened or was unplugged. Plug it in again and press Connect scanner.';
  return 'The scanner stopped answering. Press Connect scanner to connect it again.';
}
