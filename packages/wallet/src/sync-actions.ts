import { mergeCreditAppDeals, removeExpiredCreditAppDeals } from './credit';
import { DEFAULT_SYNC_ALERT, type SyncAlert } from './interactions';
import { createWalletData } from './payment-defaults';
import { pickPersistedWallet, restorePersistedWallet } from './persisted-wallet';
import { fetchRecord, readWallet, type WalletRead } from './read-wallet';
import type { SyncActions, WalletLoadOutcome, WalletUpdate } from './wallet-actions';
import type { WalletContext } from './wallet-context';
import { currentWalletId, keepWalletId, requestWalletId } from './wallet-id';
import { type CreditAppDeal, PERSISTED_WALLET_KEYS, type WalletData } from './wallet-state';
import {
  accountWalletChoice,
  isServerWalletNewer,
  shouldEnsureWallet,
  walletReadQuery,
  withCurrentCredit,
} from './wallet-sync-rules';

function syncAlert(ctx: WalletContext, alert: SyncAlert): void {
  ctx.set((state) => ({ interactions: { ...state.interactions, syncAlert: alert } }));
}

/** Server data replaces every persisted key (missing ones fall back to the defaults, not to the local copy). */
function replaceWithServer(
  ctx: WalletContext,
  read: Extract<WalletRead, { status: 200 }>,
  manual: boolean,
): void {
  const local = ctx.get();
  const base = createWalletData(ctx.defaults);
  const replaced: Partial<WalletData> = {};
  for (const key of PERSISTED_WALLET_KEYS) Object.assign(replaced, { [key]: base[key] });
  Object.assign(replaced, restorePersistedWallet(read.paymentInfo, base));
  const wallet = { ...base, ...replaced };
  const hadLocal = local.lastUpdated !== null || local.createdDate !== null;
  ctx.set({
    ...replaced,
    ...withCurrentCredit(wallet, ctx.now(), ctx.creditValidityMs),
    walletId: read.walletId ?? wallet.walletId ?? local.walletId,
    previousPaymentInfo: hadLocal ? pickPersistedWallet(local) : null,
    hasPreviousPaymentInfo: hadLocal,
    interactions: { ...wallet.interactions, syncAlert: { showAlert: true, success: true, isAuto: !manual } },
  });
  if (read.walletId) keepWalletId(ctx, read.walletId);
}

function fail(ctx: WalletContext): false {
  // "Any wallet save failure sets displayWalletErrorMessage true" (spec 002 s4, s8).
  ctx.set((state) => ({ myWallet: { ...state.myWallet, displayWalletErrorMessage: true } }));
  return false;
}

/** What a refused save came to once the server's copy was read: a sync rule decided, or it stays refused. */
type RefusalResolution = 'replaced' | 'retry' | 'refused';

/**
 * A signed-in shopper's read found their account's wallet under another id than this device's wallet: the
 * device holds the wallet it had while anonymous (or one the account replaced meanwhile, on another device).
 */
function isAnotherAccountWallet(ctx: WalletContext, read: Extract<WalletRead, { status: 200 }>): boolean {
  return (
    ctx.consumerId() !== undefined && read.walletId !== undefined && read.walletId !== currentWalletId(ctx)
  );
}

/**
 * The account's wallet and this device's other wallet become one, by the spec's rules (`accountWalletChoice`):
 * the account's replaces the device's with the sync alert, or the device's later change moves into the account's
 * record; the credit applications of both are kept. From then on the device uses the account's record. `save` says
 * whether the account's record must be written (the device's won, or the union added credit applications).
 */
function mergeWithAccount(
  ctx: WalletContext,
  read: Extract<WalletRead, { status: 200 }> & { walletId: string },
  manual: boolean,
): { outcome: 'replaced' | 'kept-local'; save: boolean } {
  const local = ctx.get();
  const union = (deals: readonly CreditAppDeal[]) =>
    removeExpiredCreditAppDeals(mergeCreditAppDeals(deals, local.creditAppDeals), ctx.now());
  if (accountWalletChoice(read.paymentInfo, local, manual) === 'account') {
    replaceWithServer(ctx, read, manual);
    const kept = ctx.get().creditAppDeals;
    const merged = union(kept);
    if (merged.length === kept.length) return { outcome: 'replaced', save: false };
    ctx.set({ creditAppDeals: merged });
    return { outcome: 'replaced', save: true };
  }
  const server = restorePersistedWallet(read.paymentInfo, local);
  ctx.set({
    // The account's record exists: the device's wallet updates it, keeping the record's createdDate.
    createdDate: server.createdDate ?? local.createdDate ?? ctx.now(),
    creditAppDeals: union(server.creditAppDeals ?? []),
  });
  keepWalletId(ctx, read.walletId);
  return { outcome: 'kept-local', save: true };
}

