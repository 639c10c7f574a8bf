import type { LoaderFunctionArgs } from 'react-router';
import { listOutbox } from '../../lib/api/calls/calls-export';
import type { CallResponse } from '../../lib/api/define-call';
import { messageOf } from '../api/client';
import { loaderMayRead } from '../session/loader-session';
import { apiOf } from '../api/api-client-context';

/** The outbox as its route's loader read it, or why it could not. */
export interface OutboxAnswer {
  outbox?: CallResponse<typeof listOutbox>;
  error?: string;
}

export async function outboxLoader({ context }: LoaderFunctionArgs): Promise<OutboxAnswer> {
  if (!loaderMayRead(context)) return {};
  try {
    return { outbox: await apiOf(context).call(listOutbox, {}) };
  } catch (e) {
    return { error: messageOf(e, 'The outbox could not be loaded.') };
  }
}
