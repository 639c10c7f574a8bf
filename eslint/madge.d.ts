/** The part of madge's API the cycle test uses (madge ships no types). */
declare module 'madge' {
  interface MadgeConfig {
    fileExtensions?: string[];
    tsConfig?: string;
    baseDir?: string;
    detectiveOptions?: Record<string, Record<string, unknown>>;
    excludeRegExp?: RegExp[];
  }
  interface MadgeResult {
    /** Each cycle as the files on it, relative to baseDir (or the folder madge was given). */
    circular(): string[][];
    obj(): Record<string, string[]>;
  }
  export default function madge(path: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
