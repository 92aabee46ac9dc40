import { signingMessages } from '@docvue/contracts';
import { degrees, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { stampSignature, type StampArea } from '../../src/modules/document-signing/stamp.js';
import { openPdf } from '../../src/ocr/pdfjs.js';
import { solidImage } from '../support/images.js';
import { imagePlacements } from '../support/pdf-images.js';

/**
 * The signer drags the box on the page as the viewer shows it: turned by the page's /Rotate.
 * The stamped image is read back from the PDF's content and mapped to what the viewer shows
 * with pdf.js's own viewport (the web viewer's), so the check does not repeat the stamp's maths.
 */

/** A letter page (612×792 points) turned by `rotation`; optionally its visible box offset in a larger sheet. */
async function rotatedPage(rotation: number, cropped = false): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = cropped ? doc.addPage([700, 900]) : doc.addPage([612, 792]);
  if (cropped) page.setCropBox(50, 40, 612, 792);
  page.setRotation(degrees(rotation));
  return doc.save();
}

/** Where the viewer shows the stamped image: its box from the top-left, and which way its top faces. */
async function shownPlacement(pdf: Uint8Array) {
  const [placement] = await imagePlacements(pdf);
  expect(placement).toBeDefined();
  const page = await (await openPdf(pdf)).getPage(1);
  const viewport = page.getViewport({ scale: 1 });
  const shown = (p: { x: number; y: number }) => {
    const [x, y] = viewport.convertToViewportPoint(p.x, p.y) as [number, number];
    return { x, y };
  };
  const origin = shown(placement!.origin);
  const right = shown(placement!.right);
  const up = shown(placement!.up);
  return {
    page: { width: viewport.width, height: viewport.height },
    box: { x: origin.x, y: up.y, width: right.x - origin.x, height: origin.y - up.y },
    // Upright: the image's own x axis runs left to right on the screen, its y axis bottom to top.
    upright: Math.abs(right.y - origin.y) < 0.01 && Math.abs(up.x - origin.x) < 0.01 && right.x > origin.x,
  };
}

const area: StampArea = { page: 1, x: 300, y: 60, width: 240, height: 90 };

describe('stamping a signature on a rotated page', () => {
  it.each([0, 90, 180, 270, -90, 450])(
    'puts it upright in the box dragged on a page turned by %i°',
    async (rotation) => {
      // A 3:1 signature, as the pad draws it.
      const stamped = await stampSignature(await rotatedPage(rotation), await solidImage(300, 100, '#000'), area, 'x');
      const shown = await shownPlacement(stamped);
      const sideways = Math.abs(rotation / 90) % 2 === 1;
      expect(shown.page).toEqual(sideways ? { width: 792, height: 612 } : { width: 612, height: 792 });
      expect(shown.upright).toBe(true);
      expect(shown.box.x).toBeGreaterThanOrEqual(area.x - 0.01);
      expect(shown.box.y).toBeGreaterThanOrEqual(area.y - 0.01);
      expect(shown.box.x + shown.box.width).toBeLessThanOrEqual(area.x + area.width + 0.01);
      expect(shown.box.y + shown.box.height).toBeLessThanOrEqual(area.y + area.height + 0.01);
      expect(shown.box.width / shown.box.height).toBeCloseTo(3, 1);
      // Centred across the box, as wide as the caption line leaves room for.
      expect(shown.box.x + shown.box.width / 2).toBeCloseTo(area.x + area.width / 2, 1);
    },
  );

  it('counts from the visible box of a cropped, turned page', async () => {
    const stamped = await stampSignature(await rotatedPage(90, true), await solidImage(300, 100, '#000'), area, 'x');
    const shown = await shownPlacement(stamped);
    expect(shown.page).toEqual({ width: 792, height: 612 });
    expect(shown.upright).toBe(true);
    expect(shown.box.x).toBeGreaterThanOrEqual(area.x - 0.01);
    expect(shown.box.y).toBeGreaterThanOrEqual(area.y - 0.01);
    expect(shown.box.x + shown.box.width).toBeLessThanOrEqual(area.x + area.width + 0.01);
    expect(shown.box.y + shown.box.height).toBeLessThanOrEqual(area.y + area.height + 0.01);
  });

  it('takes the turned page’s size for the edge: wide on a landscape view, short on it', async () => {
    const png = await solidImage(300, 100, '#000');
    const sideways = await rotatedPage(90);
    // Past the 612-point width of the unturned sheet, but on the 792-point-wide page shown.
    const wide = { page: 1, x: 500, y: 40, width: 280, height: 90 };
    expect((await shownPlacement(await stampSignature(sideways, png, wide, 'x'))).upright).toBe(true);
    // Within the sheet's 792-point height, but below the 612-point-high page shown.
    const low = { page: 1, x: 40, y: 560, width: 200, height: 90 };
    await expect(stampSignature(sideways, png, low, 'x')).rejects.toThrow(signingMessages.outsidePage);
  });
});
