import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver checked by a zod schema and typed by the form: its values (what the
 * inputs hold, strings among them) and its output (what the schema gives back on success).
 *
 * The schemas take any input (the contracts' bodies, often behind a `preprocess`), while
 * `zodResolver` types the resolver by the schema's input; a schema that takes anything takes the
 * form's values, which is what the one assertion here says, for every form.
 */
export function formResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
): Resolver<Values, unknown, Output> {
  return zodResolver(schema as z.ZodType<Output, Values>);
}
