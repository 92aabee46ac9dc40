import { LegalDocumentType, type LegalDocument, type Party, type PartnerAddresses } from '@docvue/contracts';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { dateText, displayDate } from '@/lib/format-value';
import { messageOf, notify } from '@/lib/notify';
import { useDateFormat } from '@/lib/personalization';
import { downloadSharedDocument } from '../api/download-shared-document';
import { usePartnerAddresses } from '../api/get-partner-addresses';
import { useSharedDocuments } from '../api/search-shared-documents';

type SharedAddressSet = NonNullable<PartnerAddresses['addressSet']>;

function SubHeading({ children }: { children: string }) {
  return (
    <Typography component="h3" variant="subtitle2" sx={{ mt: 1.5, mb: 0.5 }}>
      {children}
    </Typography>
  );
}

function SharedDocumentRow({ doc, dateFormat }: { doc: LegalDocument; dateFormat: string }) {
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadSharedDocument(doc)
      .catch((err: unknown) => notify.error(messageOf(err)))
      .finally(() => setDownloading(false));
  };
  const details = [`${doc.fileName}, uploaded ${displayDate(doc.insertDate, dateFormat)}`];
  if (doc.legalDocumentTypeId === LegalDocumentType.InsuranceCertificate && doc.expiresOn) {
    details.push(`expires ${dateText(doc.expiresOn, dateFormat)}`);
  }
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 0.75,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }}>{doc.legalDocumentTypeName}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {details.join(', ')}
        </Typography>
      </Box>
      <Button
        size="small"
        variant="outlined"
        startIcon={<Download />}
        onClick={download}
        disabled={downloading}
        aria-label={`Download ${doc.legalDocumentTypeName}`}
      >
        Download
      </Button>
    </Box>
  );
}

/** An address as a letter shows it: addressee, lines, city, state and zip. */
function AddressCard({ title, lines }: { title: string; lines: (string | null)[] }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 1.5, minWidth: 0 }}>
      <Typography id={titleId} component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="address" sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
        {lines
          .filter((l): l is string => Boolean(l))
          .map((l, i) => (
            <div key={i}>{l}</div>
          ))}
      </Box>
    </Paper>
  );
}

const cityLine = (city: string, state: string, zip: string) => `${city}, ${state} ${zip}`;

function SharedAddresses({ set }: { set: SharedAddressSet }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 1.5, mt: 1 }}>
      <AddressCard
        title="Payment address"
        lines={[
          set.paymentAddresseeName,
          set.paymentAddressLineOne,
          set.paymentAddressLineTwo,
          cityLine(set.paymentCity, set.paymentState, set.paymentZipCode),
        ]}
      />
      <AddressCard
        title="Tax address"
        lines={[
          set.taxAddresseeName,
          set.taxAddressLineOne,
          set.taxAddressLineTwo,
          cityLine(set.taxCity, set.taxState, set.taxZipCode),
        ]}
      />
    </Box>
  );
}

/**
 * What a connected partner shares with the company, read only: its W-9 and insurance certificate
 * (to download) and the payment and tax addresses it asks the company to use.
 */
export function SharedByPartner({ party }: { party: Party }) {
  const titleId = useId();
  const dateFormat = useDateFormat();
  const documents = useSharedDocuments(party.id);
  const addresses = usePartnerAddresses(party.id);
  const docs = documents.data?.items ?? [];
  const set = addresses.data?.addressSet ?? null;
  const loading = documents.isPending || addresses.isPending;
  const error = documents.error ?? addresses.error;

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {`Shared by ${party.name}`}
      </Typography>
      {error && <Alert severity="error">{messageOf(error)}</Alert>}
      {loading && !error && <CircularProgress size={24} aria-label={`Loading what ${party.name} shares`} />}
      {!loading && !error && docs.length === 0 && !set && (
        <Typography color="text.secondary">{`${party.name} shares no documents or addresses with you.`}</Typography>
      )}
      {docs.length > 0 && (
        <>
          <SubHeading>Documents</SubHeading>
          <Box component="ul" aria-label={`Documents shared by ${party.name}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {docs.map((doc) => (
              <SharedDocumentRow key={doc.id} doc={doc} dateFormat={dateFormat} />
            ))}
          </Box>
        </>
      )}
      {set && <SharedAddresses set={set} />}
    </Box>
  );
}
