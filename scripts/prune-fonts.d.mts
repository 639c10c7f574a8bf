/** Types of prune-fonts.mjs, which the container image runs as plain JavaScript. */
export function pruneFonts(listFile: string, nodeModules: string): string[];
