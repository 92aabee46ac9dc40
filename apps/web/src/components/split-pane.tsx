import Box from '@mui/material/Box';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface SplitPaneProps {
  top: ReactNode;
  bottom: ReactNode;
  /** The bottom pane's share of the height, in percent. */
  defaultBottom?: number;
  minBottom?: number;
  maxBottom?: number;
  /** Names the separator ("Resize line items"). */
  label: string;
}

const KEY_STEP = 5;

/**
 * Two panes one above the other with a separator that is dragged, or moved with the arrow
 * keys (Home / End for the limits).
 */
export function SplitPane({ top, bottom, defaultBottom = 40, minBottom = 20, maxBottom = 80, label }: SplitPaneProps) {
  const [share, setShare] = useState(defaultBottom);
  const [dragging, setDragging] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const clamp = (v: number) => Math.min(maxBottom, Math.max(minBottom, v));

  const moveTo = (clientY: number) => {
    const r = box.current?.getBoundingClientRect();
    if (r && r.height > 0) setShare(clamp(((r.bottom - clientY) / r.height) * 100));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const next = {
      ArrowUp: share + KEY_STEP,
      ArrowDown: share - KEY_STEP,
      Home: maxBottom,
      End: minBottom,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    setShare(clamp(next));
  };

  return (
    <Box ref={box} sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>{top}</Box>
      <Box
        role="separator"
        aria-orientation="horizontal"
        aria-label={label}
        aria-valuenow={Math.round(share)}
        aria-valuemin={minBottom}
        aria-valuemax={maxBottom}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture?.(e.pointerId);
          setDragging(true);
        }}
        onPointerMove={(e) => dragging && moveTo(e.clientY)}
        onPointerUp={() => setDragging(false)}
        onPointerCancel={() => setDragging(false)}
        sx={{
          height: 8,
          flexShrink: 0,
          cursor: 'row-resize',
          bgcolor: dragging ? 'primary.light' : 'divider',
          touchAction: 'none',
          '&:hover, &:focus-visible': { bgcolor: 'primary.light', outline: 'none' },
        }}
      />
      <Box sx={{ height: `${share}%`, minHeight: 0, flexShrink: 0, bgcolor: 'background.paper' }}>{bottom}</Box>
    </Box>
  );
}
