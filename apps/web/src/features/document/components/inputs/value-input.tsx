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
  /** The metadata definition whose lookup values are offered (fields). */
  definitionId?: number;
  /** The line-item column whose lookup values are offered (cells). */
  columnId?: number;
  isThirdParty?: boolean;
  /** The document being coded: a third-party field offers the values of the company it goes to. */
  documentId?: number;
}

/** The input for one metadata type (party fields have their own, with the connection state). */
export function ValueInput({
  metadataTypeId,
  definitionId,
  columnId,
  isThirdParty = false,
  documentId,
  ...p
}: TypedInputProps) {
  const source = definitionId !== undefined ? { definitionId } : columnId !== undefined ? { columnId } : undefined;
  const lookup = { isThirdParty, documentId };
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
      return source === undefined ? <TextInput {...p} /> : <LookupInput {...p} {...lookup} source={source} strict />;
    case 'lookup':
      return source === undefined ? (
        <TextInput {...p} />
      ) : (
        <LookupInput {...p} {...lookup} source={source} strict={false} />
      );
    case 'orgUnit':
      return <OrgUnitInput {...p} />;
    case 'documentType':
      return <ChoiceInput {...p} options={documentTypeNames} />;
    default:
      return <TextInput {...p} />;
  }
}
