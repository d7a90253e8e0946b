// A screen's data replies before TanStack Query's cache exists. Query (11 kB gzip) is not fetched
// before a page's first screen (issue 44): the route's prefetch and the data view take the replies
// here (the page's early calls among them), the screen is drawn from them, and the cache, made once
// the library has arrived after that first screen, takes them over (src/renderer/query-runner.tsx).
// Keyed as Query keys them (src/renderer/data-query.ts), so the cache finds each under its own key.

/** What a data source asks: Query's key and function (src/renderer/screen-data.ts sourceQuery). */
export interface SourceCall {
  queryKey: readonly unknown[];
  queryFn: () => Promise<unknown>;
}

export type HeldReply =
  | { status: 'pending'; promise: Promise<unknown> }
  | { status: 'success'; data: unknown; at: number }
  | { status: 'error'; error: unknown };

export interface FirstReplies {
  /** The reply to `call`, asked now unless it has been already. */
  call(call: SourceCall): HeldReply;
  /** Asks again a call whose reply failed. */
  again(call: SourceCall): void;
  get(call: SourceCall): HeldReply | undefined;
  /** Settles when the call's reply is in or has failed (asked now if it has not been). */
  settled(call: SourceCall): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** Changes with every reply, for useSyncExternalStore. */
  version(): number;
  /** Every call asked, with its reply, for the query cache to take over. */
  held(): { queryKey: readonly unknown[]; reply: HeldReply }[];
}

const keyOf = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

export function createFirstReplies(): FirstReplies {
  const replies = new Map<string, { queryKey: readonly unknown[]; reply: HeldReply }>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    for (const listener of [...listeners]) listener();
  };
  const ask = (call: SourceCall): HeldReply => {
    const key = keyOf(call.queryKey);
    const promise = call.queryFn();
    const reply: HeldReply = { status: 'pending', promise };
    // Only the latest asking of a key writes its outcome.
    const settle = (outcome: HeldReply) => {
      if (replies.get(key)?.reply !== reply) return;
      replies.set(key, { queryKey: call.queryKey, reply: outcome });
      changed();
    };
    promise.then(
      (data) => settle({ status: 'success', data, at: Date.now() }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    replies.set(key, { queryKey: call.queryKey, reply });
    return reply;
  };
  const replies$ = {
    call: (call: SourceCall) => replies.get(keyOf(call.queryKey))?.reply ?? ask(call),
    again: (call: SourceCall) => {
      ask(call);
      changed();
    },
    get: (call: SourceCall) => replies.get(keyOf(call.queryKey))?.reply,
    settled: async (call: SourceCall) => {
      const reply = replies$.call(call);
      if (reply.status === 'pending') await reply.promise.catch(() => undefined);
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    version: () => version,
    held: () => [...replies.values()],
  };
  return replies$;
}
