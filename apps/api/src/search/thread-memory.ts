import type { ThreadMemory } from '@forecourt/contracts';

/**
 * This thread's memory: in a worker, `process.memoryUsage()` reads the worker's own V8 isolate for the heap and
 * its ArrayBuffers (the index's columns are typed arrays, outside the heap), while RSS stays the whole process's.
 */
export function threadMemory(): ThreadMemory {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return { heapUsedBytes: heapUsed, arrayBuffersBytes: arrayBuffers };
}
