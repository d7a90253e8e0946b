// The replies a screen asks before TanStack Query's cache exists (./first-replies.ts), and the
// cache taking them over (./query-runner.tsx queryClientOf): one call per key, the latest asking's
// outcome, and no second call for a reply in or on its way.
import { describe, expect, it, vi } from 'vitest';
import { createFirstReplies } from './first-replies';
import { queryClientOf } from './query-runner';
import type { QueryCacheSlot } from './data-view';

function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<unknown>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

describe('the replies held before the query cache', () => {
  it('asks each key once, tells its listeners of the outcome, and asks again a failed one when told to', async () => {
    const replies = createFirstReplies();
    const first = deferred();
    const second = deferred();
    const queryFn = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const call = { queryKey: ['screen-data', 'order', 'order', {}, {}], queryFn };
    const heard = vi.fn();
    replies.subscribe(heard);
    expect(replies.call(call).status).toBe('pending');
    expect(replies.call({ ...call, queryKey: [...call.queryKey] }).status).toBe('pending');
    expect(queryFn).toHaveBeenCalledTimes(1);
    first.reject(new Error('busy'));
    await replies.settled(call);
    expect(replies.get(call)).toMatchObject({ status: 'error' });
    replies.again(call);
    second.resolve({ status: 'Approved' });
    await replies.settled(call);
    expect(replies.get(call)).toMatchObject({ status: 'success', data: { status: 'Approved' } });
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(heard.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps the latest asking: an older reply that comes late does not overwrite it', async () => {
    const replies = createFirstReplies();
    const old = deferred();
    const queryFn = vi.fn().mockReturnValueOnce(old.promise).mockResolvedValueOnce('new');
    const call = { queryKey: ['k'], queryFn };
    replies.call(call);
    replies.again(call);
    await replies.settled(call);
    old.resolve('old');
    await old.promise;
    expect(replies.get(call)).toMatchObject({ status: 'success', data: 'new' });
  });

  it('are taken over by the cache when it is made: a reply in with its time, one on its way without a second call, a failed one left to be asked again', async () => {
    const slot: QueryCacheSlot = { first: createFirstReplies() };
    const coming = deferred();
    const inFn = vi.fn().mockResolvedValue({ amount: 5000 });
    const comingFn = vi.fn().mockReturnValue(coming.promise);
    const failedFn = vi.fn().mockRejectedValue(new Error('busy'));
    slot.first!.call({ queryKey: ['in'], queryFn: inFn });
    slot.first!.call({ queryKey: ['coming'], queryFn: comingFn });
    slot.first!.call({ queryKey: ['failed'], queryFn: failedFn });
    await slot.first!.settled({ queryKey: ['in'], queryFn: inFn });
    await slot.first!.settled({ queryKey: ['failed'], queryFn: failedFn });

    const client = queryClientOf(slot);
    expect(slot.first).toBeUndefined();
    expect(queryClientOf(slot)).toBe(client);
    expect(client.getQueryData(['in'])).toEqual({ amount: 5000 });
    expect(client.getQueryState(['failed'])).toBeUndefined();
    coming.resolve('here');
    await vi.waitFor(() => expect(client.getQueryData(['coming'])).toBe('here'));
    expect([inFn, comingFn, failedFn].map((fn) => fn.mock.calls.length)).toEqual([1, 1, 1]);
  });
});
