export { autoExtract, type AutoExtractInput, type ExtractionField, type LearnedRegion } from './auto-extract.js';
export { proposeLineItems, type LineItemColumnInput } from './line-items.js';
export { captureText, capturedWords, wordAt, wordsInRegion, wordsText, type Point, type Rect } from './regions.js';
export { cleanValue, matchListValue, parseDate, parseNumber } from './values.js';
export { anchorOf, type RegionAnchor } from './learned-anchor.js';
export { conventionsOf, type DocumentConventions } from './conventions.js';
