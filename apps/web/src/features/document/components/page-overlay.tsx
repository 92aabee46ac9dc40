import type { OcrHighlight, OcrRegion } from '@docvue/contracts';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { regionBetween } from '../utils/capture';

interface PageOverlayProps {
  page: number;
  width: number;
  height: number;
  zoom: number;
  /** Boxes to show on this page (auto-filled values, captured words). */
  polygons: readonly OcrHighlight[];
  /** A field is selected: clicking or dragging captures. */
  active: boolean;
  /** A click (a point: zero size) or a dragged rectangle, in page units. */
  onCapture: (region: OcrRegion) => void;
  /**
   * For keyboards and screen readers: the layer takes the focus, says `keyboardLabel`, and
   * Enter or Space captures this region (placing a signature box without a pointer).
   */
  keyboardRegion?: OcrRegion;
  keyboardLabel?: string;
}

/** A click moves less than this many pixels; more is a drag. */
const CLICK_SLOP_PX = 4;

/**
 * Over the page: the highlight polygons and, while a field is selected, the click-or-drag
 * capture. Page units are PDF points at scale 1 (origin top-left), so positions are divided
 * by the zoom.
 */
export function PageOverlay({
  page,
  width,
  height,
  zoom,
  polygons,
  active,
  onCapture,
  keyboardRegion,
  keyboardLabel,
}: PageOverlayProps) {
  const layer = useRef<HTMLDivElement>(null);
  const keyboard = active && keyboardRegion !== undefined;
  useEffect(() => {
    if (keyboard) layer.current?.focus({ preventScroll: true });
  }, [keyboard]);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!keyboard || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    onCapture(keyboardRegion);
  };
  const [drag, setDrag] = useState<{ from: { x: number; y: number }; to: { x: number; y: number } } | null>(null);

  const pointOf = (e: PointerEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: (e.clientX - r.left) / zoom, y: (e.clientY - r.top) / zoom };
  };

  const finish = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const to = pointOf(e);
    setDrag(null);
    const moved = Math.hypot(to.x - drag.from.x, to.y - drag.from.y) * zoom;
    onCapture(moved < CLICK_SLOP_PX ? { page, ...drag.from, width: 0, height: 0 } : regionBetween(page, drag.from, to));
  };

  const shown = polygons.filter((p) => p.documentPage === page);
  const rect = drag ? regionBetween(page, drag.from, drag.to) : null;

  return (
    <Box
      ref={layer}
      data-capture-layer={active ? 'active' : 'inactive'}
      {...(keyboard ? { tabIndex: 0, role: 'button', 'aria-label': keyboardLabel, onKeyDown } : {})}
      onPointerDown={(e) => {
        if (!active || e.button !== 0) return;
        e.preventDefault();
        e.currentTarget.setPointerCapture?.(e.pointerId);
        const p = pointOf(e);
        setDrag({ from: p, to: p });
      }}
      onPointerMove={(e) => drag && setDrag({ ...drag, to: pointOf(e) })}
      onPointerUp={finish}
      onPointerCancel={() => setDrag(null)}
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 5,
        pointerEvents: active ? 'auto' : 'none',
        cursor: active ? 'crosshair' : 'default',
        touchAction: active ? 'none' : 'auto',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
      }}
    >
      <svg width={width * zoom} height={height * zoom} aria-hidden="true" style={{ display: 'block' }}>
        {shown.map((p, i) => (
          <polygon
            key={i}
            data-highlight="true"
            points={p.Coordinates.map((c) => `${c.X * zoom},${c.Y * zoom}`).join(' ')}
            fill="rgba(255, 193, 7, 0.35)"
            stroke="#e65100"
            strokeWidth={2}
          />
        ))}
        {rect && (
          <rect
            x={rect.x * zoom}
            y={rect.y * zoom}
            width={rect.width * zoom}
            height={rect.height * zoom}
            fill="rgba(15, 76, 129, 0.12)"
            stroke="#0f4c81"
            strokeDasharray="4 3"
          />
        )}
      </svg>
    </Box>
  );
}
