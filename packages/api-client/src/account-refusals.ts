import type {
  BestDealsReply,
  DeleteBookmarkReply,
  DeleteSearchReply,
  LightUserReply,
  OptOutReply,
  SaveSearchReply,
  SaveVehicleReply,
  ValidateProfileFormReply,
} from '@forecourt/saved-items';
import type { StatusValue } from './status-values';

const error = (value: string) => [{ severity: 'ERROR', value }];

/**
 * What each account call answers when the API refuses it with a 4xx other than 401 (`isRefusal`): the reply the
 * saved-items store reads as that outcome, in the shapes its in-memory client answers. The API answers these
 * as HTTP statuses (`404` for a bookmark that is not the caller's), the store reads reply fields
 * (`responseCode`, `status`, `bookmark.isDeleted`, `userId`), so the status and the server's message go there.
 * Calls not listed here reject with `AccountHttpError` on any non-OK status.
 */
export const ACCOUNT_REFUSALS = Object.freeze({
  /** "If the save failed, an alert is raised" (with the server's message); an update shows it in the panel. */
  saveVehicle: ((status, message) => ({
    msgs: error(message),
    bookmarkSaved: false,
    bookmarkAlreadySaved: false,
    responseCode: String(status),
  })) satisfies StatusValue<SaveVehicleReply>,
  /** Not deleted; a 404 also says it is not saved, so the store does not put it back. */
  deleteBookmark: ((status) => ({
    bookmark: { isDeleted: false, ...(status === 404 && { isSaved: false }) },
  })) satisfies StatusValue<DeleteBookmarkReply>,
  /** "neither saved nor already existing", with the server's message. */
  saveSearch: ((status, message) => ({
    msgs: error(message),
    isSaved: false,
    isExisting: false,
    responseCode: String(status),
  })) satisfies StatusValue<SaveSearchReply>,
  /** "Only when responseCode is '200' is the id removed". */
  deleteSearch: ((status) => ({ responseCode: String(status) })) satisfies StatusValue<DeleteSearchReply>,
  /** No `userId` in the reply: the server-failure alert with this message. */
  optOut: ((_status, message) => ({ message })) satisfies StatusValue<OptOutReply>,
  optOutSearch: ((_status, message) => ({ message })) satisfies StatusValue<OptOutReply>,
  /** Not valid; the message goes nowhere (the form shows field errors only). */
  validateProfileForm: (() => ({ success: false })) satisfies StatusValue<ValidateProfileFormReply>,
  /** "A non-200 status ... shows" the registration failure. */
  registerLightUser: ((status) => ({ status })) satisfies StatusValue<LightUserReply>,
  /** Neither status 200 nor 'userexists': a failure with the server's message. */
  saveBestDeals: ((status, message) => ({ status, message })) satisfies StatusValue<BestDealsReply>,
});

export type AccountRefusalCall = keyof typeof ACCOUNT_REFUSALS;
