import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMemo, useState } from 'react';
import { MAIL_FRAME_SANDBOX, mailSrcDoc, textPieces } from '../utils/mail-frame';

interface MailBodyProps {
  subject: string;
  text: string;
  html: string | null;
}

/** A mail as it would arrive: its HTML in a sandboxed frame, or its text; links in both open. */
export function MailBody({ subject, text, html }: MailBodyProps) {
  const [view, setView] = useState<'html' | 'text'>(html ? 'html' : 'text');
  const srcDoc = useMemo(() => (html ? mailSrcDoc(html) : ''), [html]);
  return (
    <Box>
      {html && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_e, next: 'html' | 'text' | null) => next && setView(next)}
          aria-label="Show the mail as"
          sx={{ mb: 1 }}
        >
          <ToggleButton value="html">Formatted</ToggleButton>
          <ToggleButton value="text">Plain text</ToggleButton>
        </ToggleButtonGroup>
      )}
      {html && view === 'html' ? (
        <Box
          component="iframe"
          title={`Mail: ${subject}`}
          sandbox={MAIL_FRAME_SANDBOX}
          referrerPolicy="no-referrer"
          srcDoc={srcDoc}
          sx={{
            display: 'block',
            width: '100%',
            height: { xs: 420, md: 520 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'common.white',
            resize: 'vertical',
          }}
        />
      ) : (
        <Box
          component="pre"
          sx={{ m: 0, fontFamily: 'inherit', fontSize: '0.9rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {textPieces(text).map((piece, i) =>
            piece.href ? (
              <Link key={i} href={piece.href} target="_blank" rel="noopener noreferrer">
                {piece.text}
              </Link>
            ) : (
              piece.text
            ),
          )}
        </Box>
      )}
    </Box>
  );
}
