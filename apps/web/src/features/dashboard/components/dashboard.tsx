import { PartyType, type Abilities, type PartyTypeId } from '@docvue/contracts';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messageOf } from '@/lib/notify';
import { usePartyTypes } from '../api/get-party-types';
import { ExpiringCertificates } from './expiring-certificates';
import { WelcomeNote } from './welcome-note';

interface DashboardProps {
  companyId: number;
  isAdministrator: boolean;
  /** What the person's role lets them do: a panel offers only the actions they can take. */
  abilities: Abilities;
}

// Every party type's panels load after the home's first paint (first-screen budget), from one chunk:
// a vendor's too since the owner's figures and the contracts of issues 39–47 took the home past it.
const VendorPanels = lazy(() => import('./owner-panels').then((m) => ({ default: m.VendorPanels })));
const OwnerPanels = lazy(() => import('./owner-panels').then((m) => ({ default: m.OwnerPanels })));
const OperatorPanels = lazy(() => import('./owner-panels').then((m) => ({ default: m.OperatorPanels })));
const PurchaserPanels = lazy(() => import('./owner-panels').then((m) => ({ default: m.PurchaserPanels })));

/** The panels of each party type, in the order of the spec, then a purchaser's; banks have none. */
const panelsOf: [PartyTypeId, ComponentType<{ abilities: Abilities }>][] = [
  [PartyType.Vendor, VendorPanels],
  [PartyType.Owner, OwnerPanels],
  [PartyType.Operator, OperatorPanels],
  [PartyType.Purchaser, PurchaserPanels],
];

/** Home: the dashboard of the party types the company acts as (docs/product/documents.md §2 "Home dashboard"). */
export function Dashboard({ companyId, isAdministrator, abilities }: DashboardProps) {
  useDocumentTitle('Home');
  const partyTypes = usePartyTypes(companyId);
  const ids = new Set(partyTypes.data?.map((t) => t.id));
  const panels = panelsOf.filter(([id]) => ids.has(id));

  return (
    <>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}
      >
        <Typography component="h1" variant="h5" sx={{ fontWeight: 500 }}>
          Home
        </Typography>
        <Button component={RouterLink} to="/inbox" variant="outlined" startIcon={<InboxOutlined />}>
          Inbox
        </Button>
      </Box>
      <ExpiringCertificates isAdministrator={isAdministrator} />
      {partyTypes.isPending && <CircularProgress aria-label="Loading the dashboard" />}
      {partyTypes.isError && <Alert severity="error">{messageOf(partyTypes.error)}</Alert>}
      {partyTypes.data?.length === 0 && <WelcomeNote isAdministrator={isAdministrator} />}
      {partyTypes.data && partyTypes.data.length > 0 && panels.length === 0 && (
        <Typography color="text.secondary">
          The documents your company receives are in the Inbox, and every document type has its list in the navigation.
        </Typography>
      )}
      {panels.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            gap: 2,
          }}
        >
          {panels.map(([id, Panels]) => (
            <Suspense key={id} fallback={null}>
              <Panels abilities={abilities} />
            </Suspense>
          ))}
        </Box>
      )}
    </>
  );
}
