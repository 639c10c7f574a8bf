/** A LIKE pattern matching text that contains `text` (lower-cased, its wildcards escaped): compare with lower(column). */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