/**
 * After the storage service refused a save: the wallet is read once (no retry, no new id) and the spec's sync rule
 * decides. "Server data replaces local data ... when the server lastUpdated is newer than the local one. Then a
 * sync alert is shown (isAuto true unless manual)" (spec 002 s4): the service refuses a copy older than the one it
 * keeps (a 409 over HTTP), so this is how a device learns that another device's later change won. A signed-in
 * shopper whose account holds another wallet than this device's (the service refuses to give an account a second
 * one) has the two merged (`mergeWithAccount`), and the save is sent once more to the account's record when the
 * device's change is the one kept. Any other refusal stays a save failure.
 */
async function resolveRefusal(ctx: WalletContext): Promise<RefusalResolution> {
  const query = walletReadQuery(ctx.consumerId(), currentWalletId(ctx));
  if (!query) return 'refused';
  const read = await fetchRecord(ctx, query);
  if (read.status !== 200) return 'refused';
  if (read.walletId !== undefined && isAnotherAccountWallet(ctx, read)) {
    ctx.logger.warn("Wallet save went to another wallet than the account's; the two are merged");
    return mergeWithAccount(ctx, { ...read, walletId: read.walletId }, false).save ? 'retry' : 'replaced';
  }
  if (!isServerWalletNewer(read.paymentInfo, ctx.get())) return 'refused';
  ctx.logger.warn('Wallet save lost to a newer copy on the server; the server copy replaces the local one');
  replaceWithServer(ctx, read, false);
  return 'replaced';
}

const clearSaveError = (ctx: WalletContext) =>
  ctx.set((state) => ({ myWallet: { ...state.myWallet, displayWalletErrorMessage: false } }));

