import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { apiErrorSchema, type FeedImport, feedImportSchema, OPERATOR_CONTRACTS } from '@forecourt/contracts';
import { z } from 'zod';

/** The identity service's client for the command line (apps/identity CLI_CLIENT_ID). */
export const CLI_CLIENT_ID = 'forecourt-cli';

/** How often `forecourt upload` asks for the import's progress (ours). */
export const UPLOAD_POLL_MS = 500;

export type UploadErrorCode = 'SIGN_IN_FAILED' | 'UPLOAD_REFUSED' | 'API_UNREACHABLE';

/** The upload could not start or be followed: the message says what the API or identity answered. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    readonly code: UploadErrorCode,
    message: string,
  ) {
    super(message);
  }
}

type Fetch = typeof fetch;

const tokenReply = z.object({ access_token: z.string().min(1) });
const oauthError = z.object({ error: z.string(), error_description: z.string().optional() });
const discovery = z.object({ token_endpoint: z.url() });

async function reach(fetcher: Fetch, url: string, init: RequestInit, what: string): Promise<Response> {
  try {
    return await fetcher(url, init);
  } catch (error) {
    const cause =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '';
    throw new UploadError('API_UNREACHABLE', `Cannot reach ${what} at ${url}: ${cause}`);
  }
}

/**
 * An operator's access token from their e-mail and password: the identity service's token endpoint (from its
 * discovery document), password grant, client `forecourt-cli`. Identity gives it to operators only.
 */
export async function operatorToken(options: {
  identityUrl: string;
  email: string;
  password: string;
  fetch?: Fetch;
}): Promise<string> {
  const fetcher = options.fetch ?? fetch;
  const base = options.identityUrl.replace(/\/$/, '');
  const found = await reach(fetcher, `${base}/.well-known/openid-configuration`, {}, 'the identity service');
  const endpoint = discovery.safeParse(found.ok ? await found.json() : undefined);
  if (!endpoint.success)
    throw new UploadError('SIGN_IN_FAILED', `${base} is not an OpenID Connect issuer (no token endpoint).`);
  const reply = await reach(
    fetcher,
    endpoint.data.token_endpoint,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: CLI_CLIENT_ID,
        username: options.email,
        password: options.password,
      }),
    },
    'the identity service',
  );
  const body: unknown = await reply.json().catch(() => undefined);
  const token = tokenReply.safeParse(body);
  if (reply.ok && token.success) return token.data.access_token;
  const refused = oauthError.safeParse(body);
  throw new UploadError(
    'SIGN_IN_FAILED',
    `Signing in as ${options.email} failed: ${
      refused.success ? (refused.data.error_description ?? refused.data.error) : `HTTP ${reply.status}`
    }`,
  );
}

async function refusal(reply: Response): Promise<string> {
  const body: unknown = await reply.json().catch(() => undefined);
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success ? parsed.data.error.message : `HTTP ${reply.status}`;
}

export interface UploadFeedOptions {
  file: string;
  /** The running API, e.g. `http://localhost:4000`. */
  apiUrl: string;
  /** An operator's access token. */
  token: string;
  /** The column mapping (a preset name or one-line JSON), sent as `X-Feed-Mapping`. */
  mapping?: string;
  /** Called with the import each time it is read, until it is done or failed. */
  onProgress?: (job: FeedImport) => void;
  /** @default UPLOAD_POLL_MS */
  pollMs?: number;
  fetch?: Fetch;
}

/**
 * Streams a feed file to the running API's `POST /operator-api/feed-imports` (never read whole into memory) and
 * follows the import it starts until it is done or failed; returns it (with the report once done).
 */
export async function uploadFeed(options: UploadFeedOptions): Promise<FeedImport> {
  const fetcher = options.fetch ?? fetch;
  const base = options.apiUrl.replace(/\/$/, '');
  const authorization = `Bearer ${options.token}`;
  const started = await reach(
    fetcher,
    `${base}${OPERATOR_CONTRACTS.startFeedImport.path}`,
    {
      method: 'POST',
      headers: {
        authorization,
        'content-type': 'text/csv',
        'x-feed-filename': basename(options.file),
        ...(options.mapping ? { 'x-feed-mapping': options.mapping } : {}),
      },
      body: Readable.toWeb(createReadStream(options.file)) as ReadableStream<Uint8Array>,
      // Node's fetch sends a stream body only half-duplex: the reply is read once the file is sent.
      duplex: 'half',
    } as RequestInit,
    'the API',
  );
  if (started.status !== 202) {
    throw new UploadError(
      'UPLOAD_REFUSED',
      `The API refused the upload (${started.status}): ${await refusal(started)}`,
    );
  }
  let job = feedImportSchema.parse(await started.json());
  const location = new URL(started.headers.get('location') ?? '', `${base}/`).href;
  options.onProgress?.(job);
  while (job.status === 'queued' || job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? UPLOAD_POLL_MS));
    const reply = await reach(fetcher, location, { headers: { authorization } }, 'the API');
    if (!reply.ok) {
      throw new UploadError(
        'UPLOAD_REFUSED',
        `The API stopped answering about the import (${reply.status}): ${await refusal(reply)}`,
      );
    }
    job = feedImportSchema.parse(await reply.json());
    options.onProgress?.(job);
  }
  return job;
}
