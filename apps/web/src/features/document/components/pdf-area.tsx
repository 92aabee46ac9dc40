import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '@/components/visually-hidden';
import { openingZoom, readChosenZoom, rememberZoom, steppedZoom, ZOOM } from '../utils/pdf-zoom';
import type { PageSize } from './pdf-viewer';

const PdfViewer = lazy(() => import('./pdf-viewer'));

interface PdfAreaProps {
  url: string;
  /** Names the viewer region ("Document file", or an attachment's name). */
  label: string;
  pageCount?: number | null;
  /** Drawn over the page; told the page shown and the zoom. */
  overlay?: (page: number, size: PageSize, zoom: number) => ReactNode;
  /** Above the page (the capture hint). */
  banner?: ReactNode;
  /** More toolbar buttons (download). */
  tools?: ReactNode;
  onPageChange?: (page: number) => void;
}

function ToolButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled} size="small">
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The width inside an element's padding, kept current as it resizes. */
function useInnerWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width;
      if (w) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The PDF with zoom and page navigation. It opens at the zoom the person chose last, else at 1.5
 * fitted down to the pane's width (utils/pdf-zoom.ts).
 */
export function PdfArea({ url, label, pageCount, overlay, banner, tools, onPageChange }: PdfAreaProps) {
  const [chosen, setChosen] = useState<number | null>(readChosenZoom);
  const [paneRef, paneWidth] = useInnerWidth();
  const [pageWidth, setPageWidth] = useState<number | null>(null);
  const zoom = openingZoom(chosen, paneWidth, pageWidth);
  const [page, setPage] = useState(1);
  const [loadedCount, setLoadedCount] = useState<number | null>(null);
  const count = loadedCount ?? pageCount ?? 1;
  const goTo = (p: number) => {
    setPage(p);
    onPageChange?.(p);
  };
  const zoomBy = (direction: 1 | -1) => {
    const next = steppedZoom(zoom, direction);
    setChosen(next);
    rememberZoom(next);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, bgcolor: 'grey.200' }}>
      <Box
        role="toolbar"
        aria-label="File viewer"
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 0.5,
          px: 1,
          py: 0.5,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <ToolButton label="Zoom out" onClick={() => zoomBy(-1)} disabled={zoom <= ZOOM.min}>
          <ZoomOut />
        </ToolButton>
        <Typography variant="body2" aria-live="polite" sx={{ minWidth: 44, textAlign: 'center' }}>
          <VisuallyHidden>Zoom </VisuallyHidden>
          {Math.round(zoom * 100)}%
        </Typography>
        <ToolButton label="Zoom in" onClick={() => zoomBy(1)} disabled={zoom >= ZOOM.max}>
          <ZoomIn />
        </ToolButton>
        <Box sx={{ width: 8 }} />
        <ToolButton label="Previous page" onClick={() => goTo(page - 1)} disabled={page <= 1}>
          <ChevronLeft />
        </ToolButton>
        <Typography variant="body2" aria-live="polite">
          Page {Math.min(page, count)} of {count}
        </Typography>
        <ToolButton label="Next page" onClick={() => goTo(page + 1)} disabled={page >= count}>
          <ChevronRight />
        </ToolButton>
        <Box sx={{ flex: 1 }} />
        {tools}
      </Box>
      {banner}
      <Box
        ref={paneRef}
        role="region"
        aria-label={label}
        tabIndex={0}
        sx={{ flex: 1, minHeight: 0, overflow: 'auto', p: { xs: 1, sm: 2 } }}
      >
        <Suspense fallback={null}>
          <PdfViewer
            url={url}
            page={Math.min(page, count)}
            zoom={zoom}
            onPageCount={setLoadedCount}
            onPageSize={(size) => setPageWidth(size.width)}
            overlay={overlay ? (size) => overlay(Math.min(page, count), size, zoom) : undefined}
          />
        </Suspense>
      </Box>
    </Box>
  );
}
