import type { SearchResultRow } from '@docvue/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { RouteStatusChip } from '@/components/route-status-chip';
import { displayTimestamp } from '@/lib/format-value';
import { HighlightedText } from './highlighted-text';

/** The values of a row by column key (the contract gives them as strings or null). */
const valueOf = (row: SearchResultRow, key: string): string | null => {
  const v = (row as Record<string, unknown>)[key];
  return typeof v === 'string' && v !== '' ? v : null;
};

interface SearchResultItemProps {
  row: SearchResultRow;
  dateFormat: string;
}

/** One document found: its number (which opens it), type, parties, status, and the fields that matched. */
export function SearchResultItem({ row, dateFormat }: SearchResultItemProps) {
  const title = valueOf(row, 'documentNumber') ?? valueOf(row, 'fileName') ?? `Document ${row.id}`;
  const sentAt = valueOf(row, 'sentAt');
  const facts = [
    valueOf(row, 'documentTypeName'),
    valueOf(row, 'senderCompanyName') && `From ${valueOf(row, 'senderCompanyName')}`,
    valueOf(row, 'receiverName') && `To ${valueOf(row, 'receiverName')}`,
    sentAt && `Sent ${displayTimestamp(sentAt, dateFormat)}`,
  ].filter(Boolean);

  return (
    <Paper component="article" variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/documents/${row.id}`}>
            {title}
          </Link>
        </Typography>
        <RouteStatusChip statusId={row.routeStatusId} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {facts.join(' · ')}
      </Typography>
      {row.highlights.length > 0 && (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
            columnGap: 2,
            rowGap: 0.5,
            mt: 1,
            mb: 0,
            '& dt': { color: 'text.secondary', fontSize: '0.875rem' },
            '& dd': { m: 0, mb: { xs: 0.5, sm: 0 }, fontSize: '0.875rem', overflowWrap: 'anywhere' },
          }}
        >
          {row.highlights.map((h, i) => (
            <Box key={`${h.key}-${i}`} sx={{ display: 'contents' }}>
              <dt>{h.name}</dt>
              <dd>
                <HighlightedText segments={h.segments} />
              </dd>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
