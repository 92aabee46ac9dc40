import { ErrorCode, limits } from '@docvue/contracts';
import type { FastifyRequest } from 'fastify';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { receiveSmallFile } from '../../http/receive-file.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { imageSize } from '../../lib/image-size.js';
import { setLogoPng } from './repository.js';

/** The logo box (docs/product/administration.md §9): 250 × 50 pixels. */
const LOGO = { width: 250, height: 50 };
/** A phone photo is 12–50 megapixels; decoding takes 1–4 bytes a pixel. */
const LOGO_MAX_PIXELS = 50_000_000;

/**
 * Sets the company's logo: a PNG or JPEG, fitted (never stretched) into 250 × 50 pixels on a
 * transparent background and stored as PNG, so every page shows it at the same size.
 *
 * Canvas, not sharp as the issue says: OCR already needs canvas, and one native image library is
 * half the binaries to build and patch (docs/ARCHITECTURE.md, "One image library"). Canvas would
 * also draw an SVG, so only bytes that are a PNG or JPEG reach it, and only once their header's size
 * is within bounds.
 */
async function setLogo(db: Database, ctx: TenantContext, bytes: Buffer) {
  // The size from the header, before decoding: a small file can claim a huge image.
  const size = imageSize(bytes);
  if (!size) throw new AppError(ErrorCode.UnsupportedMediaType, 'The logo must be a PNG or JPEG image.');
  if (size.width * size.height > LOGO_MAX_PIXELS) {
    throw badRequest(`The logo image is larger than ${LOGO_MAX_PIXELS / 1_000_000} megapixels.`);
  }
  let image;
  try {
    image = await loadImage(bytes);
  } catch {
    throw new AppError(ErrorCode.UnsupportedMediaType, 'The logo could not be read as an image.');
  }
  const scale = Math.min(LOGO.width / image.width, LOGO.height / image.height);
  const w = Math.max(1, Math.round(image.width * scale));
  const h = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(LOGO.width, LOGO.height);
  canvas.getContext('2d').drawImage(image, Math.round((LOGO.width - w) / 2), Math.round((LOGO.height - h) / 2), w, h);
  const png = await canvas.encode('png');
  await setLogoPng(db, ctx.companyId, png);
}

/** `POST /company/logo`: one image, refused as it arrives when larger than the limit, then set as the logo. */
export async function uploadLogo(db: Database, ctx: TenantContext, req: FastifyRequest) {
  await setLogo(db, ctx, (await receiveSmallFile(req, limits.legalDocumentMaxBytes)).bytes);
}