export function createSyncActions(ctx: WalletContext): SyncActions {
  let loading: Promise<WalletLoadOutcome> | undefined;
  let saving: Promise<unknown> = Promise.resolve();

  // Saves go one after another, each sending the state as it is when its turn comes: a second change made while
  // the record is being created must not overtake the create.
  function saveWallet(): Promise<boolean> {
    const turn = saving.then(save);
    saving = turn.catch(() => undefined);
    return turn;
  }

  /** One write of the wallet as it is now: 'saved', 'refused' (the service said no) or 'failed' (it threw). */
  async function send(walletId: string): Promise<'saved' | 'refused' | 'failed'> {
    const consumerId = ctx.consumerId();
    const creating = ctx.get().createdDate === null;
    const time = ctx.now();
    ctx.set((state) => ({
      timeStamp: time,
      ...(creating ? { createdDate: time, lastUpdated: state.lastUpdated ?? time } : {}),
    }));
    const request = {
      walletId,
      paymentInfo: { ...pickPersistedWallet(ctx.get()), walletId },
      isLoggedIn: consumerId !== undefined,
      ...(consumerId ? { consumerid: consumerId } : {}),
    };
    let outcome: 'refused' | 'failed' = 'refused';
    try {
      const reply = creating ? await ctx.client.setData(request) : await ctx.client.updateData(request);
      if (reply?.success === true) return 'saved';
    } catch (error) {
      ctx.logger.error('Wallet save failed', error);
      outcome = 'failed';
    }
    // The record was not created: leave createdDate empty so the next save (or ensure) creates it.
    if (creating && ctx.get().createdDate === time) ctx.set({ createdDate: null });
    return outcome;
  }

  async function save(): Promise<boolean> {
    let walletId = currentWalletId(ctx);
    if (!walletId) {
      walletId = await requestWalletId(ctx);
      if (!walletId) return fail(ctx);
      keepWalletId(ctx, walletId);
    }
    let outcome = await send(walletId);
    if (outcome === 'refused') {
      const resolution = await resolveRefusal(ctx);
      // Not a failure when the spec's rule kept another copy: the shopper is told by the sync alert, and sees the
      // wallet that is kept, not an error over a change that the rule set aside. This device's change was not
      // saved, so the save still resolves false.
      if (resolution === 'replaced') {
        clearSaveError(ctx);
        return false;
      }
      // Once, to the account's record: a second refusal is a save failure, never a loop.
      const retryId = currentWalletId(ctx);
      if (resolution === 'retry' && retryId) outcome = await send(retryId);
      if (outcome === 'refused') ctx.logger.error('Wallet save was refused by the storage service');
    }
    if (outcome === 'saved') {
      clearSaveError(ctx);
      return true;
    }
    return fail(ctx);
  }

  async function load(manual: boolean): Promise<WalletLoadOutcome> {
    ctx.set({ isLoading: true });
    try {
      const read = await readWallet(ctx);
      if (read.status === 404) {
        if (manual) syncAlert(ctx, { showAlert: true, success: false, isAuto: false });
        return 'not-found';
      }
      if (read.walletId !== undefined && isAnotherAccountWallet(ctx, read)) {
        const merge = mergeWithAccount(ctx, { ...read, walletId: read.walletId }, manual);
        if (merge.save) await saveWallet();
        return merge.outcome;
      }
      const local = ctx.get();
      if (manual || isServerWalletNewer(read.paymentInfo, local)) {
        replaceWithServer(ctx, read, manual);
        return 'replaced';
      }
      const server = restorePersistedWallet(read.paymentInfo, local);
      if (local.createdDate === null && server.createdDate !== undefined)
        ctx.set({ createdDate: server.createdDate });
      if (read.walletId && !local.walletId) keepWalletId(ctx, read.walletId);
      // The local copy is newer: the server gets it, so other devices see the shopper's latest change.
      if (local.lastUpdated !== null && (server.lastUpdated ?? server.createdDate ?? 0) < local.lastUpdated) {
        await saveWallet();
      }
      return 'kept-local';
    } finally {
      ctx.set({ isLoading: false, isPaymentsInfoLoaded: true });
    }
  }

  function loadWallet(options: { manual?: boolean } = {}): Promise<WalletLoadOutcome> {
    const manual = options.manual ?? false;
    // One read at a time; a manual sync asked for during an automatic load runs after it, as a manual one.
    if (loading) return manual ? loading.then(() => loadWallet({ manual })) : loading;
    loading = load(manual).finally(() => {
      loading = undefined;
    });
    return loading;
  }

  return {
    loadWallet,
    syncWallet: () => loadWallet({ manual: true }),
    saveWallet,

    async ensureWallet() {
      if (!shouldEnsureWallet(ctx.get())) return 'skipped';
      await loadWallet();
      if (ctx.get().createdDate !== null) return 'loaded';
      return (await saveWallet()) ? 'created' : 'failed';
    },

    async syncAfterSignIn() {
      const outcome = await loadWallet();
      const consumerid = ctx.consumerId();
      const walletId = currentWalletId(ctx);
      if (outcome !== 'not-found' || !consumerid || !walletId) return outcome;
      // The consumer has no wallet yet: the anonymous one becomes theirs.
      try {
        const reply = await ctx.client.postId({ walletId, consumerid });
        if (reply?.success !== true)
          ctx.logger.error('Wallet storage refused to link the wallet to the consumer');
      } catch (error) {
        ctx.logger.error('Wallet could not be linked to the consumer', error);
      }
      await saveWallet();
      return outcome;
    },

    updateWallet(update: WalletUpdate) {
      const { tradeIn, ...fields } = update;
      ctx.set((state) => ({
        ...fields,
        ...(tradeIn ? { tradeIn: { ...state.tradeIn, ...tradeIn } } : {}),
        lastUpdated: ctx.now(),
        hasSessionWalletChange: true,
        interactions: { ...state.interactions, hasUpdatedWallet: true },
      }));
      return saveWallet();
    },

    dismissSyncAlert() {
      syncAlert(ctx, { ...DEFAULT_SYNC_ALERT });
    },
  };
}
