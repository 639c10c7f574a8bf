import type { ColumnType } from 'kysely';

/** How the tables' columns of a few recurring kinds are read and written (schema.ts, schema-crash-data.ts). */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
