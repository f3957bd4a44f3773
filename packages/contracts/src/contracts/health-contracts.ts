import { z } from 'zod';

// The API's health replies (ours: the spec has no health call). Kept out of CONTRACTS like the operator calls: no
// brand server forwards them; a load balancer, the start command and the benchmarks read them.

/** `GET /health`, the liveness check: the process answers HTTP. It stays 200 while the search index loads. */
export const apiLivenessSchema = z.object({
  status: z.literal('ok'),
  engine: z.enum(['pglite', 'postgres']),
});
export type ApiLiveness = z.output<typeof apiLivenessSchema>;

/** Where this instance's search index stands against the database's listings. */
export const searchIndexHealthSchema = z.object({
  loaded: z.boolean().meta({
    description: 'An index has loaded: searches answer from memory rather than by SQL.',
  }),
  current: z.boolean().meta({ description: 'The index holds the last listing change it knows of.' }),
  listings: z.int().min(0).meta({ description: 'Listings the index holds.' }),
  position: z.string().nullable().meta({
    description: 'The listing change the index has applied, as the database numbers it; null when not known.',
  }),
  lagMs: z.int().min(0).nullable().meta({
    description:
      'How long the index has been behind the database (0 when current); null before a first load.',
  }),
});
export type SearchIndexHealth = z.output<typeof searchIndexHealthSchema>;

/** One thread's memory: its V8 heap in use and its ArrayBuffers, which live outside that heap. */
export const threadMemorySchema = z.object({
  heapUsedBytes: z.int().min(0),
  arrayBuffersBytes: z.int().min(0),
});
export type ThreadMemory = z.output<typeof threadMemorySchema>;

/**
 * `GET /health/ready`, the readiness check: 200 once a search index has loaded, 503 before, so a load balancer
 * sends no search to an instance that would answer it by SQL.
 */
export const apiReadinessSchema = z.object({
  status: z.enum(['ready', 'starting']),
  engine: z.enum(['pglite', 'postgres']),
  instance: z
    .string()
    .nullable()
    .meta({ description: 'INSTANCE_ID, also sent as `x-instance` on every reply.' }),
  index: searchIndexHealthSchema,
  sqlSearches: z.int().min(0).meta({
    description: 'Searches this process answered by SQL rather than from its index, since it started.',
  }),
  heapUsedBytes: z.int().min(0).meta({ description: "The server thread's V8 heap in use." }),
  arrayBuffersBytes: z.int().min(0).meta({
    description:
      "The server thread's ArrayBuffers (outside the V8 heap): an index held in this thread is mostly these.",
  }),
  indexThread: threadMemorySchema.nullable().meta({
    description:
      'The search index worker thread, when the index lives in one (null when it is in the server thread).',
  }),
});
export type ApiReadiness = z.output<typeof apiReadinessSchema>;
