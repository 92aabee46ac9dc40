import type { ExpiringCertificate } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { dateText } from '@/lib/format-value';
import { useDateFormat } from '@/lib/personalization';
import { useExpiringCertificates } from '../api/get-expiring-certificates';

/** The sentence of one certificate (its date in the user's format). */
export const expiryText = (c: ExpiringCertificate, dateFormat: string) =>
  c.daysLeft < 0
    ? `${c.companyName}'s insurance certificate has expired`
    : `${c.companyName}'s insurance certificate expires on ${dateText(c.expiresOn, dateFormat)}`;

/**
 * Where a certificate can be seen to: the company's own on the Company Documents tab, a
 * partner's on its party page; only administrators reach those pages.
 */
function linkOf(c: ExpiringCertificate, isAdministrator: boolean): string | null {
  if (!isAdministrator) return null;
  if (c.own) return '/admin/settings/legalDocuments';
  return c.partyId === null ? null : `/admin/party/${c.partyId}`;
}

/** The home dashboard's warning about insurance certificates that expire within 30 days or have expired. */
export function ExpiringCertificates({ isAdministrator }: { isAdministrator: boolean }) {
  const dateFormat = useDateFormat();
  const certificates = useExpiringCertificates();
  const items = certificates.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle component="h2" sx={{ fontSize: '1rem' }}>
        Insurance certificates
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.map((c) => {
          const text = expiryText(c, dateFormat);
          const to = linkOf(c, isAdministrator);
          return (
            <li key={c.id}>
              {to ? (
                <Link component={RouterLink} to={to} color="inherit">
                  {text}
                </Link>
              ) : (
                text
              )}
            </li>
          );
        })}
      </Box>
    </Alert>
  );
}
