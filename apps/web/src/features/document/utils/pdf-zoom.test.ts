import { openingZoom, readChosenZoom, rememberZoom, steppedZoom, ZOOM, ZOOM_KEY } from './pdf-zoom';

const LETTER = 612; // points

describe('the zoom a document opens at', () => {
  it('is the spec’s 1.5 where the page fits at 1.5', () => {
    expect(openingZoom(null, 1200, LETTER)).toBe(1.5);
    expect(openingZoom(null, null, null)).toBe(ZOOM.start);
  });

  it('fits the page to a narrower pane: nothing is cut off at 1280 px or on a phone', () => {
    // The pane beside the form at 1280 px, and a 375 px phone's.
    for (const pane of [640, 343]) {
      const zoom = openingZoom(null, pane, LETTER);
      expect(zoom).toBeLessThan(1.5);
      expect(zoom * LETTER).toBeLessThanOrEqual(pane);
      expect(zoom * LETTER).toBeGreaterThan(pane - 7);
    }
  });

  it('never goes below the smallest zoom', () => {
    expect(openingZoom(null, 100, LETTER)).toBe(ZOOM.min);
  });

  it('is the one the person chose last, on the next document too', () => {
    rememberZoom(2.25);
    expect(window.localStorage.getItem(ZOOM_KEY)).toBe('2.25');
    expect(openingZoom(readChosenZoom(), 343, LETTER)).toBe(2.25);
    window.localStorage.setItem(ZOOM_KEY, 'huge');
    expect(readChosenZoom()).toBeNull();
    window.localStorage.setItem(ZOOM_KEY, '40');
    expect(readChosenZoom()).toBeNull();
    window.localStorage.removeItem(ZOOM_KEY);
    expect(readChosenZoom()).toBeNull();
  });

  it('steps by 0.25 within 0.5 and 4', () => {
    expect(steppedZoom(1.5, 1)).toBe(1.75);
    expect(steppedZoom(0.56, -1)).toBe(0.5);
    expect(steppedZoom(3.9, 1)).toBe(4);
  });
});
