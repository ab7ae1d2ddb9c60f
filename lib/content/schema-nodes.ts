/**
 * A schema as an editor meets it: zod's JSON Schema of it, walked by a field's path. The CMS
 * configuration (./cms-config.ts) is generated from these nodes, the loader's problems name
 * fields by their titles, and the file formatter (./yaml-format.ts) orders fields by them.
 */
import { z } from 'zod';

/** A schema as zod's JSON Schema writes it for input: its fields' labels, choices, list sizes and order. */
export interface SchemaNode {
  title?: string;
  /** A value the schema fixes (the specification's strings). */
  const?: unknown;
  enum?: unknown[];
  /** From .meta() on an enum: the label an editor reads for each stored value. */
  labels?: Record<string, string>;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}
const schemaNodes = new WeakMap<z.ZodType, SchemaNode>();

/** The node of the field at `path` (the root without one), from each schema's JSON Schema, made once. */
export function schemaNode(schema: z.ZodType, path: readonly PropertyKey[] = []): SchemaNode | undefined {
  let node = schemaNodes.get(schema);
  if (!node)
    schemaNodes.set(schema, (node = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as SchemaNode));
  for (const key of path) node = typeof key === 'number' ? node?.items : node?.properties?.[String(key)];
  return node;
}
