import { isStorableText, limits } from '@docvue/contracts';

// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * What is wrong with an uploaded file's name, in the words the person sees, or undefined. A NUL
 * cannot be stored (PostgreSQL text has none: it was a 500), nor half a surrogate pair; other
 * control characters are never part of a real file's name but break the headers and logs where
 * the name is shown again.
 */
export function fileNameProblem(name: string, missing: string): string | undefined {
  if (!name) return missing;
  if (name.length > limits.fileNameMaxLength) return 'The file name is too long.';
  if (CONTROL_CHARACTER.test(name) || !isStorableText(name))
    return 'The file name must not contain control characters or broken Unicode.';
  return undefined;
}
