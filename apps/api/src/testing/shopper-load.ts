import type { FastifyInstance, InjectOptions } from 'fastify';
import { createRandom } from '../data/random';
import { buildVin } from '../data/vin';
import { recentEntry } from './account-fixtures';
import type { TestIssuer } from './test-issuer';

/** Every kind of call the load makes. */
export type Action =
  | 'search'
  | 'read'
  | 'sign-in'
  | 'save'
  | 'unsave'
  | 'quick-save'
  | 'recent'
  | 'wallet-create'
  | 'wallet-update'
  | 'opt-out'
  | 'light-register'
  | 'merge-sign-in';

/** Reads the listing service may answer from its request cache (120 s) without asking the database. */
export const CACHEABLE: ReadonlySet<Action> = new Set(['search', 'read']);

/** A request the load waited for longer than this is recorded as hung (and the load moves on). */
export const HANG_BOUND_MS = 15_000;

/** One request and its reply, timed on `performance.now()`. */
export interface Exchange {
  action: Action;
  started: number;
  ended: number;
  status: number | 'hung';
  body: string;
  retryAfter: string | undefined;
}

/** What a shopper believes is saved: confirmed by a reply, or unknown after a failed call. */
export interface ShopperBelief {
  subject: string;
  consumerId: string | undefined;
  /** Listing id to bookmark id, for every save a reply confirmed and no later call undid. */
  saved: Map<string, string>;
  /** Listings a call that failed may or may not have saved or unsaved. */
  uncertain: Set<string>;
  /** Replies that contradict the belief (a confirmed save answered "not found"). */
  contradictions: string[];
}

/** A wallet a reply confirmed, the budget last confirmed and the budgets of later updates that failed. */
export interface WalletBelief {
  id: string;
  acked: number;
  uncertain: number[];
}

/** A shopper who registered a search by e-mail only, then signs in with that (verified) address. */
export interface NewcomerBelief {
  email: string;
  subject: string;
  searchName: string;
  registered: boolean;
  signedIn: boolean;
}

/** A dealer feed imported while the load runs: its VINs, and whether the import returned. */
export interface ImportBelief {
  vins: string[];
  acked: boolean;
}

