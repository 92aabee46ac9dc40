import { describe, expect, it } from 'vitest';
import { signaturePlacement } from './signature-area';

const letter = { width: 612, height: 792 };

describe('signaturePlacement', () => {
  it('keeps a dragged rectangle as it is', () => {
    expect(signaturePlacement({ page: 2, x: 50, y: 600, width: 180, height: 60 }, letter)).toEqual({
      page: 2,
      area: { x: 50, y: 600, width: 180, height: 60 },
    });
  });

  it('puts the default 300×200 box at a click', () => {
    expect(signaturePlacement({ page: 1, x: 100, y: 120, width: 0, height: 0 }, letter).area).toEqual({
      x: 100,
      y: 120,
      width: 300,
      height: 200,
    });
  });

  it('moves a box that would leave the page back onto it', () => {
    expect(signaturePlacement({ page: 1, x: 500, y: 700, width: 0, height: 0 }, letter).area).toEqual({
      x: 312,
      y: 592,
      width: 300,
      height: 200,
    });
  });

  it('takes a tiny drag for a click', () => {
    expect(signaturePlacement({ page: 1, x: 10, y: 10, width: 3, height: 40 }, letter).area.width).toBe(300);
  });

  it('keeps the box on a page shown turned (/Rotate 90): landscape, as the viewer shows it', () => {
    const turned = { width: letter.height, height: letter.width };
    // Past the sheet's 612-point width, but on the 792-point-wide page shown: kept where clicked.
    expect(signaturePlacement({ page: 1, x: 480, y: 100, width: 0, height: 0 }, turned).area).toEqual({
      x: 480,
      y: 100,
      width: 300,
      height: 200,
    });
    // Within the sheet's 792-point height, but below the 612-point-high page shown: moved up.
    expect(signaturePlacement({ page: 1, x: 40, y: 500, width: 0, height: 0 }, turned).area).toEqual({
      x: 40,
      y: 412,
      width: 300,
      height: 200,
    });
  });

  it('cuts the box to a page smaller than it', () => {
    expect(signaturePlacement({ page: 1, x: 5, y: 5, width: 0, height: 0 }, { width: 200, height: 100 }).area).toEqual({
      x: 0,
      y: 0,
      width: 200,
      height: 100,
    });
  });
});
