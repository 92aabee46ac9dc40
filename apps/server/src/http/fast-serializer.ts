import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Responses written by fast-json-stringify from the JSON Schema of the contract's zod response
 * schema (zod 4's own conversion, output side), instead of a zod pass over every response and
 * then JSON.stringify. Only the properties the contract declares are written, as zod's strip did:
 * a field a presenter adds by mistake does not leak. A schema the conversion cannot state
 * (transforms, codecs) keeps the zod serialiser.
 */
export const fastSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let jsonSchema: unknown;
  try {
    jsonSchema = z.toJSONSchema(route.schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return zodSerializerCompiler(route);
  }
  // fast-json-stringify takes draft-7 JSON Schema; the zod types and its own are not related.
  const stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  return (data) => stringify(data);
};
