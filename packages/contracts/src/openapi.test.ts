import { describe, expect, it } from 'vitest';
import {
  CONTRACTS,
  type Contract,
  type OpenApiOperation,
  openApiDocument,
  openApiPath,
  pathParamsOf,
} from './index';

const document = openApiDocument({ title: 'Forecourt API', version: '1.0.0' });
const ALL = Object.values(CONTRACTS) as Contract[];

function operationOf(contract: Contract): OpenApiOperation {
  const operation = document.paths[openApiPath(contract.path)]?.[contract.method.toLowerCase() as 'get'];
  if (operation === undefined) throw new Error(`${contract.name} is missing`);
  return operation;
}

describe('openApiDocument', () => {
  it('is an OpenAPI 3.1 document with the given info and a bearer scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toEqual({ title: 'Forecourt API', version: '1.0.0' });
    expect(document.servers).toBeUndefined();
    expect(document.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    expect(document.components.schemas.ApiError).toMatchObject({ type: 'object', required: ['error'] });
  });

  it('has every contract once, named after its call', () => {
    const ids = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(ids.sort()).toEqual(Object.keys(CONTRACTS).sort());
  });

  it('writes paths with {name} parameters, in alphabetical order', () => {
    const paths = Object.keys(document.paths);
    expect(paths).toEqual([...paths].sort());
    expect(paths).toContain('/rest/lsc/listing/vin/{vin}');
    expect(paths).toContain('/user-account-api/vehicle/id/{vehicleId}');
    expect(paths.some((path) => path.includes(':'))).toBe(false);
  });

  it.each(ALL.map((contract) => ({ name: contract.name, contract })))(
    '$name: declares its path parameters, query keys, body and replies',
    ({ contract }) => {
      const operation = operationOf(contract);
      const byPlace = (place: string) =>
        operation.parameters.filter((parameter) => parameter.in === place).map((parameter) => parameter.name);
      expect(byPlace('path')).toEqual(pathParamsOf(contract.path));
      expect(
        operation.parameters.filter((parameter) => parameter.in === 'path').every((p) => p.required),
      ).toBe(true);
      expect(byPlace('query')).toEqual(Object.keys(contract.query?.shape ?? {}));
      expect(byPlace('header')).toEqual(Object.keys(contract.headers?.shape ?? {}));
      expect(operation.requestBody !== undefined).toBe(contract.body !== undefined);
      expect(Object.keys(operation.responses)).toEqual(
        [String(contract.replyStatus), ...Object.keys(contract.errors)].sort(),
      );
      expect(operation.responses[400]?.content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/ApiError',
      });
      expect(operation.tags).toEqual([contract.service]);
      expect(operation.description.startsWith(`Spec ${contract.spec}.`)).toBe(true);
    },
  );

  it('marks required query parameters, and lists as repeated keys', () => {
    const parameters = operationOf(CONTRACTS.getListingsByIds).parameters;
    expect(parameters.find((parameter) => parameter.name === 'listingId')).toMatchObject({
      in: 'query',
      required: true,
      style: 'form',
      explode: true,
      schema: { type: 'array', items: { type: 'string', pattern: '^\\d{5,}$' } },
    });
    expect(parameters.find((parameter) => parameter.name === 'numRecords')).toMatchObject({
      required: false,
    });
    const search = operationOf(CONTRACTS.searchListings).parameters;
    expect(search.find((parameter) => parameter.name === 'sortBy')?.schema).toMatchObject({
      enum: [
        'relevance',
        'priceASC',
        'priceDESC',
        'mileageASC',
        'mileageDESC',
        'yearDESC',
        'yearASC',
        'distanceASC',
        'datelistedDESC',
      ],
      default: 'relevance',
    });
  });

  it('describes auth as security requirements', () => {
    expect(operationOf(CONTRACTS.saveVehicle).security).toEqual([{ bearerAuth: [] }]);
    expect(operationOf(CONTRACTS.getListingsByIds).security).toEqual([{}, { bearerAuth: [] }]);
    expect(operationOf(CONTRACTS.searchListings).security).toEqual([]);
    expect(operationOf(CONTRACTS.saveVehicle).responses[401]).toBeDefined();
    expect(operationOf(CONTRACTS.searchListings).responses[401]).toBeUndefined();
  });

  it('answers a create with 201 and the new id in the Location header', () => {
    expect(operationOf(CONTRACTS.createWallet).requestBody?.required).toBe(false);
    expect(operationOf(CONTRACTS.saveVehicle).requestBody?.required).toBe(true);
    const created = operationOf(CONTRACTS.createWallet).responses[201];
    expect(created?.headers?.location).toMatchObject({ required: true, schema: { type: 'string' } });
    expect(created?.content['application/json'].schema).toMatchObject({
      required: ['paymentInfo', 'statusCode', 'id'],
    });
  });

  it('accepts web vitals with 202, and tells browsers to send JSON, not a text/plain beacon', () => {
    const operation = operationOf(CONTRACTS.reportWebVitals);
    expect(operation.responses[202]).toMatchObject({
      description: 'Accepted',
      content: { 'application/json': { schema: { required: ['accepted'] } } },
    });
    expect(operation.requestBody?.content['application/json'].schema).toMatchObject({
      properties: { metrics: { type: 'array', minItems: 1, maxItems: 10 } },
    });
    expect(operation.description).toContain('Blob typed application/json');
  });

  it('describes bodies as clients write them and replies as servers send them', () => {
    const persist = operationOf(CONTRACTS.persistQuickSaveVehicles).requestBody?.content['application/json']
      .schema;
    expect(persist).toMatchObject({
      properties: { listingIds: { anyOf: [{ type: 'string' }, { type: 'array' }] } },
    });
    const market = operationOf(CONTRACTS.getMarket).responses[200]?.content['application/json'].schema;
    expect(market).toMatchObject({
      oneOf: [{ required: ['success', 'payload'] }, { required: ['success', 'message'] }],
    });
  });

  it('is deterministic, JSON-clean and keeps $schema out of the parts', () => {
    const text = JSON.stringify(document);
    expect(JSON.stringify(openApiDocument({ title: 'Forecourt API', version: '1.0.0' }))).toBe(text);
    expect(JSON.parse(text)).toEqual(document);
    expect(text).not.toContain('"$schema"');
  });

  it('takes servers, a description and a subset of contracts', () => {
    const small = openApiDocument({
      title: 'Wallet',
      version: '2',
      description: 'The wallet storage service',
      servers: [{ url: 'http://localhost:4000' }],
      contracts: { getWallet: CONTRACTS.getWallet, updateWallet: CONTRACTS.updateWallet },
    });
    expect(small.info.description).toBe('The wallet storage service');
    expect(small.servers).toEqual([{ url: 'http://localhost:4000' }]);
    expect(Object.keys(small.paths)).toEqual(['/wallet-storage/wallets/{walletId}']);
    expect(Object.keys(small.paths['/wallet-storage/wallets/{walletId}'] ?? {})).toEqual(['get', 'put']);
    expect(small.tags).toEqual([{ name: 'wallet-storage', description: 'Paths under /wallet-storage' }]);
  });
});
