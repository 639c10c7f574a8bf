import { z } from 'zod';
import { defineCall } from './define-call';

/** Application settings the app needs before sign-in (SPEC §3: "Application settings"). */
export const getApplicationSettings = defineCall({
  path: 'Settings/GetApplicationSettings',
  access: 'public',
  summary: 'Application name, defaults shown before sign-in, and where the location map takes its tiles from.',
  request: z.object({}).default({}),
  response: z.object({
    applicationName: z.string(),
    applicationId: z.string(),
    defaultState: z.string(),
    /** Leaflet tile template ({z}/{x}/{y}) of the report editor's location map. */
    mapTileUrl: z.string(),
    /** Plain text crediting the tile service, shown on the map. */
    mapTileAttribution: z.string(),
  }),
});
