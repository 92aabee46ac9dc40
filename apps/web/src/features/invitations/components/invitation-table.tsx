import type { Invitation } from '@docvue/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { VisuallyHidden } from '@/components/visually-hidden';
import { PartnerLogo } from './partner-logo';

interface InvitationTableProps {
  invitations: Invitation[];
  /** Accept and Reject are for administrators only. */
  canAnswer: boolean;
  onAccept: (invitation: Invitation) => void;
  onReject: (invitation: Invitation) => void;
}

function Answers({
  invitation,
  canAnswer,
  onAccept,
  onReject,
}: Omit<InvitationTableProps, 'invitations'> & {
  invitation: Invitation;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="contained" size="small" disabled={!canAnswer} onClick={() => onAccept(invitation)}>
        Accept
      </Button>
      <Button variant="outlined" size="small" disabled={!canAnswer} onClick={() => onReject(invitation)}>
        Reject
      </Button>
    </Box>
  );
}

/**
 * The pending invitations (docs/product/administration.md §2): logo, Company, Company Address, Sender Email, Tax Number
 * (masked by the server), Accept and Reject. A phone gets one card per invitation instead.
 */
export function InvitationTable({ invitations, ...answers }: InvitationTableProps) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (narrow) {
    return (
      <Box component="ul" aria-label="Invitations" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {invitations.map((inv) => (
          <Card component="li" key={inv.id} variant="outlined">
            <CardContent sx={{ display: 'grid', gap: 0.5 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 0.5 }}>
                <PartnerLogo companyId={inv.senderCompanyId} companyName={inv.companyName} />
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
                  {inv.companyName}
                </Typography>
              </Box>
              <Typography variant="body2">{inv.companyAddress}</Typography>
              {inv.senderEmail && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {inv.senderEmail}
                </Typography>
              )}
              {inv.maskedTaxNumber && <Typography variant="body2">Tax Number {inv.maskedTaxNumber}</Typography>}
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
              <Answers invitation={inv} {...answers} />
            </CardActions>
          </Card>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Invitations">
        <TableHead>
          <TableRow>
            <TableCell>
              <VisuallyHidden>Logo</VisuallyHidden>
            </TableCell>
            <TableCell>Company</TableCell>
            <TableCell>Company Address</TableCell>
            <TableCell>Sender Email</TableCell>
            <TableCell>Tax Number</TableCell>
            <TableCell>
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invitations.map((inv) => (
            <TableRow key={inv.id}>
              <TableCell>
                <PartnerLogo companyId={inv.senderCompanyId} companyName={inv.companyName} />
              </TableCell>
              <TableCell component="th" scope="row">
                {inv.companyName}
              </TableCell>
              <TableCell>{inv.companyAddress}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{inv.senderEmail}</TableCell>
              <TableCell>{inv.maskedTaxNumber}</TableCell>
              <TableCell>
                <Answers invitation={inv} {...answers} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
