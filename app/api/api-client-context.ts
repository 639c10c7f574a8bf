import { createContext as createRouterContext, type RouterContextProvider } from 'react-router';
import { providedContext } from '../provided-context';
import type { ApiClient } from './client';

/** The API client the app's root made (createApiClient), for the screens. */
export const [ApiClientContext, useApiClient] = providedContext<ApiClient>(
  'The API client needs an ApiClientContext above it',
);

/** The same client for route loaders, actions and fetchers: the root sets it in the router's context. */
export const apiClientKey = createRouterContext<ApiClient>();

/** The client of a loader's or action's `context` argument. */
export const apiOf = (context: Readonly<RouterContextProvider>): ApiClient => context.get(apiClientKey);
