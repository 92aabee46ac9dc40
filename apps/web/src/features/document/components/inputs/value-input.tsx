import { MaskedDateInput } from '@/components/masked-date-input';
import type { ValueInputProps } from '@/components/value-input-props';
import { inputKindOf } from '@/lib/metadata-kinds';
import { useInputSettings } from '../../hooks/document-context';
import { ChoiceInput } from './choice-input';
import { LookupInput } from './lookup-input';
import { NumericInput } from './numeric-input';
import { OrgUnitInput } from './org-unit-input';
import { TextInput } from './text-input';

interface TypedInputProps extends ValueInputProps {
  metadataTypeId: number;
  /** The metadata definition whose lookup values are offered (fields; cells have none). */
  definitionId?: number;
  isThirdParty?: boolean;
}

/** The input for one metadata type (party fields have their own, with the connection state). */
export function ValueInput({ metadataTypeId, definitionId, isThirdParty = false, ...p }: TypedInputProps) {
  const { dateFormat, documentTypeNames } = useInputSettings();
  switch (inputKindOf(metadataTypeId)) {
    case 'textarea':
      return <TextInput {...p} multiline={!p.compact} />;
    case 'numeric':
      return <NumericInput {...p} />;
    case 'currency':
      return <NumericInput {...p} currency />;
    case 'date':
      return <MaskedDateInput {...p} dateFormat={dateFormat} />;
    case 'datetime':
      return <MaskedDateInput {...p} dateFormat={dateFormat} withTime />;
    case 'list':
      return <LookupInput {...p} definitionId={definitionId} isThirdParty={isThirdParty} strict />;
    case 'lookup':
      return definitionId === undefined ? (
        <TextInput {...p} />
      ) : (
        <LookupInput {...p} definitionId={definitionId} isThirdParty={isThirdParty} strict={false} />
      );
    case 'orgUnit':
      return <OrgUnitInput {...p} />;
    case 'documentType':
      return <ChoiceInput {...p} options={documentTypeNames} />;
    default:
      return <TextInput {...p} />;
  }
}
