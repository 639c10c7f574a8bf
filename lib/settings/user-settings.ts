import { z } from 'zod/mini';

/** The layout options a user may keep on the server: each a yes or no. */
export const layoutOptionKeys = [
  'fixedHeader',
  'fixedNavigation',
  'fixedRibbon',
  'fixedFooter',
  'insideContainer',
  'rightToLeft',
  'menuOnTop',
  'colourBlind',
  'menuCollapsed',
  'menuMinified',
] as const;
export type LayoutOptionKey = (typeof layoutOptionKeys)[number];

/**
 * A user's own settings, kept on the server so they follow the user to another computer: the
 * day or night theme, the skin, and the layout options. Bounded: nothing else is stored.
 */
export const userSettingsSchema = z.strictObject({
  theme: z.optional(z.enum(['day', 'night'])),
  defaultSkin: z.optional(
    z
      .string()
      .check(z.regex(/^[a-z0-9-]{1,40}$/, 'A skin is named by at most 40 lower-case letters, digits and hyphens.')),
  ),
  layout: z.optional(z.strictObject(Object.fromEntries(layoutOptionKeys.map((k) => [k, z.optional(z.boolean())])))),
});
export type UserSettings = {
  theme?: 'day' | 'night';
  defaultSkin?: string;
  layout?: Partial<Record<LayoutOptionKey, boolean>>;
};

/** Stored settings as the schema reads them; anything unreadable is dropped, not trusted. */
export function readUserSettings(stored: unknown): UserSettings {
  const parsed = userSettingsSchema.safeParse(stored);
  return parsed.success ? (parsed.data as UserSettings) : {};
}
