import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { disableAgency, enableAgency, listAgencies } from '../../../lib/api/calls/admin/calls-agency';
import type { CallResponse } from '../../../lib/api/define-call';
import { agencyStatusFilters } from '../../../lib/api/schemas/agency-schemas';
import { messageOf } from '../../api/client';
import { loaderMayRead } from '../../session/loader-session';
import { apiOf } from '../../api/api-client-context';

export const AGENCIES_PAGE_SIZE = 25;
type Status = (typeof agencyStatusFilters)[number];

/** What the agencies table shows, as its address holds it, so Back, a reload or a sent link show the same. */
export interface AgenciesInAddress {
  filter: string;
  status: Status;
  page: number;
}

/** The server's bounds (lib/api/calls/calls-agency.ts): past them an address was typed wrong. */
const FILTER_MAX = 100;
const MAX_PAGE = 100_000;

/** The table an address names; a value no form writes (a hand-edited address) is left at its default. */
export function agenciesOf(params: URLSearchParams): AgenciesInAddress {
  const filter = (params.get('filter') ?? '').trim();
  const status = params.get('status') as Status;
  const page = Number(params.get('page') ?? '1');
  return {
    filter: filter.length <= FILTER_MAX ? filter : '',
    status: agencyStatusFilters.includes(status) ? status : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The address of a table: what is the default is left out, so short addresses stay short. */
export function agenciesAddress({ filter, status, page }: AgenciesInAddress): string {
  const params = new URLSearchParams();
  if (filter) params.set('filter', filter);
  if (status !== 'all') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The agencies page as its loader read it: the table of its address, or why there is none. */
export interface AgenciesAnswer {
  shown: AgenciesInAddress;
  agencies?: CallResponse<typeof listAgencies>;
  error?: string;
}

export async function agenciesLoader({ request, context }: LoaderFunctionArgs): Promise<AgenciesAnswer> {
  const shown = agenciesOf(new URL(request.url).searchParams);
  if (!loaderMayRead(context)) return { shown };
  try {
    return { shown, agencies: await apiOf(context).call(listAgencies, { ...shown, pageSize: AGENCIES_PAGE_SIZE }) };
  } catch (e) {
    return { shown, error: messageOf(e, 'The agencies could not be loaded.') };
  }
}

/** Disabling or enabling an agency, once the administrator confirmed it. */
export interface AgencyToggle {
  ori: string;
  disable: boolean;
}

/** What a toggle answers: the notice to show. */
export type AgencyToggled = { done: string; error?: undefined } | { error: string; done?: undefined };

/** The page's action: an agency disabled or enabled, after which the router reads the table again. */
export async function agenciesAction({ request, context }: ActionFunctionArgs): Promise<AgencyToggled> {
  const { ori, disable } = (await request.json()) as AgencyToggle;
  const verb = disable ? 'disabled' : 'enabled';
  try {
    await apiOf(context).call(disable ? disableAgency : enableAgency, { ori });
    return { done: `Agency ${ori} was ${verb}.` };
  } catch (e) {
    return { error: messageOf(e, `The agency could not be ${verb}.`) };
  }
}
