import { api, defaultSignatureBox, signingMessages, type OcrHighlight, type OcrRegion } from '@docvue/contracts';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { urlOf } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { messageOf, notify } from '@/lib/notify';
import { useOcrPage } from '../api/get-ocr-page';
import { useDocumentScreen } from '../hooks/document-context';
import { captureValue, joinWords, wordAt, wordsIn } from '../utils/capture';
import { signaturePlacement, type SignaturePlacement } from '../utils/signature-area';
import { PageOverlay } from './page-overlay';
import { PdfArea } from './pdf-area';

/** The click-to-fill polygon shows for 1.5 s (docs/product/documents.md §9). */
export const CAPTURE_HIGHLIGHT_MS = 1500;

/** Where Enter places the signature box: the lower right, where division orders are signed. */
const KEYBOARD_MARGIN = 36;

/** The placed signature box, outlined like a highlight while the signature is chosen. */
const placedBox = ({ page, area: { x, y, width, height } }: SignaturePlacement): OcrHighlight => ({
  documentPage: page,
  Coordinates: [
    { X: x, Y: y },
    { X: x + width, Y: y },
    { X: x + width, Y: y + height },
    { X: x, Y: y + height },
  ],
});

/**
 * The document's PDF; with a field selected, a click or drag on the page fills it from the
 * words there; while signing, a click or drag places the signature box.
 */
export function DocumentPdf() {
  const s = useDocumentScreen();
  const { doc, target, signing } = s;
  const [page, setPage] = useState(1);
  // A replacement waiting (Replace File) is shown at once, as file 2, instead of the file it
  // replaces; its words are read at once, and then captured from (s.capturable waits for them).
  const replacement = doc.temporaryFileId;
  // A signed return keeps the file name but stamps a new file: the signatures tell them apart.
  const version =
    replacement !== null
      ? `replacement:${replacement}`
      : `${doc.fileName}:${doc.pageCount ?? 0}:${doc.documentSignatures.length}`;
  const placing = signing?.step === 'place';
  const capturing = s.capturable && target !== null && !signing;
  const ocr = useOcrPage(doc.id, page, version, capturing);

  const targetInfo = (() => {
    if (!target) return null;
    if (target.kind === 'field') {
      const m = doc.metadata.find((x) => x.key === target.key);
      return m && { name: m.name, metadataTypeId: m.metadataDefinition.metadataType.id };
    }
    const c = doc.lineItemColumns.find((x) => x.key === target.column);
    const row = s.draft.rows.findIndex((r) => r.id === target.rowId);
    return c && row >= 0 ? { name: `${c.name}, row ${row + 1}`, metadataTypeId: c.metadataTypeId } : null;
  })();

  const capture = (region: OcrRegion) => {
    if (!target || !targetInfo || !ocr.data) return;
    const words =
      region.width === 0 && region.height === 0
        ? [wordAt(ocr.data.ocrJson, region.x, region.y)].filter((w) => w !== undefined)
        : wordsIn(ocr.data.ocrJson, region);
    if (words.length === 0) return;
    s.flashPolygons(
      words.map((w) => ({ documentPage: region.page, Coordinates: w.Coordinates })),
      CAPTURE_HIGHLIGHT_MS,
    );
    const result = captureValue(targetInfo, joinWords(words), s.dateFormat);
    if ('problem' in result) {
      notify.error(result.problem);
      return;
    }
    if (target.kind === 'field') s.dispatch({ type: 'setValue', key: target.key, value: result.value, region });
    else s.dispatch({ type: 'setCell', rowId: target.rowId, column: target.column, value: result.value });
  };

  const download = () =>
    downloadFile(api.downloadDocument, { params: { id: doc.id } }, doc.fileName).catch((err: unknown) =>
      notify.error(messageOf(err)),
    );

  return (
    <PdfArea
      url={`${urlOf(api.getDocumentFile, { params: { id: doc.id, fileNumber: replacement !== null ? '2' : '1' } })}?v=${encodeURIComponent(version)}`}
      label={replacement !== null ? 'Replacement file' : 'Document file'}
      pageCount={replacement !== null ? null : doc.pageCount}
      onPageChange={setPage}
      tools={
        <Tooltip title="Download">
          <IconButton aria-label="Download document" onClick={() => void download()} size="small">
            <Download />
          </IconButton>
        </Tooltip>
      }
      banner={
        placing ? (
          <Alert
            severity="info"
            role="status"
            sx={{ borderRadius: 0, py: 0 }}
            action={
              <Button color="inherit" size="small" onClick={() => s.setSigning(null)}>
                Cancel
              </Button>
            }
          >
            {signingMessages.placeSignature}
          </Alert>
        ) : capturing && targetInfo ? (
          <Alert
            severity="info"
            role="status"
            sx={{ borderRadius: 0, py: 0 }}
            action={
              <Button color="inherit" size="small" onClick={() => s.setTarget(null)}>
                Done
              </Button>
            }
          >
            Click or drag on the page to fill {targetInfo.name}.
          </Alert>
        ) : null
      }
      overlay={(p, size, zoom) => (
        <PageOverlay
          page={p}
          width={size.width}
          height={size.height}
          zoom={zoom}
          polygons={signing?.step === 'sign' ? [...s.polygons, placedBox(signing)] : s.polygons}
          active={placing || (capturing && Boolean(ocr.data))}
          onCapture={(region) =>
            placing ? s.setSigning({ step: 'sign', ...signaturePlacement(region, size) }) : capture(region)
          }
          keyboardRegion={
            placing
              ? {
                  page: p,
                  x: size.width - defaultSignatureBox.width - KEYBOARD_MARGIN,
                  y: size.height - defaultSignatureBox.height - KEYBOARD_MARGIN,
                  width: defaultSignatureBox.width,
                  height: defaultSignatureBox.height,
                }
              : undefined
          }
          keyboardLabel={`${signingMessages.placeSignature} Or press Enter to place it at the lower right of page ${p}.`}
        />
      )}
    />
  );
}
