import { DEFAULT_SYNC_ALERT, type SyncAlert } from './interactions';
import { createWalletData } from './payment-defaults';
import { pickPersistedWallet, restorePersistedWallet } from './persisted-wallet';
import { fetchRecord, readWallet, type WalletRead } from './read-wallet';
import type { SyncActions, WalletLoadOutcome, WalletUpdate } from './wallet-actions';
import type { WalletContext } from './wallet-context';
import { currentWalletId, keepWalletId, requestWalletId } from './wallet-id';
import { PERSISTED_WALLET_KEYS, type WalletData } from './wallet-state';
import {
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

/**
 * After the storage service refused a save: whether it holds a copy newer than the local one, which then replaces
 * it with the sync alert ("Server data replaces local data ... when the server lastUpdated is newer than the local
 * one. Then a sync alert is shown (isAuto true unless manual)", spec 002 s4). The service refuses a copy older than
 * the one it keeps (a 409 over HTTP), so this is how a device learns that another device's later change won. One
 * read, no retry and no new id: a refusal for any other reason stays a save failure.
 */
async function adoptNewerServerCopy(ctx: WalletContext): Promise<boolean> {
  const query = walletReadQuery(ctx.consumerId(), currentWalletId(ctx));
  if (!query) return false;
  const read = await fetchRecord(ctx, query);
  if (read.status !== 200 || !isServerWalletNewer(read.paymentInfo, ctx.get())) return false;
  ctx.logger.warn('Wallet save lost to a newer copy on the server; the server copy replaces the local one');
  replaceWithServer(ctx, read, false);
  // The wallet shown is the one kept: an error left by an earlier failed save no longer stands.
  ctx.set((state) => ({ myWallet: { ...state.myWallet, displayWalletErrorMessage: false } }));
  return true;
}

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

  async function save(): Promise<boolean> {
    const consumerId = ctx.consumerId();
    let walletId = currentWalletId(ctx);
    if (!walletId) {
      walletId = await requestWalletId(ctx);
      if (!walletId) return fail(ctx);
      keepWalletId(ctx, walletId);
    }
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
    try {
      const reply = creating ? await ctx.client.setData(request) : await ctx.client.updateData(request);
      if (reply?.success === true) {
        ctx.set((state) => ({ myWallet: { ...state.myWallet, displayWalletErrorMessage: false } }));
        return true;
      }
      // Not a failure when another device's newer save won: the shopper is told by the sync alert, and sees the
      // wallet that is kept, not an error over a change that the spec's rule set aside.
      if (await adoptNewerServerCopy(ctx)) return false;
      ctx.logger.error('Wallet save was refused by the storage service');
    } catch (error) {
      ctx.logger.error('Wallet save failed', error);
    }
    // The record was not created: leave createdDate empty so the next save (or ensure) creates it.
    if (creating && ctx.get().createdDate === time) ctx.set({ createdDate: null });
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
