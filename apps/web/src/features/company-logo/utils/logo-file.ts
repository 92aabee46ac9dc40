import { limits } from '@docvue/contracts';

export const LOGO_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

const imageName = /\.(png|jpe?g)$/i;
const imageType = new Set(['image/png', 'image/jpeg']);

/** Why a chosen file cannot be the logo; null when it can. */
export function logoFileProblem(file: File): string | null {
  if (file.name.length > limits.fileNameMaxLength) return 'The file name is too long.';
  if (!imageName.test(file.name) && !imageType.has(file.type)) return 'Please select a PNG or JPEG image.';
  return null;
}
