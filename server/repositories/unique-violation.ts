/** A write refused by a unique index (PostgreSQL's 23505, alike on PGlite): someone holds that key already. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';
