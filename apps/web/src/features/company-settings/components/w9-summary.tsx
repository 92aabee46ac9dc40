import type { W9Fields } from '@docvue/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

const fields: [keyof W9Fields, string][] = [
  ['name', 'Name'],
  ['tin', 'TIN'],
  ['taxClassification', 'Federal tax classification'],
];

/** What the server read from a W-9, read only (nothing when the file could not be read). */
export function W9Summary({ w9 }: { w9: W9Fields | null }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 500, mb: 0.5 }}>
        Read from the W9
      </Typography>
      {w9 ? (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
          }}
        >
          {fields.map(([key, label]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{w9[key] ?? '—'}</dd>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">Nothing could be read from this W9.</Typography>
      )}
    </Box>
  );
}
