import {
  LegalDocumentType,
  PrivacySetting,
  legalDocumentTypeIds,
  legalDocumentTypeNames,
  limits,
  privacySettingNames,
  type LegalDocument,
} from '@docvue/contracts';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, type FormEventHandler } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormCheckbox } from '@/components/form-checkbox';
import { FileDropZone } from '@/components/file-drop-zone';
import { MaskedDateInput } from '@/components/masked-date-input';
import { RecordForm } from '@/components/form-grid';
import { useDateFormat } from '@/lib/personalization';
import { FILE_TOO_LARGE, LEGAL_DOCUMENT_ACCEPT } from '../utils/legal-document-file';
import type { LegalDocumentFormControl } from '../utils/legal-document-form';
import { SharedPartiesTable } from './shared-parties-table';

interface LegalDocumentFormProps {
  control: LegalDocumentFormControl;
  /** The document being edited (its type and file are locked); none when uploading a new one. */
  doc: LegalDocument | null;
  formId: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The company document form (docs/product/administration.md §2, §3, §5): type and file (locked once uploaded), an
 * insurance certificate's expiry, privacy, active, and the partners a shared one goes to.
 */
export function LegalDocumentForm({ control, doc, formId, busy, onSubmit }: LegalDocumentFormProps) {
  const privacyLabelId = useId();
  const expiryId = useId();
  const dateFormat = useDateFormat();
  const [typeId, privacy] = useWatch({ control, name: ['legalDocumentTypeId', 'privacySettingId'] });
  const creating = doc === null;
  const isCertificate = Number(typeId) === LegalDocumentType.InsuranceCertificate;
  const shared = Number(privacy) === PrivacySetting.Shared;

  return (
    <RecordForm id={formId} label="Company document" onSubmit={onSubmit} layout="stack">
      <Controller
        control={control}
        name="legalDocumentTypeId"
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            select
            label="Document type"
            required
            size="small"
            sx={{ maxWidth: 360 }}
            disabled={!creating || busy}
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message ?? ' '}
          >
            {legalDocumentTypeIds.map((id) => (
              <MenuItem key={id} value={String(id)}>
                {legalDocumentTypeNames[id]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {creating ? (
        <Controller
          control={control}
          name="file"
          render={({ field: { value, onChange, onBlur }, fieldState }) => (
            <Box sx={{ maxWidth: 560, mb: 1 }}>
              <FileDropZone
                file={value}
                // A chosen file is checked at once (its name, its kind), not only on saving.
                onFile={(file) => {
                  onChange(file);
                  onBlur();
                }}
                accept={LEGAL_DOCUMENT_ACCEPT}
                maxBytes={limits.legalDocumentMaxBytes}
                tooLargeMessage={FILE_TOO_LARGE}
                error={fieldState.error?.message ?? null}
              />
            </Box>
          )}
        />
      ) : (
        <TextField
          label="File"
          value={`${doc.fileName} (${sizeText(doc.fileSize)})`}
          size="small"
          sx={{ maxWidth: 560 }}
          disabled
          helperText=" "
        />
      )}
      {isCertificate && (
        <Controller
          control={control}
          name="expiresOn"
          render={({ field, fieldState }) => (
            <Box sx={{ maxWidth: 240, mb: 1 }}>
              <MaskedDateInput
                id={expiryId}
                label="Expiry Date"
                dateFormat={dateFormat}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                disabled={busy}
                error={fieldState.error?.message ?? null}
                hint="Leave empty to read it from the certificate."
              />
            </Box>
          )}
        />
      )}
      <Controller
        control={control}
        name="privacySettingId"
        render={({ field: { ref, value, onChange, onBlur } }) => (
          <FormControl component="fieldset" disabled={busy}>
            <FormLabel component="legend" id={privacyLabelId}>
              Privacy
            </FormLabel>
            <RadioGroup
              ref={ref}
              row
              aria-labelledby={privacyLabelId}
              value={value}
              onChange={(e) => onChange(e.target.value)}
              onBlur={onBlur}
            >
              {[PrivacySetting.Private, PrivacySetting.Shared].map((id) => (
                <FormControlLabel key={id} value={String(id)} control={<Radio />} label={privacySettingNames[id]} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <FormCheckbox control={control} name="isActive" label="Active" disabled={busy} />
      {shared && (
        <Controller
          control={control}
          name="selectedParties"
          render={({ field: { value, onChange } }) => (
            <SharedPartiesTable value={value} onChange={onChange} shared={doc?.selectedParties ?? []} disabled={busy} />
          )}
        />
      )}
    </RecordForm>
  );
}
