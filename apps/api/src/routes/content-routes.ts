import { CONTRACTS } from '@forecourt/contracts';
import type { FastifyInstance } from 'fastify';
import { certifiedPrograms } from '../content/certified-programs';
import { answerNotModified } from '../content/conditional-get';
import { experimentsDatafile } from '../content/experiments-datafile';
import { buildIndexedLocations, type IndexedLocationContent } from '../content/indexed-locations';
import { route } from '../http/contract-route';
import { addCacheControl, CACHE_CONTROL } from '../reference/reference-cache';
import type { ServerDeps } from '../server-deps';

/**
 * Routes of static content (spec 002 s7): certified-pre-owned content (cached 1 hour), the indexed-location
 * content of each brand, and the experiments datafile (revalidated on every poll, 304 while unchanged). All of it
 * is data in code, built once per process.
 */
export function registerContentRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.register(async (scope) => {
    const programs = certifiedPrograms();
    const datafile = experimentsDatafile();
    // The content cannot have changed since this process started: the start is its last modification.
    const validators = { etag: `"${datafile.revision}"`, lastModified: deps.clock.now() };
    let indexedLocations: IndexedLocationContent | undefined;

    answerNotModified(scope, CONTRACTS.getDatafile.path, validators, CACHE_CONTROL.datafile);
    addCacheControl(scope, {
      [CONTRACTS.getCertifiedContent.path]: CACHE_CONTROL.certified,
      [CONTRACTS.getIndexedLocations.path]: CACHE_CONTROL.indexedLocations,
      [CONTRACTS.getDatafile.path]: CACHE_CONTROL.datafile,
    });

    route(scope, CONTRACTS.getCertifiedContent, async () => ({ programs }));

    // Every brand gets the same cities: no site configuration narrows them (ours; spec 002 s7 "one per brand").
    route(scope, CONTRACTS.getIndexedLocations, async () => {
      indexedLocations ??= buildIndexedLocations(deps.zips);
      return indexedLocations;
    });

    route(scope, CONTRACTS.getDatafile, async ({ reply }) => {
      reply.header('etag', validators.etag).header('last-modified', validators.lastModified.toUTCString());
      return datafile;
    });
  });
}
