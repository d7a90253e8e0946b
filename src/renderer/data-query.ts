import { callEndpoint, type CallResult, type ClientConfig } from '../api/client';
import type { Endpoint } from '../generated/screen';

/** A data source's failed call, kept whole so the screen can show its message. */
export class CallFailure extends Error {
  constructor(readonly result: Extract<CallResult, { ok: false }>) {
    super(result.message);
  }
}

/**
 * The one query-options factory for screen data: key by screen, source and parameters.
 * endpointName (the source's `endpoint`) names the endpoint in the warning about a bad reply.
 */
export function screenDataQuery(client: ClientConfig, screenId: string, name: string, endpoint: Endpoint, params: Record<string, unknown>, endpointName?: string) {
  return {
    // The session is part of what is asked: the same screen opened with other session values is another call.
    queryKey: ['screen-data', screenId, name, params, client.session] as const,
    queryFn: async () => {
      const result = await callEndpoint(client, { ...endpoint, name: endpointName, params });
      if (!result.ok) throw new CallFailure(result);
      return result.data;
    },
    retry: false,
    // Fresh for a moment: the route starts the call before the screen mounts (screen-data.ts), and
    // the mounting screen must take that reply rather than ask again.
    staleTime: 1000,
    refetchOnWindowFocus: false,
    // A load that failed for want of a connection is asked again when the phone is back online
    // (issue 19; TanStack's default, said here as the screens rely on it). A send never is: the
    // call step has no retry, the draft stays and the message asks the borrower to try again.
    refetchOnReconnect: true,
  };
}
