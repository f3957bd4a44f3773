/** The browser calls the API through the brand server, which adds the session's token (it never reaches script). */
export const API_PROXY_PATH = '/api';
/** What the browser sends as its token when signed in: the brand server swaps it for the session's real one. */
export const SESSION_TOKEN_PLACEHOLDER = 'session';
