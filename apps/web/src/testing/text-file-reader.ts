import { afterEach, beforeEach, vi } from 'vitest';

/** jsdom's FileReader reads only jsdom's blobs; the fetched logo is read as text into a data URL. */
class TextFileReader {
  result: string | null = null;
  error: Error | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readAsDataURL(blob: Blob) {
    void blob.text().then((text) => {
      this.result = `data:image/png;base64,${btoa(text)}`;
      this.onload?.();
    });
  }
}

/** For the tests of a file: FileReader reads fetched blobs (see TextFileReader). */
export function readFetchedBlobsAsText() {
  beforeEach(() => vi.stubGlobal('FileReader', TextFileReader));
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
