import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { emptyToNull, htmlInputProps, textFieldProps, type ValueInputProps } from '@/components/value-input-props';

interface ChoiceInputProps extends ValueInputProps {
  options: readonly string[];
  /** Any text is accepted (master data); otherwise only one of the options. */
  freeSolo?: boolean;
  loading?: boolean;
  /** Typing (a search for options elsewhere). */
  onInputChange?: (text: string) => void;
  /** Options are already filtered by the caller (server search). */
  filtered?: boolean;
}

/** A value picked from a list: List fields, org units, document types, lookups, parties. */
export function ChoiceInput({ options, freeSolo = false, loading, onInputChange, filtered, ...p }: ChoiceInputProps) {
  // The stored value is always offered, even before the options arrive.
  const all = p.value && !options.includes(p.value) ? [p.value, ...options] : options;
  return (
    <Autocomplete<string, false, false, boolean>
      id={p.id}
      options={all}
      freeSolo={freeSolo}
      value={p.value}
      onChange={(_e, v) => p.onChange(emptyToNull(v ?? ''))}
      {...(freeSolo
        ? {
            inputValue: p.value ?? '',
            onInputChange: (_e: unknown, text: string, reason: string) => {
              if (reason === 'input' || reason === 'clear') p.onChange(emptyToNull(text));
              onInputChange?.(text);
            },
          }
        : {
            onInputChange: (_e: unknown, text: string, reason: string) => {
              if (reason === 'input') onInputChange?.(text);
            },
          })}
      filterOptions={filtered ? (o) => o : undefined}
      readOnly={p.readOnly}
      loading={loading}
      autoHighlight={!freeSolo}
      handleHomeEndKeys={false}
      renderInput={(params) => {
        const shared = textFieldProps(p);
        return (
          <TextField
            {...params}
            {...shared}
            id={params.id}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, ...htmlInputProps(p) },
            }}
          />
        );
      }}
    />
  );
}

export type { ChoiceInputProps };
