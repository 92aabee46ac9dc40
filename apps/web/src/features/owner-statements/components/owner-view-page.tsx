import type { OwnerViewGroup, TieOut } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadingOrError } from '@/components/loading-or-error';
import { PageHeading } from '@/components/page-heading';
import { useOwnerView, useTieOut } from '../api/owner-view';

const dollars = (text: string) => {
  const negative = text.startsWith('-');
  const [whole, fraction] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}$${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction ?? '00'}`;
};

function TieOutTable({ tieOut }: { tieOut: TieOut }) {
  if (tieOut.rows.length === 0)
    return <Typography color="text.secondary">No statements or 1099s received for this year.</Typography>;
  return (
    <Table size="small" aria-label="Statements against 1099s">
      <TableHead>
        <TableRow>
          <TableCell>Payer</TableCell>
          <TableCell align="right">Statements</TableCell>
          <TableCell align="right">Gross on statements</TableCell>
          <TableCell align="right">Net paid</TableCell>
          <TableCell align="right">1099 box 2</TableCell>
          <TableCell align="right">Difference</TableCell>
          <TableCell>Why</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {tieOut.rows.map((r) => (
          <TableRow key={r.operatorCompanyId} aria-label={r.operatorName}>
            <TableCell>{r.operatorName}</TableCell>
            <TableCell align="right">{r.statementCount}</TableCell>
            <TableCell align="right">{dollars(r.statementGross)}</TableCell>
            <TableCell align="right">{dollars(r.statementNet)}</TableCell>
            <TableCell align="right">{r.box2 === null ? 'No 1099 received' : dollars(r.box2)}</TableCell>
            <TableCell align="right">
              {r.difference === null ? (
                '—'
              ) : r.ties ? (
                <Chip size="small" color="success" label="Ties" />
              ) : (
                <Chip size="small" color="warning" label={dollars(r.difference)} />
              )}
            </TableCell>
            <TableCell>
              {r.explanations.map((e) => (
                <div key={e.kind}>{`${e.text}.`}</div>
              ))}
              {r.decemberSalesPaidInJanuary.map((d) => (
                <div key={`${d.documentId}-${d.saleMonth}`}>
                  {`December sale paid in January: check ${d.checkNumber} of ${d.checkDate}, ${dollars(d.ownerGross)} (counted in the year it was paid)`}
                </div>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Group({ group }: { group: OwnerViewGroup }) {
  // An uploaded stub names its property only: no id, county or state to show.
  const where = [group.county, group.state].filter(Boolean).join(', ');
  const title = `${group.propertyName}${group.propertyId ? ` (${group.propertyId})` : ''}${where ? `, ${where}` : ''}: sales of ${group.saleMonth}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`${group.operatorName} · owner gross ${dollars(group.ownerGross)} · net ${dollars(group.ownerNet)}`}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Check</TableCell>
            <TableCell>Product</TableCell>
            <TableCell align="right">Volume</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">Decimal</TableCell>
            <TableCell align="right">Gross</TableCell>
            <TableCell align="right">Net</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {group.lines.map((l) => (
            <TableRow key={l.lineNo}>
              <TableCell>{l.isReversal ? `${l.lineNo} (reversal)` : l.lineNo}</TableCell>
              <TableCell>
                <RouterLink to={`/documents/${l.documentId}`}>{`${l.checkNumber} of ${l.checkDate}`}</RouterLink>
              </TableCell>
              <TableCell>{`${l.productCode} ${l.transactionCode}`.trim()}</TableCell>
              <TableCell align="right">{l.volume}</TableCell>
              <TableCell align="right">{l.price}</TableCell>
              <TableCell align="right">{l.ownerDecimal}</TableCell>
              <TableCell align="right">{dollars(l.ownerGross)}</TableCell>
              <TableCell align="right">{dollars(l.ownerNet)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {group.adjustments.map((a) => (
        <Alert key={a.reversalLineNo} severity="info" sx={{ mt: 1 }}>
          {a.difference
            ? `Line ${a.reversalLineNo} reverses an earlier statement and line ${a.rebookLineNo} rebooks it. ${a.difference.explanation}.`
            : `Line ${a.reversalLineNo} reverses an earlier statement; no rebook has been received.`}
        </Alert>
      ))}
    </Paper>
  );
}

/**
 * /ownerstatements/received: the owner's side. The year's statements from every operator, per
 * property and month of sale, each reversal paired with its rebook and the difference
 * explained; and the year tied to the 1099s received, each difference with why. Both are sums of the
 * same statements, uploaded or from a run (the server's owner-statements/statements-received.ts).
 */
export function OwnerViewPage() {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const view = useOwnerView(year);
  const tieOut = useTieOut(year);
  return (
    <>
      <PageHeading>Received Owner Statements</PageHeading>
      <TextField
        select
        label="Year"
        size="small"
        value={year}
        onChange={(e) => setYear(Number(e.target.value))}
        sx={{ width: 140, mb: 2 }}
      >
        {[0, 1, 2, 3, 4].map((back) => (
          <MenuItem key={back} value={thisYear - back}>
            {thisYear - back}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="h6" component="h2">
        Statements and 1099s
      </Typography>
      {tieOut.data ? (
        <TieOutTable tieOut={tieOut.data} />
      ) : (
        <LoadingOrError query={tieOut} label="Loading the statements and 1099s" />
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        By property and month of sale
      </Typography>
      {!view.data ? (
        <LoadingOrError query={view} label="Loading the statements" />
      ) : view.data.groups.length === 0 ? (
        <Typography color="text.secondary">No owner statements received for this year.</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {view.data.groups.map((g) => (
            <Group key={`${g.operatorCompanyId}-${g.propertyId}-${g.saleMonth}`} group={g} />
          ))}
        </Box>
      )}
    </>
  );
}
