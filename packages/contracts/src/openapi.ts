import { z } from 'zod';
import { apiErrorSchema } from './api-error';
import { CONTRACTS } from './contracts';
import type { Contract, HttpMethod } from './define-contract';
import { SERVICE_NAMES, SERVICES } from './services';

/** A JSON Schema (draft 2020-12, which OpenAPI 3.1 uses) as zod writes it. */
export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
  style?: 'form';
  explode?: boolean;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description?: string; required: boolean; schema: JsonSchema }>;
  content: { 'application/json': { schema: JsonSchema } };
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, OpenApiResponse>;
  security: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  servers?: { url: string; description?: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<Lowercase<HttpMethod>, OpenApiOperation>>>;
  components: {
    securitySchemes: { bearerAuth: { type: 'http'; scheme: 'bearer'; bearerFormat: 'JWT' } };
    schemas: { ApiError: JsonSchema };
  };
}

export interface OpenApiOptions {
  title: string;
  version: string;
  description?: string;
  /** @default none: clients use the document's own origin */
  servers?: readonly { url: string; description?: string }[];
  /** The calls to describe. @default CONTRACTS */
  contracts?: Readonly<Record<string, Contract>>;
}

const METHOD_ORDER: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const API_ERROR_REF = { $ref: '#/components/schemas/ApiError' };

const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  400: 'Bad request: error.field names the first bad field',
  401: 'No valid bearer token',
  404: 'Not found (or not the caller’s)',
  429: 'Rate limited',
  500: 'Internal error',
};

/** zod to JSON Schema without the `$schema` key, which OpenAPI 3.1 sets once for the whole document. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parametersOf(schema: z.ZodObject | undefined, location: OpenApiParameter['in']): OpenApiParameter[] {
  if (schema === undefined) return [];
  // Requests are described as clients write them: what the schema accepts, before defaults and coercion.
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    const parameter: OpenApiParameter = {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      schema: rest,
    };
    if (typeof description === 'string') parameter.description = description;
    if (location === 'query' && rest.type === 'array')
      Object.assign(parameter, { style: 'form', explode: true });
    return parameter;
  });
}

function responseOf(schema: z.ZodType, status: number): OpenApiResponse {
  return {
    description: STATUS_TEXT[status] ?? `HTTP ${status}`,
    content: {
      'application/json': {
        schema: schema === apiErrorSchema ? API_ERROR_REF : jsonSchemaOf(schema, 'output'),
      },
    },
  };
}

function operationOf(contract: Contract): OpenApiOperation {
  const success = responseOf(contract.reply, contract.replyStatus);
  if (contract.replyHeaders !== undefined) {
    success.headers = Object.fromEntries(
      parametersOf(contract.replyHeaders, 'header').map(({ name, description, required, schema }) => [
        name,
        description === undefined ? { required, schema } : { description, required, schema },
      ]),
    );
  }
  const responses: Record<string, OpenApiResponse> = { [contract.replyStatus]: success };
  for (const [status, schema] of Object.entries(contract.errors))
    responses[status] = responseOf(schema, Number(status));
  const operation: OpenApiOperation = {
    operationId: contract.name,
    summary: contract.summary,
    description:
      contract.description === undefined
        ? `Spec ${contract.spec}.`
        : `Spec ${contract.spec}. ${contract.description}`,
    tags: [contract.service],
    parameters: [
      ...parametersOf(contract.params, 'path'),
      ...parametersOf(contract.query, 'query'),
      ...parametersOf(contract.headers, 'header'),
    ],
    responses,
    security:
      contract.auth === 'required'
        ? [{ bearerAuth: [] }]
        : contract.auth === 'optional'
          ? [{}, { bearerAuth: [] }]
          : [],
  };
  if (contract.body !== undefined) {
    operation.requestBody = {
      required: !contract.body.safeParse(undefined).success,
      content: { 'application/json': { schema: jsonSchemaOf(contract.body, 'input') } },
    };
  }
  return operation;
}

/** `/a/:b/c` as OpenAPI writes it: `/a/{b}/c`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * The OpenAPI 3.1 document of the API, made from the contracts: paths in alphabetical order, methods in the order
 * GET, POST, PUT, PATCH, DELETE, each operation named after its call. Pure: the same options give an equal
 * document.
 */
export function openApiDocument(options: OpenApiOptions): OpenApiDocument {
  const contracts = Object.values(options.contracts ?? (CONTRACTS as Readonly<Record<string, Contract>>));
  const routes = contracts.map((contract) => ({ path: openApiPath(contract.path), contract }));
  routes.sort(
    (a, b) =>
      (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
      METHOD_ORDER.indexOf(a.contract.method) - METHOD_ORDER.indexOf(b.contract.method),
  );
  const paths: OpenApiDocument['paths'] = {};
  for (const { path, contract } of routes) {
    paths[path] = { ...paths[path], [contract.method.toLowerCase()]: operationOf(contract) };
  }
  const services = new Set(contracts.map((contract) => contract.service));
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: options.title, version: options.version },
    tags: SERVICE_NAMES.filter((name) => services.has(name)).map((name) => ({
      name,
      description: `Paths under ${SERVICES[name]}`,
    })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ApiError: jsonSchemaOf(apiErrorSchema, 'output') },
    },
  };
  if (options.description !== undefined) document.info.description = options.description;
  if (options.servers !== undefined) document.servers = options.servers.map((server) => ({ ...server }));
  return document;
}
