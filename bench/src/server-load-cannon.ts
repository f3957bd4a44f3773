// One load run: autocannon with a fixed number of connections (each a client that sends its next request as soon
// as the last reply has ended), every reply timed twice. autocannon's own latency is the full response; the time
// to first byte is taken from its documented client events: `headers` fires when a reply's status line and
// headers have been parsed (they come in the reply's first packet), `response` when the reply has ended, with the
// full response time. TTFB = full time - (response event - headers event). Both measures include the time the
// bench's own event loop took to notice, alike for a page and its baseline.
import autocannon from 'autocannon';

export interface LoadRequest {
  /** Names the call in the per-call figures, e.g. `POST /account-api/vehicle`. */
  label: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Builds the request from what earlier replies of this client's sequence left in `context`. */
  setup?: (request: { path: string; body?: string }, context: Record<string, unknown>) => void;
  /** Reads a reply (status, body) into `context` for the requests after it. */
  read?: (status: number, body: string, context: Record<string, unknown>) => void;
}

export interface LoadRun {
  /** Base URL of the server. */
  url: string;
  connections: number;
  seconds: number;
  /** The requests connection `client` sends, in order, starting over at the end. */
  requestsFor: (client: number) => LoadRequest[];
}

export interface LoadSample {
  requests: number;
  seconds: number;
  non2xx: number;
  errors: number;
  ttfb: number[];
  full: number[];
  /** The same figures by the request's label. */
  byLabel: Map<string, { ttfb: number[]; full: number[] }>;
  /** The first reply of each failing call, for the report. */
  failures: Map<string, string>;
}

function toCannonRequest(request: LoadRequest, seen: { label: string; status: number; body: string }) {
  return {
    method: request.method ?? 'GET',
    path: request.path,
    ...(request.headers && { headers: request.headers }),
    ...(request.body !== undefined && { body: request.body }),
    ...(request.setup && {
      setupRequest: (raw: autocannon.Request, context: object) => {
        const built = { path: request.path, ...(request.body !== undefined && { body: request.body }) };
        request.setup?.(built, context as Record<string, unknown>);
        return { ...raw, path: built.path, ...(built.body !== undefined && { body: built.body }) };
      },
    }),
    onResponse: (status: number, body: string, context: object) => {
      seen.label = request.label;
      seen.status = status;
      seen.body = status >= 200 && status < 300 ? '' : body;
      request.read?.(status, body, context as Record<string, unknown>);
    },
  } as autocannon.Request;
}

export async function runLoad(run: LoadRun): Promise<LoadSample> {
  const sample: LoadSample = {
    requests: 0,
    seconds: run.seconds,
    non2xx: 0,
    errors: 0,
    ttfb: [],
    full: [],
    byLabel: new Map(),
    failures: new Map(),
  };
  let clients = 0;
  const setupClient = (client: autocannon.Client) => {
    // autocannon calls its `response` handlers after the request's onResponse: `seen` names that reply.
    const seen = { label: '', status: 0, body: '' };
    client.setRequests(run.requestsFor(clients++).map((request) => toCannonRequest(request, seen)));
    let headersAt = 0;
    client.on('headers', () => {
      headersAt = performance.now();
    });
    client.on('response', (_status, _bytes, responseTime) => {
      const ttfb = Math.max(0, responseTime - (performance.now() - headersAt));
      sample.ttfb.push(ttfb);
      sample.full.push(responseTime);
      const byLabel = sample.byLabel.get(seen.label) ?? { ttfb: [], full: [] };
      byLabel.ttfb.push(ttfb);
      byLabel.full.push(responseTime);
      sample.byLabel.set(seen.label, byLabel);
      if ((seen.status < 200 || seen.status >= 300) && !sample.failures.has(seen.label))
        sample.failures.set(seen.label, `${seen.status} ${seen.body.slice(0, 300)}`);
    });
  };
  const result = await autocannon({
    url: run.url,
    connections: run.connections,
    duration: run.seconds,
    setupClient,
  });
  sample.requests = sample.full.length;
  sample.seconds = result.duration;
  sample.non2xx = result.non2xx;
  sample.errors = result.errors;
  return sample;
}

/** Adds `more` to `into` (pooled samples of one kind of load). */
export function pool(into: LoadSample | undefined, more: LoadSample): LoadSample {
  if (!into) return more;
  into.requests += more.requests;
  into.seconds += more.seconds;
  into.non2xx += more.non2xx;
  into.errors += more.errors;
  // concat, not push(...list): a sample of cached reads holds more values than a call may take arguments.
  into.ttfb = into.ttfb.concat(more.ttfb);
  into.full = into.full.concat(more.full);
  for (const [label, added] of more.byLabel) {
    const had = into.byLabel.get(label) ?? { ttfb: [], full: [] };
    into.byLabel.set(label, { ttfb: had.ttfb.concat(added.ttfb), full: had.full.concat(added.full) });
  }
  for (const [label, failure] of more.failures)
    if (!into.failures.has(label)) into.failures.set(label, failure);
  return into;
}

/**
 * Sends a sequence once, in order, as one autocannon client would (same setup and read hooks), and returns the
 * calls that did not answer 2xx: a check before the load, so a broken mix fails in a second, not after minutes.
 */
export async function runOnce(url: string, requests: readonly LoadRequest[]): Promise<string[]> {
  const context: Record<string, unknown> = {};
  const failed: string[] = [];
  for (const request of requests) {
    const built = { path: request.path, ...(request.body !== undefined && { body: request.body }) };
    request.setup?.(built, context);
    const response = await fetch(new URL(built.path, url), {
      method: request.method ?? 'GET',
      ...(request.headers && { headers: request.headers }),
      ...(built.body !== undefined && { body: built.body }),
    });
    const body = await response.text();
    request.read?.(response.status, body, context);
    if (!response.ok) failed.push(`${request.label}: ${response.status} ${body.slice(0, 300)}`);
  }
  return failed;
}
