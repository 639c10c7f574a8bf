// linebreak (the UAX #14 line breaker PDFKit itself uses) ships no types.
declare module 'linebreak' {
  interface Break {
    /** Where the next line may start. */
    position: number;
    /** A hard break (a line separator in the text). */
    required: boolean;
  }
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): Break | null;
  }
}