export interface ShopperLoadOptions {
  app: FastifyInstance;
  issuer: TestIssuer;
  /** Listings the shoppers search, read and save (fewer than the quick-save limit). */
  listingIds: readonly string[];
  shoppers: number;
  /** Imports a feed of new listings with these VINs (the operator's `forecourt import`); omitted, no imports. */
  importFeed?: (vins: readonly string[]) => Promise<unknown>;
  /** @default 12 */
  seed?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ok = (status: number | 'hung') => status !== 'hung' && status >= 200 && status < 300;

/**
 * A steady mix of shoppers on the API through `app.inject`: searches and listing reads, sign-ins, saves with
 * and without alerts, unsaves, quick-save conversions, recent searches, wallet creates and updates, opt-outs;
 * newcomers who register a search by e-mail and then sign in (the light registration merge); an operator
 * importing feeds. Each loop is sequential, as one shopper is; every reply is kept, and what the replies
 * confirmed is kept as beliefs to check against the database afterwards.
 */
export function startShopperLoad(options: ShopperLoadOptions) {
  const { app, issuer } = options;
  const random = createRandom(options.seed ?? 12);
  const exchanges: Exchange[] = [];
  const shoppers: ShopperBelief[] = [];
  const wallets: WalletBelief[] = [];
  const newcomers: NewcomerBelief[] = [];
  const imports: ImportBelief[] = [];
  let running = true;
  let budget = 10_000;

  async function send(action: Action, request: InjectOptions) {
    const started = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const hung = new Promise<'hung'>((resolve) => {
      timer = setTimeout(() => resolve('hung'), HANG_BOUND_MS);
    });
    const reply = await Promise.race([app.inject(request), hung]);
    clearTimeout(timer);
    const exchange: Exchange =
      reply === 'hung'
        ? { action, started, ended: performance.now(), status: 'hung', body: '', retryAfter: undefined }
        : {
            action,
            started,
            ended: performance.now(),
            status: reply.statusCode,
            body: reply.body,
            retryAfter: reply.headers['retry-after']?.toString(),
          };
    exchanges.push(exchange);
    return { ...exchange, json: () => JSON.parse(exchange.body) as Record<string, unknown> };
  }

  async function shopper(index: number) {
    const belief: ShopperBelief = {
      subject: `restart-shopper-${index}`,
      consumerId: undefined,
      saved: new Map(),
      uncertain: new Set(),
      contradictions: [],
    };
    shoppers.push(belief);
    const own: WalletBelief[] = [];
    const authorization = `Bearer ${await issuer.token(belief.subject, { email: `${belief.subject}@example.com` })}`;
    const as = (action: Action, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      send(action, { method, url, headers: { authorization }, ...(payload && { payload }) });
    const unsure = (listingId: string) => {
      if (!belief.saved.has(listingId)) belief.uncertain.add(listingId);
    };
    let turn = 0;
    while (running) {
      turn++;
      if (!belief.consumerId) {
        const reply = await as('sign-in', 'GET', '/account-api/consumer');
        if (ok(reply.status)) belief.consumerId = String(reply.json().consumerid);
        continue;
      }
      const roll = random.next();
      const listingId = random.pick(options.listingIds);
      if (roll < 0.18) {
        await send('search', {
          method: 'GET',
          url: `/rest/lsc/listing/search?zip=78701&maxPrice=${20_000 + 100 * random.int(0, 400)}`,
        });
      } else if (roll < 0.3) {
        const ids = [listingId, random.pick(options.listingIds)];
        await send('read', {
          method: 'GET',
          url: `/rest/lsc/listing?listingId=${[...new Set(ids)].join(',')}`,
        });
      } else if (roll < 0.5) {
        const reply = await as('save', 'POST', '/account-api/vehicle', {
          listingId,
          enableEmailAlerts: random.chance(0.5),
        });
        const body = ok(reply.status) ? reply.json() : undefined;
        if (body && (body.bookmarkSaved || body.bookmarkAlreadySaved)) {
          belief.saved.set(listingId, String(body.id));
          belief.uncertain.delete(listingId);
        } else if (!body) unsure(listingId);
      } else if (roll < 0.6) {
        const known = [...belief.saved.keys(), ...belief.uncertain];
        if (known.length === 0) continue;
        const target = random.pick(known);
        const bookmarkId = belief.saved.get(target) ?? '';
        const reply = await as('unsave', 'POST', '/account-api/deletebookmark', {
          listing: { listingId: target, bookmarkId },
        });
        if (reply.status === 404 && belief.saved.has(target))
          belief.contradictions.push(`saved ${target} (${bookmarkId}) was not found by its unsave`);
        if (ok(reply.status) || reply.status === 404) {
          belief.saved.delete(target);
          belief.uncertain.delete(target);
        } else {
          belief.saved.delete(target);
          belief.uncertain.add(target);
        }
      } else if (roll < 0.68) {
        const ids = [
          ...new Set([listingId, random.pick(options.listingIds), random.pick(options.listingIds)]),
        ];
        const reply = await as('quick-save', 'POST', '/account-api/persistQuickSaveVehicles', {
          listingIds: ids.join(','),
        });
        if (ok(reply.status)) {
          const body = reply.json() as {
            createdBookmarkBeans: { id: string; listingId: string }[];
            failedToCreateBookmarkBeans: { listingId: string }[];
          };
          for (const bean of body.createdBookmarkBeans) {
            belief.saved.set(bean.listingId, bean.id);
            belief.uncertain.delete(bean.listingId);
          }
          for (const bean of body.failedToCreateBookmarkBeans) {
            belief.saved.delete(bean.listingId);
            belief.uncertain.delete(bean.listingId);
          }
        } else ids.forEach(unsure);
      } else if (roll < 0.75) {
        await as(
          'recent',
          'POST',
          '/personalization-api/recentsearches',
          recentEntry(`Heading ${turn % 14}`, Date.now()),
        );
      } else if (roll < 0.8 || own.length === 0) {
        const sent = ++budget;
        const reply = await as('wallet-create', 'POST', '/wallet-storage/wallets', {
          paymentInfo: { budget: sent },
        });
        if (ok(reply.status)) {
          const wallet = { id: String(reply.json().id), acked: sent, uncertain: [] };
          own.push(wallet);
          wallets.push(wallet);
        }
      } else if (roll < 0.97) {
        const wallet = random.pick(own);
        const sent = ++budget;
        const reply = await as('wallet-update', 'PUT', `/wallet-storage/wallets/${wallet.id}`, {
          paymentInfo: { budget: sent },
        });
        if (ok(reply.status)) {
          wallet.acked = sent;
          wallet.uncertain = [];
        } else wallet.uncertain.push(sent);
      } else {
        await as('opt-out', 'POST', '/account-api/savedcontent/optout', { userId: belief.consumerId });
      }
    }
  }

  /** Signs a registered newcomer in with their verified address until a reply comes back, or the load stops. */
  async function signInNewcomer(newcomer: NewcomerBelief, keepTrying: () => boolean) {
    const token = await issuer.token(newcomer.subject, { email: newcomer.email, emailVerified: true });
    while (!newcomer.signedIn && keepTrying()) {
      const reply = await send('merge-sign-in', {
        method: 'GET',
        url: '/account-api/userinfo?brand=AT',
        headers: { authorization: `Bearer ${token}` },
      });
      if (ok(reply.status)) newcomer.signedIn = true;
    }
  }

  async function newcomerLoop() {
    for (let index = 1; running; index++) {
      const newcomer: NewcomerBelief = {
        email: `newcomer-${index}@example.com`,
        subject: `restart-newcomer-${index}`,
        searchName: `Newcomer ${index}`,
        registered: false,
        signedIn: false,
      };
      newcomers.push(newcomer);
      while (!newcomer.registered && running) {
        const reply = await send('light-register', {
          method: 'POST',
          url: '/account-api/lightuser/search',
          // One sender per newcomer: registrations are limited per sender address.
          remoteAddress: `10.12.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`,
          payload: {
            emailAddress: newcomer.email,
            brand: 'AT',
            searchName: newcomer.searchName,
            searchParams: { makeCode: 'HONDA', zip: '78701' },
          },
        });
        // Over a registration limit: this newcomer gives up, the next one comes.
        if (reply.status === 429) break;
        if (ok(reply.status)) newcomer.registered = true;
        // A person waits a moment before trying again (each try counts towards the address's limit).
        else await sleep(250);
      }
      if (newcomer.registered) await signInNewcomer(newcomer, () => running);
    }
  }

  async function importLoop(importFeed: (vins: readonly string[]) => Promise<unknown>) {
    for (let serial = 1; running; serial++) {
      const vins = [0, 1, 2].map((row) =>
        buildVin('19X', 'FC1F3', 2020, 'R', String(serial * 10 + row).padStart(6, '0')),
      );
      const belief: ImportBelief = { vins, acked: false };
      imports.push(belief);
      try {
        await importFeed(vins);
        belief.acked = true;
      } catch {
        // Failed while the database was away: all of the feed or none of it may be there, never part.
      }
      await sleep(50);
    }
  }

  const loops = [
    ...Array.from({ length: options.shoppers }, (_, index) => shopper(index)),
    newcomerLoop(),
    ...(options.importFeed ? [importLoop(options.importFeed)] : []),
  ];

  return {
    exchanges,
    shoppers,
    wallets,
    newcomers,
    imports,
    /** Resolves once `done` holds (checked every 50 ms), or rejects after `timeoutMs` with the replies so far. */
    async until(done: () => boolean, timeoutMs = 60_000) {
      const deadline = performance.now() + timeoutMs;
      while (!done()) {
        if (performance.now() > deadline) {
          const tally = new Map<string, number>();
          for (const { action, status } of exchanges)
            tally.set(`${action} ${status}`, (tally.get(`${action} ${status}`) ?? 0) + 1);
          throw new Error(`the load did not get there in ${timeoutMs} ms; replies: ${[...tally].join(', ')}`);
        }
        await sleep(50);
      }
    },
    /** Stops every loop after its current request, then signs in the newcomers left registered only. */
    async stop() {
      if (!running) return;
      running = false;
      await Promise.all(loops);
      let attempts = 0;
      for (const newcomer of newcomers.filter((one) => one.registered && !one.signedIn))
        await signInNewcomer(newcomer, () => attempts++ < 20);
    },
  };
}
