import { callEndpoint, type CallResult, type ClientConfig } from '../api/client';
import type { Endpoint } from '../generated/screen';

/** A data source's failed call, kept whole so the screen can show its message. */
export class CallFailure extends Error {
  constructor(readonly result: Extract<CallResult, { ok: false }>) {
    super(result.message);
  }
}

/** The one query-options factory for screen data: key by screen, source and parameters. */
export function screenDataQuery(client: ClientConfig, screenId: string, name: string, endpoint: Endpoint, params: Record<string, unknown>) {
  return {
    queryKey: ['screen-data', screenId, name, params] as const,
    queryFn: async () => {
      const result = await callEndpoint(client, { ...endpoint, params });
      if (!result.ok) throw new CallFailure(result);
      return result.data;
    },
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  };
}
