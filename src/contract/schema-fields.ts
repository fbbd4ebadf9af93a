/**
 * The fields an input object may have at a JSON path, read off the zod schema that checks
 * it (for "did you mean …?" on an unknown field, suggest.ts). Unions are resolved the way
 * the schema resolves them: by the value's discriminator (`kind`, `phase`), else the one
 * object option. Reads the schema's definition (`_zod.def`), zod 4's public shape for tools.
 */
import type { PathSegment } from './json-path.ts';

/** The part of a zod 4 schema definition this walk reads. */
interface Def {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  in?: Schema;
  options?: Schema[];
  discriminator?: string;
  getter?: () => Schema;
}
interface Schema {
  _zod: { def: Def };
  safeParse(value: unknown): { success: boolean };
}

/** The object option of a union that `value` belongs to, or null when that cannot be told. */
function unionOption(def: Def, value: unknown): Schema | null {
  const objects = (def.options ?? []).filter((o) => resolve(o, value)?._zod.def.type === 'object');
  const key = def.discriminator;
  if (key !== undefined && value !== null && typeof value === 'object') {
    const tag = (value as Record<string, unknown>)[key];
    const match = objects.filter((o) => resolve(o, value)!._zod.def.shape![key]?.safeParse(tag).success);
    return match.length === 1 ? resolve(match[0]!, value) : null;
  }
  return objects.length === 1 ? resolve(objects[0]!, value) : null;
}

/** The schema with wrappers (optional, nullable, default, pipe, lazy) and unions taken off. */
function resolve(schema: Schema, value: unknown): Schema | null {
  let s = schema;
  for (let guard = 0; guard < 32; guard++) {
    const def = s._zod.def;
    if (def.innerType) s = def.innerType;
    else if (def.type === 'pipe' && def.in) s = def.in;
    else if (def.type === 'lazy' && def.getter) s = def.getter();
    else if (def.type === 'union') {
      const option = unionOption(def, value);
      if (!option) return null;
      s = option;
    } else return s;
  }
  return null;
}

/** The field names of the object at `path` of `input` as `schema` defines it, or null when it is not an object there. */
export function fieldsAt(schema: unknown, input: unknown, path: readonly PathSegment[]): string[] | null {
  let value = input;
  let s = resolve(schema as Schema, value);
  for (const segment of path) {
    if (!s) return null;
    const def = s._zod.def;
    const next = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[segment as string] : undefined;
    if (def.type === 'object' && typeof segment === 'string' && def.shape?.[segment]) s = def.shape[segment]!;
    else if (def.type === 'array' && typeof segment === 'number' && def.element) s = def.element;
    else return null;
    value = next;
    s = resolve(s, value);
  }
  return s && s._zod.def.type === 'object' ? Object.keys(s._zod.def.shape ?? {}) : null;
}
