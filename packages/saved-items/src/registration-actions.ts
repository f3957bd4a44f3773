import { accountBrandCode, COOKIES } from '@forecourt/brand';
import type { LightUserReply } from './account-client';
import { type ActionResult, failed, OK } from './action-result';
import { CONSUMER_COOKIE_MAX_AGE_S, EMAIL_SUBSCRIBE_SUCCESS_MS, STATUS_OK } from './constants';
import type { SearchCriteria } from './entities';
import { SavedItemsError } from './errors';
import { MESSAGES } from './messages';
import { reportFailure, type StoreContext } from './store-context';
import type { SubscribeState } from './user-state';

export interface RegisterEmailInput {
  emailAddress: string;
  criteria: SearchCriteria;
  searchName?: string;
  /** "a start callback is called" when the search is taken without a success screen. @default none */
  onStart?: () => void;
}

export interface BestDealsInput {
  email: string;
  zipcode: string;
  userId?: string;
  styleCodes?: string[];
}

export interface RegistrationActions {
  /** E-mail light registration: saves a search for a shopper known only by e-mail (spec 000 section 4). */
  registerEmail(input: RegisterEmailInput): Promise<ActionResult>;
  /** Best-deals registration: "Status 200, or a message equal to userexists in any letter case". */
  subscribeBestDeals(input: BestDealsInput): Promise<ActionResult>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** HTTP 429 Too Many Requests: a limit the server counts (the account API's light-registration limits). */
const TOO_MANY_REQUESTS = 429;

/**
 * The server's reason for refusing a call over a limit: a 429 whose error reply carries a message (the account
 * client's errors carry `status` and `apiError`, read by shape: this package knows no client).
 */
export function limitReason(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, apiError } = error as { status?: unknown; apiError?: { error?: { message?: unknown } } };
  const message = apiError?.error?.message;
  return status === TOO_MANY_REQUESTS && typeof message === 'string' && message.trim() ? message : undefined;
}

export function registrationActions(ctx: StoreContext): RegistrationActions {
  const { set, get } = ctx;
  const subscribe = (change: Partial<SubscribeState>) =>
    set({ bookmarks: { ...get().bookmarks, subscribe: { ...get().bookmarks.subscribe, ...change } } });

  const registrationFailed = (error: unknown): ActionResult => {
    reportFailure(ctx, 'registerEmail', error, null);
    // Over a registration limit the server says why ("Too many sign-ups ... try again in N minutes"): that is
    // shown, since trying again at once, as the generic message says, would be refused again.
    const message = limitReason(error) ?? MESSAGES.registrationFailure;
    subscribe({ error: message });
    set({ animatedButtonState: 'default' });
    return failed(message === MESSAGES.registrationFailure ? 'server' : 'over-limit', message);
  };

  const storeConsumerId = (consumerId: string) => {
    try {
      ctx.cookies?.set(COOKIES.consumerId.name, consumerId, { maxAge: CONSUMER_COOKIE_MAX_AGE_S, path: '/' });
    } catch (error) {
      // CookieError: an id the server sent that is not cookie text. The registration itself went through.
      reportFailure(ctx, 'registerEmail consumer cookie', error, null);
    }
  };

  return {
    async registerEmail(input) {
      // "Light registration needs an e-mail address and a search."
      if (!input.criteria) throw new SavedItemsError('MISSING_SEARCH', 'registerEmail needs a search');
      const emailAddress = input.emailAddress.trim();
      if (!EMAIL.test(emailAddress)) {
        subscribe({ error: MESSAGES.invalidEmail });
        return failed('invalid-email', MESSAGES.invalidEmail);
      }
      ctx.scheduler.cancelAll();
      subscribe({ error: null, status: 'idle' });
      set({ animatedButtonState: 'loading' });
      let reply: LightUserReply;
      try {
        reply = await ctx.client.registerLightUser({
          emailAddress,
          brand: accountBrandCode(ctx.brand),
          searchParams: input.criteria,
          ...(input.searchName !== undefined && { searchName: input.searchName }),
        });
      } catch (error) {
        return registrationFailed(error);
      }
      if (reply.status !== STATUS_OK) return registrationFailed(reply);
      if (reply.consumerId) storeConsumerId(reply.consumerId);
      set({ bookmarks: { ...get().bookmarks, emailAlerts: emailAddress } });
      if (reply.bookmarkSaved) {
        set({ animatedButtonState: 'loaded' });
        ctx.scheduler.schedule('emailSubscribe', EMAIL_SUBSCRIBE_SUCCESS_MS, () => {
          subscribe({ status: 'success' });
          set({ animatedButtonState: 'default' });
        });
        return OK;
      }
      set({ animatedButtonState: 'default' });
      if (reply.isOverLimit && !reply.bookmarkAlreadySaved) {
        subscribe({ status: 'failure' });
        return failed('over-limit');
      }
      subscribe({ showInlineForm: false });
      set({ showToast: true });
      input.onStart?.();
      return OK;
    },

    async subscribeBestDeals({ email, zipcode, userId, styleCodes }) {
      try {
        const reply = await ctx.client.saveBestDeals({
          search: {
            bestDealsOptIn: true,
            zipcode,
            ...(userId !== undefined && { userId }),
            ...(styleCodes?.length && { styleCodes }),
          },
          email,
        });
        if (reply.status !== STATUS_OK && reply.message?.toLowerCase() !== 'userexists') {
          reportFailure(ctx, 'subscribeBestDeals', reply);
          return failed('server', reply.message);
        }
      } catch (error) {
        reportFailure(ctx, 'subscribeBestDeals', error);
        return failed('server');
      }
      set({ bestDeals: { success: true } });
      return OK;
    },
  };
}
