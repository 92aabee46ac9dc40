import type { SearchHighlight } from '@docvue/contracts';
import Box from '@mui/material/Box';

/**
 * A matched text as the server cut it: the matching words in <mark>, the rest as plain text.
 * Every piece is rendered as text by React, so nothing in a document value becomes markup.
 */
export function HighlightedText({ segments }: { segments: SearchHighlight['segments'] }) {
  return (
    <>
      {segments.map((s, i) =>
        s.match ? (
          <Box
            component="mark"
            key={i}
            sx={{ bgcolor: 'warning.light', color: 'text.primary', fontWeight: 600, px: 0.25, borderRadius: 0.5 }}
          >
            {s.text}
          </Box>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  );
}
