import { storableInput } from '@docvue/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

// The zod compiler answers synchronously with { value } or { error } (fastify-type-provider-zod).
type Outcome = { value?: unknown; error?: unknown };
const storable = validatorCompiler({ schema: storableInput, method: '', url: '' } as never) as (
  data: unknown,
) => Outcome;

/**
 * Every route's params, query and body as its contract declares them, after one check common to
 * all: no text in them that PostgreSQL cannot store (a NUL byte, a lone surrogate), which would
 * otherwise reach SQL and fail there as a 500 (docs/history.md §18). Either failure is the same 400.
 */
export const inputValidator: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const text = storable(data);
    return text.error ? (text as ReturnType<typeof validate>) : validate(data);
  };
};
