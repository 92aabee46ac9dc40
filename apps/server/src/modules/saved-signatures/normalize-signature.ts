import { ErrorCode, signatureLimits, signatureMessages } from '@docvue/contracts';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { AppError, badRequest } from '../../lib/errors.js';
import { imageSize } from '../../lib/image-size.js';

const unsupported = (message: string) => new AppError(ErrorCode.UnsupportedMediaType, message);

/** Paper white and the light grey of a scan count as background. */
const WHITE_ENOUGH = 235;

/**
 * A signature as it is stored: the image validated (PNG or JPEG, within the size limits), drawn
 * onto a canvas and every near-white pixel made transparent, so it can be stamped over a form's
 * lines without a white box.
 */
export async function normalizeSignature(base64: string): Promise<Buffer> {
  const bytes = Buffer.from(base64.replace(/^data:image\/[a-z]+;base64,/i, ''), 'base64');
  if (bytes.length === 0) throw badRequest(signatureMessages.empty);
  if (bytes.length > signatureLimits.maxBytes)
    throw new AppError(ErrorCode.PayloadTooLarge, signatureMessages.tooLarge);
  // The size from the header, before decoding: a small file can claim a huge image.
  const size = imageSize(bytes);
  if (!size) throw unsupported(signatureMessages.notImage);
  if (size.width > signatureLimits.maxWidth || size.height > signatureLimits.maxHeight) {
    throw badRequest(signatureMessages.tooBig);
  }
  let image;
  try {
    image = await loadImage(bytes);
  } catch {
    throw unsupported(signatureMessages.notImage);
  }
  if (image.width > signatureLimits.maxWidth || image.height > signatureLimits.maxHeight) {
    throw badRequest(signatureMessages.tooBig);
  }
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, image.width, image.height);
  const d = pixels.data;
  let ink = 0;
  for (let i = 0; i < d.length; i += 4) {
    if (d[i]! >= WHITE_ENOUGH && d[i + 1]! >= WHITE_ENOUGH && d[i + 2]! >= WHITE_ENOUGH) d[i + 3] = 0;
    else if (d[i + 3]! > 0) ink++;
  }
  if (ink === 0) throw badRequest(signatureMessages.empty);
  context.putImageData(pixels, 0, 0);
  return canvas.encode('png');
}
