/** What a lookup window (USDOT, person search) is given, wherever it is shown. */
export interface LookupWindowProps {
  /** The section item the pick fills, e.g. Units.0.CMVInformation or Units.0.Driver. */
  targetPath: string;
  onClose: () => void;
  /** Told what was filled, in words, just before the window closes after a pick. */
  onFilled?: (summary: string) => void;
}
