import { z } from 'zod/mini';
import { defineCall } from '../../define-call';

/** Application settings the app needs before sign-in (its name, defaults, map tiles). */
export const getApplicationSettings = defineCall({
  path: 'Settings/GetApplicationSettings',
  access: 'public',
  summary: 'Application name, defaults shown before sign-in, and where the location map takes its tiles from.',
  request: () => z._default(z.object({}), {}),
  response: () =>
    z.object({
      applicationName: z.string(),
      applicationId: z.string(),
      defaultState: z.string(),
      /** Leaflet tile template ({z}/{x}/{y}) of the report editor's location map. */
      mapTileUrl: z.string(),
      /** Plain text crediting the tile service, shown on the map. */
      mapTileAttribution: z.string(),
      /** Hours a reviewer's lock lasts on a form that names none. */
      defaultLockDurationHours: z.number(),
      /** Minutes a session may sit idle. */
      sessionTimeoutMinutes: z.number(),
      /** Where sign-out goes after ending the session (single sign-on); empty: the sign-in page. */
      ssoLogoutUrl: z.string(),
    }),
});

/**
 * When the reference data last changed. The extension asks every minute without a session (so
 * its polling never keeps an idle session alive) and tells open web-app tabs to bring their
 * device copies up to date when either time moves.
 */
export const getReferenceVersions = defineCall({
  path: 'Settings/GetReferenceVersions',
  access: 'public',
  summary:
    'When code lists and form configurations last changed (null when there are none): clients compare it with their copies.',
  request: () => z._default(z.object({}), {}),
  response: () =>
    z.object({
      codeListsChangedAt: z.nullable(z.iso.datetime({ offset: true })),
      formConfigurationsChangedAt: z.nullable(z.iso.datetime({ offset: true })),
    }),
});
