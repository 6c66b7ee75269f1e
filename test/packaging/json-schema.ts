/**
 * A validator for the part of JSON Schema (draft 4, the dialect of webOS's ApplicationDescription.schema)
 * that the schema uses: type, properties, required, items, enum. Any other keyword makes it fail loudly,
 * so a newer schema cannot pass unchecked.
 */
export interface Schema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  additionalProperties?: boolean;
}

/** Keywords that describe and never constrain. */
const ANNOTATIONS = new Set(['id', 'description', 'default', 'title', '$schema']);
const CHECKED = new Set(['type', 'properties', 'required', 'items', 'enum', 'additionalProperties']);

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function hasType(value: unknown, type: NonNullable<Schema['type']>): boolean {
  if (type === 'integer') return Number.isInteger(value);
  return typeOf(value) === type;
}

/** Every way `value` breaks `schema`, each as "<path>: <reason>"; empty when it is valid. */
export function validate(schema: Schema, value: unknown, path = '$'): string[] {
  for (const keyword of Object.keys(schema)) {
    if (!CHECKED.has(keyword) && !ANNOTATIONS.has(keyword)) {
      throw new Error(`${path}: the schema uses "${keyword}", which this validator does not check`);
    }
  }
  const errors: string[] = [];
  if (schema.type && !hasType(value, schema.type)) {
    return [`${path}: must be ${schema.type}, is ${typeOf(value)}`];
  }
  if (schema.enum && !schema.enum.includes(value)) {
    errors.push(`${path}: must be one of ${JSON.stringify(schema.enum)}`);
  }
  if (Array.isArray(value) && schema.items) {
    const items = schema.items;
    value.forEach((item, i) => errors.push(...validate(items, item, `${path}[${i}]`)));
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    for (const name of schema.required ?? []) {
      if (!(name in object)) errors.push(`${path}: "${name}" is required`);
    }
    for (const [name, member] of Object.entries(object)) {
      const sub = schema.properties?.[name];
      if (sub) errors.push(...validate(sub, member, `${path}.${name}`));
      else if (schema.additionalProperties === false) errors.push(`${path}: "${name}" is not allowed`);
    }
  }
  return errors;
}
