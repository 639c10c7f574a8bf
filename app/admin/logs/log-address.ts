import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod/mini';
import { AUDIT_PAGE_DEFAULT } from '../../../lib/api/schemas/audit-schemas';
import { BIG_ID_TEXT, isDbDay } from '../../../lib/validation/input-rules/input-bounds';
import { messageOf } from '../../api/client';
import { loaderMayRead } from '../../session/loader-session';
import type { CallDefinition, CallRequest, CallResponse } from '../../../lib/api/define-call';
import { apiOf } from '../../api/api-client-context';

/** A log's page as its address holds it: the page number and the event it starts before (none: the newest). */
export interface LogPosition {
  page: number;
  before?: string;
}

export interface LogPage<E> {
  events: E[];
  nextBeforeId: string | null;
}

/** Past this a page number in an address is taken as typed wrong. */
const MAX_PAGE = 100_000;
/** Every text filter of the logs is at most this long on the server; a longer one was not typed in the form. */
const TEXT_MAX = 100;

/** The position an address names; a page without a cursor it can start from is the newest. */
export function logPositionOf(params: URLSearchParams): LogPosition {
  const page = Number(params.get('page') ?? '1');
  const before = params.get('before') ?? '';
  if (!Number.isInteger(page) || page < 2 || page > MAX_PAGE || !BIG_ID_TEXT.test(before)) return { page: 1 };
  return { page, before };
}

/**
 * A log's filters as an address holds them: text as typed; a choice the form does not offer, a
 * day not written as one, or text longer than the server takes (a hand-edited address) is left empty.
 */
export function logFiltersOf<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
  choices: Partial<Record<K, readonly string[]>> = {},
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of keys) {
    const value = params.get(key) ?? '';
    const allowed = choices[key];
    const fits = allowed
      ? allowed.includes(value)
      : key === 'dateFrom' || key === 'dateTo'
        ? isDbDay(value)
        : value.length <= TEXT_MAX;
    out[key] = fits ? value : '';
  }
  return out;
}

/** The address of a log's filters and position: what is empty or the newest page is left out. */
export function logAddress(filters: Record<string, string>, position: LogPosition = { page: 1 }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (position.page > 1 && position.before) {
    params.set('page', String(position.page));
    params.set('before', position.before);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A log screen as its loader read it: the page, or the filters' messages, or why there is none. */
export interface LogAnswer<K extends string, E> {
  filters: Record<K, string>;
  position: LogPosition;
  log?: LogPage<E>;
  fieldErrors?: Record<string, string>;
  error?: string;
}

/**
 * The loader of a log screen: the filters of its address checked by the call's own schema (an
 * address typed by hand is answered at its fields, as the form is), then the page read.
 */
export function logLoader<K extends string, E, C extends CallDefinition>(spec: {
  keys: readonly K[];
  choices?: Partial<Record<K, readonly string[]>>;
  schema: z.ZodMiniType;
  requestOf: (filters: Record<K, string>) => object;
  call: C;
  failure: string;
  /** The page in the call's answer, when the call names its rows other than `events`. */
  pageOf?: (answer: CallResponse<C>) => LogPage<E>;
}) {
  return async ({ request, context }: LoaderFunctionArgs): Promise<LogAnswer<K, E>> => {
    const params = new URL(request.url).searchParams;
    const filters = logFiltersOf(params, spec.keys, spec.choices);
    const position = logPositionOf(params);
    if (!loaderMayRead(context)) return { filters, position };
    const parsed = spec.schema.safeParse(spec.requestOf(filters));
    if (!parsed.success)
      return {
        filters,
        position,
        fieldErrors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])),
      };
    try {
      const payload = {
        ...spec.requestOf(filters),
        limit: AUDIT_PAGE_DEFAULT,
        ...(position.before ? { beforeId: position.before } : {}),
      } as CallRequest<C>;
      const answer = await apiOf(context).call(spec.call, payload);
      return { filters, position, log: spec.pageOf ? spec.pageOf(answer) : (answer as LogPage<E>) };
    } catch (e) {
      return { filters, position, error: messageOf(e, spec.failure) };
    }
  };
}

/** The cursors of the pages before this one, kept in the history entry so Newer returns exactly to the page before. */
interface PagesBefore {
  befores?: (string | undefined)[];
}

/**
 * Newer and Older of a log whose page is in the address: each is a new history entry, so Back
 * returns to the page shown before. `next` is the shown page's cursor to the older one.
 */
export function useLogPosition(next: string | null | undefined) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const position = logPositionOf(params);
  const state = location.state as PagesBefore | null;
  const befores = Array.isArray(state?.befores) ? state.befores : [];
  const filters = Object.fromEntries([...params].filter(([key]) => key !== 'page' && key !== 'before'));
  const go = (to: LogPosition, kept: (string | undefined)[]) =>
    void navigate({ search: logAddress(filters, to) }, { state: { befores: kept } satisfies PagesBefore });
  return {
    page: position.page,
    // A page opened from an address has no known page before it but the newest.
    newer:
      position.page > 1
        ? () => {
            const page = position.page - 1;
            const before = befores[page - 1];
            go(page > 1 && before ? { page, before } : { page: 1 }, befores.slice(0, page));
          }
        : null,
    older: next
      ? () => {
          const kept = [...befores];
          kept[position.page - 1] = position.before;
          go({ page: position.page + 1, before: next }, kept);
        }
      : null,
  };
}

/**
 * A log's filter form checked by the call's own schema: the form's text is turned into the call's
 * request first (empty fields left out, numbers as numbers), so each message lands on its field.
 */
export function logFilterResolver<K extends string>(
  schema: z.ZodMiniType<unknown, object>,
  requestOf: (filters: Record<K, string>) => object,
): Resolver<Record<K, string>> {
  const check = z.pipe(
    z.transform((filters: Record<K, string>) => requestOf(filters)),
    schema,
  );
  // The form keeps its own text: the check's answer is only whether, and where, it is wrong.
  return zodResolver(check, undefined, { raw: true }) as unknown as Resolver<Record<K, string>>;
}
