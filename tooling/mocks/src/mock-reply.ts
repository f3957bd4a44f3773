import { API_ERROR_STATUS, type ApiErrorCode } from '@forecourt/contracts';

/** How long `neverReply` waits: for ever, so a story stays in its loading state. */
export const NEVER = Number.POSITIVE_INFINITY;

/** The message of an error reply when none is given, per code (ours: the spec shows no error texts). */
export const DEFAULT_ERROR_MESSAGES: Readonly<Record<ApiErrorCode, string>> = Object.freeze({
  BAD_REQUEST: 'The request is not valid.',
  UNAUTHORIZED: 'Sign in to continue.',
  FORBIDDEN: 'You may not do this.',
  NOT_FOUND: 'Nothing was found.',
  RATE_LIMITED: 'Too many requests: try again in a minute.',
  INTERNAL: 'Something went wrong on our side.',
});

type Kind =
  | { readonly kind: 'json'; readonly body: unknown; readonly status?: number; readonly headers?: Headers }
  | { readonly kind: 'error'; readonly status: number; readonly body: unknown }
  | { readonly kind: 'delay'; readonly ms: number; readonly after: unknown };

/**
 * A reply that is more than a body: an error status, a wait, reply headers. Made by `reply`, `errorReply`,
 * `neverReply` and `delayedReply`; the contract handler checks it against its contract like any reply.
 */
export class MockReply {
  readonly answer: Kind;

  constructor(answer: Kind) {
    this.answer = answer;
  }
}

/** `body` with reply headers (the wallet's Location) or another status than the contract's success status. */
export function reply(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): MockReply {
  return new MockReply({
    kind: 'json',
    body,
    ...(init.status !== undefined && { status: init.status }),
    ...(init.headers && { headers: new Headers(init.headers) }),
  });
}

const CODE_OF_STATUS = new Map<number, ApiErrorCode>(
  Object.entries(API_ERROR_STATUS).map(([code, status]) => [status, code as ApiErrorCode]),
);

/**
 * The error reply of every call, `{ error: { code, message } }`, with `status` (one the contract declares: 400,
 * 500, 401 unless it needs no sign-in, and its own, such as 404 and 429). `extra` adds top-level fields a
 * contract's error shape requires, such as the share calls' `errorMessage`.
 * @param message @default the code's DEFAULT_ERROR_MESSAGES entry
 */
export function errorReply(status: number, message?: string, extra: Record<string, unknown> = {}): MockReply {
  const code = CODE_OF_STATUS.get(status) ?? 'INTERNAL';
  return new MockReply({
    kind: 'error',
    status,
    body: { ...extra, error: { code, message: message ?? DEFAULT_ERROR_MESSAGES[code] } },
  });
}

/**
 * The reply after `ms` milliseconds: `then` (a body, a MockReply or a resolver), or the handler's default reply
 * when left out. For loading states that end; `neverReply` for one that does not.
 */
export function delayedReply(ms: number, then?: unknown): MockReply {
  return new MockReply({ kind: 'delay', ms, after: then });
}

/** No reply at all: the request stays pending, so the page stays in its loading state. */
export function neverReply(): MockReply {
  return new MockReply({ kind: 'delay', ms: NEVER, after: undefined });
}
