// The soak's shoppers: each a loop of visits, as a person browses (a results page's search, a car's page and its
// payment quote, now and then a save, an unsave, a wallet edit, the saved-cars page), with a pause between
// calls. Every reply is timed; what the replies confirmed is kept, to check against the database at the end.
import { random } from './harness.js';

export type SoakCall = 'search' | 'view' | 'payments' | 'save' | 'unsave' | 'wallet' | 'account';

export interface SoakReply {
  call: SoakCall;
  /** Epoch milliseconds when the reply had been read (or the call failed). */
  endedAt: number;
  ms: number;
  /** 0 when no reply came (connection refused, reset). */
  status: number;
}

export interface SoakShopper {
  index: number;
  authorization: string;
  consumerId: string;
  walletId: string;
  /** Listing id to bookmark id of every save a reply confirmed and no later reply undid. */
  saved: Map<string, string>;
  /** Listings a call that failed may or may not have saved or unsaved. */
  uncertain: Set<string>;
  /** The wallet budget a reply confirmed last, and those of later updates that failed. */
  wallet: { acked: number; uncertain: number[] };
  /** Replies that contradict what earlier ones confirmed. */
  contradictions: string[];
}

export interface SoakOptions {
  apiUrl: string;
  /** API search paths (`/rest/lsc/listing/search?...`), as results pages ask for them. */
  searches: readonly string[];
  /** Indexes into `searches` by popularity: each shopper walks it from its own offset. */
  popularity: readonly number[];
  listingIds: readonly string[];
  /** Payment quote paths (`/rest/retailing/payments?...`). */
  payments: readonly string[];
  /** Mean pause between two calls of a shopper (uniform from half to one and a half of it). */
  thinkMs: number;
  /** A shopper saves no more cars than this at once (the quick-save limit is 100). */
  keepSaved: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ok = (status: number) => status >= 200 && status < 300;

async function send(apiUrl: string, method: string, path: string, authorization?: string, body?: unknown) {
  const started = performance.now();
  try {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        ...(authorization && { authorization }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, text, ms: performance.now() - started };
  } catch {
    return { status: 0, text: '', ms: performance.now() - started };
  }
}

/** Signs each token's shopper in (the API creates the consumer) and gives each a wallet of their own. */
export async function prepareShoppers(apiUrl: string, tokens: readonly string[]): Promise<SoakShopper[]> {
  const shoppers: SoakShopper[] = [];
  for (const [index, token] of tokens.entries()) {
    const authorization = `Bearer ${token}`;
    const consumer = await send(apiUrl, 'GET', '/account-api/consumer', authorization);
    if (!ok(consumer.status))
      throw new Error(`GET /account-api/consumer: ${consumer.status} ${consumer.text}`);
    const consumerId = (JSON.parse(consumer.text) as { consumerid: string }).consumerid;
    const budget = 20_000;
    const wallet = await send(apiUrl, 'POST', '/wallet-storage/wallets', authorization, {
      paymentInfo: { budget },
      consumerid: consumerId,
    });
    if (!ok(wallet.status)) throw new Error(`POST /wallet-storage/wallets: ${wallet.status} ${wallet.text}`);
    shoppers.push({
      index,
      authorization,
      consumerId,
      walletId: (JSON.parse(wallet.text) as { id: string }).id,
      saved: new Map(),
      uncertain: new Set(),
      wallet: { acked: budget, uncertain: [] },
      contradictions: [],
    });
  }
  return shoppers;
}

/** Starts every shopper's visits; `stop()` lets each finish the call it is in, so no reply goes unread. */
export function startSoak(options: SoakOptions, shoppers: readonly SoakShopper[]) {
  const replies: SoakReply[] = [];
  let running = true;

  async function visit(shopper: SoakShopper) {
    const next = random(1_000 + shopper.index);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
    const think = () => sleep(options.thinkMs * (0.5 + next()));
    const call = async (kind: SoakCall, method: string, path: string, body?: unknown) => {
      const reply = await send(options.apiUrl, method, path, shopper.authorization, body);
      replies.push({ call: kind, endedAt: Date.now(), ms: reply.ms, status: reply.status });
      await think();
      return reply;
    };
    let turn = Math.floor((shopper.index * options.popularity.length) / Math.max(1, shoppers.length));
    let budget = shopper.wallet.acked;

    while (running) {
      await call(
        'search',
        'GET',
        options.searches[options.popularity[turn++ % options.popularity.length] as number] as string,
      );
      const listingId = pick(options.listingIds);
      await call('view', 'GET', `/rest/lsc/listing?listingId=${listingId}`);
      if (next() < 0.5) await call('payments', 'GET', pick(options.payments));

      if (next() < 0.3 && shopper.saved.size < options.keepSaved) {
        const reply = await call('save', 'POST', '/account-api/vehicle', { listingId });
        const body = ok(reply.status)
          ? (JSON.parse(reply.text) as { id?: string; bookmarkSaved: boolean; bookmarkAlreadySaved: boolean })
          : undefined;
        if (body && (body.bookmarkSaved || body.bookmarkAlreadySaved)) {
          shopper.saved.set(listingId, String(body.id));
          shopper.uncertain.delete(listingId);
        } else if (!body && !shopper.saved.has(listingId)) shopper.uncertain.add(listingId);
      }
      if (next() < 0.25 && shopper.saved.size > 0) {
        const target = pick([...shopper.saved.keys()]);
        const bookmarkId = shopper.saved.get(target) as string;
        const reply = await call('unsave', 'POST', '/account-api/deletebookmark', {
          listing: { listingId: target, bookmarkId },
        });
        if (reply.status === 404)
          shopper.contradictions.push(`saved ${target} (${bookmarkId}) not found by its unsave`);
        shopper.saved.delete(target);
        if (!ok(reply.status) && reply.status !== 404) shopper.uncertain.add(target);
      }
      if (next() < 0.15) {
        const sent = ++budget;
        const reply = await call('wallet', 'PUT', `/wallet-storage/wallets/${shopper.walletId}`, {
          paymentInfo: { budget: sent },
          consumerid: shopper.consumerId,
        });
        if (ok(reply.status)) shopper.wallet = { acked: sent, uncertain: [] };
        else shopper.wallet.uncertain.push(sent);
      }
      if (next() < 0.2) await call('account', 'GET', '/myatc-api/bookmarkInfo');
    }
  }

  const loops = shoppers.map((shopper) => visit(shopper));
  return {
    replies,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
