import { accountBrandCode } from '@forecourt/brand';
import { type ActionResult, failed, OK } from './action-result';
import { ALERTS_MODAL_CLOSE_MS } from './constants';
import { globalAlert } from './global-alerts';
import { ALERT_BANNERS, MESSAGES } from './messages';
import { isValidPhone, phoneDigits } from './phone';
import { reportFailure, requireSignedIn, type StoreContext, serverFailure } from './store-context';
import type { UserBookmarks } from './user-state';

export interface ToggleAlertsInput {
  /** A saved vehicle's bookmark or a saved search's. */
  kind: 'vehicle' | 'search';
  bookmarkId: string;
  /** "Target SMS" is a text alert. */
  target: 'sms' | 'email';
  enabled: boolean;
  /** The phone for text alerts. @default the text-alerts session cache's, then the profile's */
  phone?: string;
}

export interface CancelAlertsInput {
  kind: 'vehicles' | 'searches';
  userId: string;
}

export interface AlertActions {
  /** Turns text or e-mail alerts of one saved vehicle or search on or off (spec 000 section 4). */
  toggleAlerts(input: ToggleAlertsInput): Promise<ActionResult>;
  /** Cancels every alert of the saved vehicles or of the saved searches. */
  cancelAllAlerts(input: CancelAlertsInput): Promise<ActionResult>;
}

function withFlag(bookmarks: UserBookmarks, input: ToggleAlertsInput): UserBookmarks {
  if (input.kind === 'vehicle') {
    const flag = input.target === 'sms' ? 'hasTextAlerts' : 'hasEmailAlerts';
    return {
      ...bookmarks,
      inventoryBookmarks: bookmarks.inventoryBookmarks.map((item) =>
        item.id === input.bookmarkId ? { ...item, [flag]: input.enabled } : item,
      ),
    };
  }
  const flag = input.target === 'sms' ? 'sendTextAlerts' : 'sendEmailAlerts';
  const change = <T extends { id: string; alert?: object }>(item: T): T =>
    item.id === input.bookmarkId ? { ...item, alert: { ...item.alert, [flag]: input.enabled } } : item;
  return {
    ...bookmarks,
    searchBookmarks: bookmarks.searchBookmarks.map(change),
    search: bookmarks.search ? change(bookmarks.search) : null,
  };
}

export function alertActions(ctx: StoreContext): AlertActions {
  const { set, get } = ctx;
  return {
    async toggleAlerts(input) {
      requireSignedIn(ctx, 'toggleAlerts');
      ctx.scheduler.cancelAll();
      set({ animatedButtonState: 'loading', errorMessages: [] });
      const sms = input.target === 'sms';
      const phone = input.phone ?? ctx.storage.readTextAlerts()?.phone ?? get().profile?.phone;
      // "Target SMS needs a valid phone, checked first" (only to turn text alerts on: see README).
      if (sms && input.enabled && !isValidPhone(phone)) {
        set({ errorMessages: [MESSAGES.invalidPhone], animatedButtonState: 'default' });
        return failed('invalid-phone', MESSAGES.invalidPhone);
      }
      const mobilePhone = sms && input.enabled ? { mobilePhone: phoneDigits(phone) } : {};
      let reply: { responseCode?: string; msgs?: { severity: string; value: string }[] };
      try {
        reply =
          input.kind === 'vehicle'
            ? await ctx.client.saveVehicle({
                bookmarkId: input.bookmarkId,
                ...mobilePhone,
                ...(sms ? { enableTextAlerts: input.enabled } : { enableEmailAlerts: input.enabled }),
              })
            : await ctx.client.saveSearch({
                bookmarkId: input.bookmarkId,
                brand: accountBrandCode(ctx.brand),
                ...mobilePhone,
                ...(sms ? { sendTextAlerts: input.enabled } : { sendEmailAlerts: input.enabled }),
              });
      } catch (error) {
        reportFailure(ctx, 'toggleAlerts', error, null);
        set({ errorMessages: [MESSAGES.alertsFailure], animatedButtonState: 'default' });
        return failed('server', MESSAGES.alertsFailure);
      }
      if (reply.responseCode !== '200') {
        reportFailure(ctx, 'toggleAlerts', reply, serverFailure(reply.msgs));
        set({ animatedButtonState: 'default' });
        return failed('server');
      }
      const banner = ALERT_BANNERS[sms ? 'text' : 'email'][input.enabled ? 'on' : 'off'];
      set({
        bookmarks: withFlag(get().bookmarks, input),
        globalAlert: globalAlert('alertsSuccess', banner),
        animatedButtonState: 'default',
      });
      if (sms && input.enabled) ctx.storage.writeTextAlerts({ phone: phoneDigits(phone) });
      // "The vehicle alerts modal closes after 1 s."
      if (input.kind === 'vehicle') {
        ctx.scheduler.schedule('alertsModal', ALERTS_MODAL_CLOSE_MS, () =>
          set({ open: { ...get().open, alertsModal: false } }),
        );
      }
      return OK;
    },

    async cancelAllAlerts({ kind, userId }) {
      requireSignedIn(ctx, 'cancelAllAlerts');
      let reply: { userId?: string; message?: string };
      try {
        reply = await (kind === 'vehicles'
          ? ctx.client.optOut({ userId })
          : ctx.client.optOutSearch({ userId }));
      } catch (error) {
        reportFailure(ctx, 'cancelAllAlerts', error);
        return failed('server');
      }
      if (!reply.userId) {
        reportFailure(ctx, 'cancelAllAlerts', reply, globalAlert('serverFailure', reply.message));
        return failed('server', reply.message);
      }
      const { bookmarks } = get();
      const off = { sendEmailAlerts: false, sendTextAlerts: false };
      set({
        cancelAlerts: { success: true },
        globalAlert: globalAlert('cancelAlertsSuccess'),
        bookmarks:
          kind === 'vehicles'
            ? {
                ...bookmarks,
                inventoryBookmarks: bookmarks.inventoryBookmarks.map((item) => ({
                  ...item,
                  hasEmailAlerts: false,
                  hasTextAlerts: false,
                })),
              }
            : {
                ...bookmarks,
                searchBookmarks: bookmarks.searchBookmarks.map((item) => ({ ...item, alert: off })),
                search: bookmarks.search ? { ...bookmarks.search, alert: off } : null,
              },
      });
      return OK;
    },
  };
}
