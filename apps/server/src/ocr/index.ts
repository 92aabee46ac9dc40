/*
 * What the server's main thread may use of OCR. pdf.js (`./pdfjs.js`, `./extract.js`) is not
 * here on purpose: its legacy build installs core-js polyfills on load, among them a JavaScript
 * `Array.prototype.push` in place of V8's own on Node 20, which made every push in the process
 * slower (7% of the CPU of a document open under load, in `drizzle-orm` and `pg` alike). PDFs
 * are read in the PDF threads (`./thread/`), which import those modules directly.
 */
export { imageToPdf } from './image-to-pdf.js';
export { groupLines, pageText, phrases, joinWords, type PlacedWord, type TextLine } from './lines.js';
export {
  createTesseractEngine,
  type ImageWord,
  type OcrEngine,
  type TesseractEngineOptions,
} from './tesseract-engine.js';
export { boxOfQuad, quadOf, wordBox, type Box } from './geometry.js';
