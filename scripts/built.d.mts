/** Types of built.mjs, which `npm start` and the commands run as plain JavaScript. */
export const root: string;
export function ensureWebApp(): void;
export function serverBuildIsCurrent(name?: string): boolean;
export function runBuiltServer(name: string): Promise<void>;
