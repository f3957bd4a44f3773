import { REQUEST_CACHE_TTL } from '@forecourt/breakers';
import { CONTRACTS } from '@forecourt/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-failure';
import { route } from '../http/contract-route';
import {
  addCacheControl,
  CACHE_CONTROL,
  createReplyCache,
  REFERENCE_CACHE_TTL_MS,
  referenceKey,
} from '../reference/reference-cache';
import {
  bodyStyles,
  optionsOfVehicle,
  researchModels,
  researchVehicles,
  specsOfVehicle,
} from '../reference/research-reference';
import { searchOptions } from '../reference/search-options';
import { trimCodes } from '../reference/trim-codes';
import type { ServerDeps } from '../server-deps';

/**
 * Routes of research reference calls (spec 001 s7, limits of s9), search options (spec 000 s7) and trim codes
 * (spec 001 s2, s7), answered from the reference data in `data/reference/`. Static answers are computed once
 * per 12 hours (spec 000 s9); trim codes, which also read the listings, once per 120 s.
 */
export function registerReferenceRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.register(async (scope) => {
    const now = () => deps.clock.now();
    const cached = createReplyCache(deps.clock, REFERENCE_CACHE_TTL_MS);
    const cachedWithListings = createReplyCache(deps.clock, REQUEST_CACHE_TTL);
    const contracts = [
      CONTRACTS.getResearchModels,
      CONTRACTS.getResearchVehicles,
      CONTRACTS.getVehicleOptions,
      CONTRACTS.getVehicleSpecs,
      CONTRACTS.getBodyStyles,
      CONTRACTS.getSearchOptions,
    ];
    addCacheControl(scope, {
      ...Object.fromEntries(contracts.map((contract) => [contract.path, CACHE_CONTROL.reference])),
      [CONTRACTS.getTrimCodes.path]: CACHE_CONTROL.listingReference,
    });

    route(scope, CONTRACTS.getResearchModels, ({ query }) =>
      cached(referenceKey('models', now(), query), () => ({ items: researchModels(query, now()) })),
    );

    route(scope, CONTRACTS.getResearchVehicles, ({ query }) =>
      cached(referenceKey('vehicles', now(), query), () => ({ items: researchVehicles(query, now()) })),
    );

    route(scope, CONTRACTS.getVehicleOptions, ({ params, query }) =>
      cached(referenceKey('options', now(), params, query), () => {
        const items = optionsOfVehicle(params.vehicleId, query.limit, now());
        if (!items) throw notFound(`Vehicle ${params.vehicleId}`);
        return { items };
      }),
    );

    route(scope, CONTRACTS.getVehicleSpecs, ({ params, query }) =>
      cached(referenceKey('specs', now(), params, query), () => {
        const items = specsOfVehicle(params.vehicleId, query.limit, now());
        if (!items) throw notFound(`Vehicle ${params.vehicleId}`);
        return { items };
      }),
    );

    route(scope, CONTRACTS.getBodyStyles, ({ query }) =>
      cached(referenceKey('bodystyles', now(), query), () => ({ items: bodyStyles(query, now()) })),
    );

    route(scope, CONTRACTS.getSearchOptions, () => cached('searchoptions', searchOptions));

    route(scope, CONTRACTS.getTrimCodes, ({ query }) =>
      cachedWithListings(referenceKey('trimcodes', now(), query), async () => ({
        items: await trimCodes(deps.database.db, query.makeCode, query.modelCode),
      })),
    );
  });
}
