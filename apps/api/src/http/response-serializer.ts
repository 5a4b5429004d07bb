import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type SerializerCompiler = (route: Parameters<FastifySchemaCompiler<z.ZodType>>[0]) => Serialize;

// Response schemas whose routes asked for the compiled serializer (defineRoute's `serializer: 'compiled'`).
const compiledSchemas = new WeakSet<z.ZodType>();

/** Marks a response schema to be written by fast-json-stringify rather than checked by zod (decision 058). */
export function compiledResponse<S extends z.ZodType>(schema: S): S {
  compiledSchemas.add(schema);
  return schema;
}

/** The compiled serializer wrote something other than what the zod schema lets through (a test fails on it). */
export class SerializerDriftError extends Error {
  constructor(method: string, url: string) {
    super(`the compiled response serializer of ${method} ${url} disagrees with its zod schema`);
    this.name = 'SerializerDriftError';
  }
}

/**
 * Fastify's serializer compiler for the app. Marked responses (the explore lists, read on every
 * scroll) are written by fast-json-stringify from the JSON Schema of their zod schema, the way
 * Fastify serialises by default; every other response is checked by zod and then stringified.
 * With `check` (tests, and any composition that does not turn it off) a marked response is also
 * checked by zod and both writings must agree, so drift between the data, the schema and the
 * compiled serializer fails the tests instead of reaching clients.
 */
export function responseSerializerCompiler({ check }: { check: boolean }): SerializerCompiler {
  return (route) => {
    const checked = zodSerializerCompiler(route) as Serialize;
    const schema = route.schema as z.ZodType;
    if (!compiledSchemas.has(schema)) return checked;
    const stringify = fastJson(nullableTypes(z.toJSONSchema(schema, { io: 'output', target: 'draft-07' })) as object) as Serialize;
    if (!check) return writtenOnce(stringify);
    return writtenOnce((data) => {
      const expected = checked(data);
      const body = stringify(data);
      if (!isDeepStrictEqual(JSON.parse(body), JSON.parse(expected))) throw new SerializerDriftError(route.method, route.url);
      return body;
    });
  };
}

/**
 * Writes each answer object once: a success envelope whose `data` is an object already written by this route's
 * serializer (the explore cache's page, shared by every hit within its second, decision 019) is sent as the same text
 * again, not serialised anew (about 14 KB per page). The answer objects a cache holds are never changed after they are
 * made; a fresh object per request gets an entry that goes with it. One serializer per route and status, so the
 * envelope around the same data is the same text.
 */
function writtenOnce(serialize: Serialize): Serialize {
  const written = new WeakMap<object, string>();
  return (envelope) => {
    const data = typeof envelope === 'object' && envelope !== null ? (envelope as { data?: unknown }).data : undefined;
    if (typeof data !== 'object' || data === null) return serialize(envelope);
    const known = written.get(data);
    if (known !== undefined) return known;
    const body = serialize(envelope);
    written.set(data, body);
    return body;
  };
}

type JsonSchema = { [key: string]: unknown };

/**
 * zod writes `.nullable()` as `anyOf: [schema, { type: 'null' }]`; fast-json-stringify would pick the
 * branch with a validator for every value, so it becomes the equivalent `type: [type, 'null']`.
 */
function nullableTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableTypes);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, nullableTypes(value)]));
  const branches = out.anyOf as JsonSchema[] | undefined;
  if (branches?.length !== 2) return out;
  const nullAt = branches.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
  const other = branches[1 - nullAt];
  if (nullAt < 0 || other === undefined || typeof other.type !== 'string') return out;
  const { anyOf: _nullable, ...rest } = out;
  return { ...other, ...rest, type: [other.type, 'null'] };
}
