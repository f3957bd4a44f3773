import type { AccountCall, AccountClient } from './account-client';
import { accountHandlers } from './in-memory-account';
import { bookmarkHandlers } from './in-memory-bookmarks';
import { type InMemoryAccountData, idMaker, initialInMemoryData } from './in-memory-data';
import { globalTimers, type SavedItemsTimers } from './timers';

/** One call the in-memory client received. */
export interface RecordedCall {
  name: AccountCall;
  request: unknown;
}

export interface InMemoryAccountClientOptions {
  /** What the service starts with. @default empty: no user data, no live listings */
  data?: Partial<InMemoryAccountData>;
  /** Milliseconds each reply waits, for Storybook's loading states. @default 0: replies at once */
  latencyMs?: number;
  /** Timers for the latency. @default the global timers */
  timers?: SavedItemsTimers;
}

export interface InMemoryAccountClient extends AccountClient {
  /** Every call received, oldest first. */
  readonly calls: RecordedCall[];
  /** The service's data, changed in place by the calls; read it to assert, write it to arrange. */
  readonly data: InMemoryAccountData;
  /**
   * The next call of `name` answers with `outcome` instead of the service's own reply, or rejects when it is
   * an Error. Queued outcomes are used in order.
   */
  queue<Name extends AccountCall>(
    name: Name,
    outcome: Awaited<ReturnType<AccountClient[Name]>> | Error,
  ): void;
  /** The requests of one call, oldest first. */
  requestsOf(name: AccountCall): unknown[];
}

/**
 * An account service in memory that follows the reply fields of spec 000 section 7: vehicles and searches are
 * saved with versions, updates with a stale version get a WARN message unless they carry the overwrite flag,
 * light users go over their limit, opt-outs need the right user id. For tests and Storybook.
 */
export function createInMemoryAccountClient(
  options: InMemoryAccountClientOptions = {},
): InMemoryAccountClient {
  const data = initialInMemoryData(options.data);
  const newId = idMaker();
  const handlers: AccountClient = { ...bookmarkHandlers(data, newId), ...accountHandlers(data, newId) };
  const calls: RecordedCall[] = [];
  const queued = new Map<AccountCall, unknown[]>();
  const timers = options.timers ?? globalTimers;
  const latency = options.latencyMs ?? 0;

  const wait = () =>
    latency > 0 ? new Promise<void>((resolve) => timers.setTimeout(resolve, latency)) : Promise.resolve();

  const call = async (name: AccountCall, request: unknown): Promise<unknown> => {
    calls.push({ name, request: structuredClone(request) });
    await wait();
    const next = queued.get(name)?.shift();
    if (next instanceof Error) throw next;
    const reply =
      next !== undefined ? next : await (handlers[name] as (request: unknown) => Promise<unknown>)(request);
    return reply === undefined ? undefined : structuredClone(reply);
  };

  const client = Object.fromEntries(
    (Object.keys(handlers) as AccountCall[]).map((name) => [name, (request: unknown) => call(name, request)]),
  ) as unknown as AccountClient;

  return {
    ...client,
    calls,
    data,
    queue(name, outcome) {
      queued.set(name, [...(queued.get(name) ?? []), outcome]);
    },
    requestsOf: (name) =>
      calls.filter((recorded) => recorded.name === name).map((recorded) => recorded.request),
  };
}
