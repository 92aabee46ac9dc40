import 'react-pdf/dist/Page/TextLayer.css';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Document, Page, pdfjs, type DocumentProps } from 'react-pdf';
import { authHeaders } from '@/lib/api-client';

// The worker, character maps, fonts and decoders come from the installed pdfjs-dist (no CDN).
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * `isEvalSupported: false` closes CVE-2024-4367 on pdf.js releases that still have the
 * option; pdf.js 6 dropped the eval path altogether and ignores it.
 */
const baseOptions = {
  cMapUrl: '/pdfjs/cmaps/',
  cMapPacked: true,
  standardFontDataUrl: '/pdfjs/standard_fonts/',
  wasmUrl: '/pdfjs/wasm/',
  isEvalSupported: false,
};

export interface PageSize {
  width: number;
  height: number;
}

export interface PdfViewerProps {
  /** An API path (`/api/...`): requested with the bearer token and Company-Id. */
  url: string;
  page: number;
  zoom: number;
  onPageCount: (count: number) => void;
  /** The page's size at zoom 1, once known (the area fits the page to its width). */
  onPageSize?: (size: PageSize) => void;
  /** Drawn over the page at its displayed size (capture, highlights). */
  overlay?: (size: PageSize) => ReactNode;
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, p: 4 }}>
      {children}
    </Box>
  );
}

const loading = (
  <Centered>
    <CircularProgress size={24} aria-hidden="true" />
    <Typography color="text.secondary">Loading the file…</Typography>
  </Centered>
);

/** One page of a PDF through pdf.js (react-pdf), with its text layer. */
export default function PdfViewer({ url, page, zoom, onPageCount, onPageSize, overlay }: PdfViewerProps) {
  const [headers, setHeaders] = useState<{ url: string; headers: Record<string, string> } | null>(null);
  const [size, setSize] = useState<PageSize | null>(null);
  useEffect(() => {
    let live = true;
    void authHeaders().then((h) => live && setHeaders({ url, headers: h }));
    return () => {
      live = false;
    };
  }, [url]);
  const file = useMemo(() => ({ url }), [url]);
  const options = useMemo(
    () =>
      headers?.url === url ? ({ ...baseOptions, httpHeaders: headers.headers } as DocumentProps['options']) : null,
    [headers, url],
  );
  if (!options) return loading;

  return (
    <Document
      file={file}
      options={options}
      suspense={false}
      loading={loading}
      error={
        <Centered>
          <Typography color="error">The file could not be shown.</Typography>
        </Centered>
      }
      onLoadSuccess={(pdf) => onPageCount(pdf.numPages)}
    >
      <Box
        sx={{
          position: 'relative',
          width: size ? size.width * zoom : undefined,
          mx: 'auto',
          boxShadow: 2,
          bgcolor: 'common.white',
        }}
      >
        <Page
          pageNumber={page}
          scale={zoom}
          renderAnnotationLayer={false}
          renderTextLayer
          loading={loading}
          // The page as shown, at zoom 1: pdf.js turns it by its /Rotate, so a page turned by 90°
          // is as wide as the sheet is high. Overlay positions (capture, the signature box) are
          // in these coordinates, and the server stamps a signature in them too.
          onLoadSuccess={(p) => {
            const pageSize = { width: p.originalWidth, height: p.originalHeight };
            setSize(pageSize);
            onPageSize?.(pageSize);
          }}
        />
        {size && overlay?.(size)}
      </Box>
    </Document>
  );
}
