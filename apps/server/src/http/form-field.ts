import { storableInput, type DeclaredRoute, type FormField, type FormOf } from '@docvue/contracts';
import { badRequest } from '../lib/errors.js';

/**
 * The JSON of an upload's form field (`fileUploadData`, `details`), read with the schema its
 * route declares; wrong JSON or a wrong value is a 400 that names the field.
 */
export function parseFormField<R extends DeclaredRoute & { form: FormField }>(route: R, text: string): FormOf<R> {
  const { name, schema } = route.form;
  let json: unknown;
  try {
    json = JSON.parse(text || '{}');
  } catch {
    throw badRequest(`${name} must be JSON.`);
  }
  // The same check as every JSON body's (http/validation.ts): no text SQL cannot store.
  const storable = storableInput.safeParse(json);
  const parsed = storable.success ? schema.safeParse(json) : storable;
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`${name}.${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data as FormOf<R>;
}
