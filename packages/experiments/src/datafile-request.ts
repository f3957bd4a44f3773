import { type Datafile, parseDatafile } from './datafile';
import type { Timers } from './environment';

/** The part of a fetch `Response` the datafile manager reads. */
export interface DatafileResponse {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
}

export type DatafileFetch = (
  url: string,
  init: { signal: AbortSignal; headers: Record<string, string> },
) => Promise<DatafileResponse>;

export type DatafileRequestOutcome =
  | { ok: true; datafile?: Datafile; lastModified?: string }
  | { ok: false; message: string };

export interface DatafileRequest {
  readonly outcome: Promise<DatafileRequestOutcome>;
  /** Aborts the request and clears its time-out timer at once. */
  cancel(): void;
}

interface RequestDatafileOptions {
  url: string;
  fetch: DatafileFetch | undefined;
  timers: Timers;
  timeout: number;
  /** The last `Last-Modified`, sent as `If-Modified-Since`; a 304 then means "unchanged". */
  lastModified: string | undefined;
}

/** One datafile download with a time-out; every failure is an outcome, never a rejection. */
export function requestDatafile(options: RequestDatafileOptions): DatafileRequest {
  const controller = new AbortController();
  const timer = options.timers.setTimeout(() => controller.abort(), options.timeout);

  async function run(): Promise<DatafileRequestOutcome> {
    try {
      const fetchDatafile = options.fetch ?? (globalThis.fetch as unknown as DatafileFetch);
      const headers: Record<string, string> = options.lastModified
        ? { 'if-modified-since': options.lastModified }
        : {};
      const response = await fetchDatafile(options.url, { signal: controller.signal, headers });
      if (response.status === 304 && options.lastModified) return { ok: true };
      if (!response.ok)
        return { ok: false, message: `Datafile request failed with status ${response.status}` };
      const parsed = parseDatafile(await response.json());
      if (!parsed.success) return { ok: false, message: `Invalid datafile: ${parsed.message}` };
      return {
        ok: true,
        datafile: parsed.datafile,
        lastModified: response.headers.get('last-modified') ?? undefined,
      };
    } catch (error) {
      if (controller.signal.aborted) {
        return { ok: false, message: `Datafile request timed out after ${options.timeout} ms` };
      }
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, message: `Datafile request failed: ${reason}` };
    } finally {
      options.timers.clearTimeout(timer);
    }
  }

  return {
    outcome: run(),
    cancel() {
      options.timers.clearTimeout(timer);
      controller.abort();
    },
  };
}
