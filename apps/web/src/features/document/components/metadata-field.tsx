import { DocumentTemplate, fieldProblem, type DocumentMetadataEntry } from '@docvue/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { displayValue } from '@/lib/format-value';
import { inputKindOf, isCapturableKind, isPartyMetadataType, partyTypeOf } from '@/lib/metadata-kinds';
import { sameTarget, useDocumentScreen, type DocumentScreenState } from '../hooks/document-context';
import { normalize, RECIPIENT_FIELD_KEY } from '../utils/draft';
import { rejectedFields } from '../utils/structured-answers';
import { PartyInput } from './inputs/party-input';
import { ValueInput } from './inputs/value-input';
import type { ExtractionInfo } from '@/components/value-input-props';
import { ReadOnlyValue, rejectedFieldSx, rejectedNoteSx } from './read-only-value';

/** Required at send (docs/product/documents.md §5): required fields, and third-party ones except division-order addresses. */
export function isRequiredField(templateId: number, entry: DocumentMetadataEntry): boolean {
  const def = entry.metadataDefinition;
  const divisionOrderAddress =
    templateId === DocumentTemplate.DivisionOrder && /address|city|state|zip/i.test(entry.key);
  return def.isRequired || (def.isThirdParty && !divisionOrderAddress);
}

/** One metadata field: its input on an editable document, its value on a read-only one. */
export function MetadataField({ entry }: { entry: DocumentMetadataEntry }) {
  const s = useDocumentScreen();
  const typeId = entry.metadataDefinition.metadataType.id;
  const value = s.draft.values[entry.key] ?? null;
  const showConnection = isPartyMetadataType(typeId) && s.doc.side === 'sender';
  // A field the rejection named (issue 29): the vendor sees it where it is.
  const note = rejectedFields(s.doc).get(entry.key);

  if (!s.editable) {
    return (
      <ReadOnlyValue
        label={entry.name}
        value={displayValue(typeId, value, s.dateFormat)}
        party={showConnection && value ? { typeId: partyTypeOf(typeId), name: value } : undefined}
        note={note}
      />
    );
  }
  const input = (
    <FieldInput
      entry={entry}
      templateId={s.doc.documentTypeTemplateId}
      value={value}
      required={isRequiredField(s.doc.documentTypeTemplateId, entry)}
      highlighted={s.highlightedKeys.has(entry.key)}
      extraction={s.draft.extraction[entry.key]}
      selected={s.capturable && sameTarget(s.target, { kind: 'field', key: entry.key })}
      showConnection={showConnection}
      documentId={s.doc.id}
      showMissing={s.draft.showMissing}
      dispatch={s.dispatch}
      setTarget={s.setTarget}
    />
  );
  if (!note) return input;
  return (
    <Box data-rejected="true" sx={rejectedFieldSx}>
      {input}
      <Typography variant="caption" sx={rejectedNoteSx}>
        {note}
      </Typography>
    </Box>
  );
}

interface FieldInputProps {
  entry: DocumentMetadataEntry;
  templateId: number;
  value: string | null;
  required: boolean;
  highlighted: boolean;
  extraction: ExtractionInfo | undefined;
  selected: boolean;
  showConnection: boolean;
  documentId: number;
  /** A Send was tried: an empty required field says so where it is. */
  showMissing: boolean;
  dispatch: DocumentScreenState['dispatch'];
  setTarget: DocumentScreenState['setTarget'];
}

/** The input itself; it re-renders only when its own value or state changes. */
const FieldInput = memo(function FieldInput({
  entry,
  templateId,
  value,
  required,
  highlighted,
  extraction,
  selected,
  showConnection,
  documentId,
  showMissing,
  dispatch,
  setTarget,
}: FieldInputProps) {
  const def = entry.metadataDefinition;
  const typeId = def.metadataType.id;
  const trimmed = normalize(value);
  // The recipient is one of the parties, chosen; other fields may be filled from the page.
  const capturable = !def.isReadonly && isCapturableKind(inputKindOf(typeId)) && entry.key !== RECIPIENT_FIELD_KEY;
  const common = {
    id: `field-${entry.key}`,
    label: entry.name,
    value,
    required,
    readOnly: def.isReadonly,
    highlighted,
    extraction,
    selected,
    // Empty: 'Required' once a Send was tried; filled: the format, and a W-9's TIN or an ACH
    // form's routing number by the rule the server applies.
    error:
      trimmed === null
        ? required && showMissing
          ? 'Required'
          : null
        : fieldProblem(templateId, entry.key, entry.name, typeId, trimmed),
    onFocus: () => setTarget(capturable ? { kind: 'field', key: entry.key } : null),
    onChange: (v: string | null) => dispatch({ type: 'setValue', key: entry.key, value: v }),
  };

  if (isPartyMetadataType(typeId)) {
    const isRecipient = entry.key === RECIPIENT_FIELD_KEY;
    return (
      <PartyInput
        {...common}
        partyTypeId={partyTypeOf(typeId)}
        strict={isRecipient}
        showConnection={showConnection}
        onPartyChosen={
          isRecipient ? (party) => dispatch({ type: 'setReceivingParty', partyId: party?.id ?? null }) : undefined
        }
      />
    );
  }
  return (
    <ValueInput
      {...common}
      metadataTypeId={typeId}
      definitionId={def.id}
      isThirdParty={entry.isThirdParty || def.isThirdParty}
      documentId={documentId}
    />
  );
});
