export { extractOcrPages, type ExtractOcrOptions } from './extract.js';
export { imageToPdf } from './image-to-pdf.js';
export { groupLines, pageText, phrases, joinWords, type PlacedWord, type TextLine } from './lines.js';
export {
  createTesseractEngine,
  type ImageWord,
  type OcrEngine,
  type TesseractEngineOptions,
} from './tesseract-engine.js';
export { openPdf, renderPagePng, renderPdfPagePng } from './pdfjs.js';
export { boxOfQuad, quadOf, wordBox, type Box } from './geometry.js';
