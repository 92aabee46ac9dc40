import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useRef } from 'react';
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
  /**
   * With freeSolo: text may be typed, but Enter commits a listed value — the one the text names, or
   * the only one it matches (issue 40: "4300" picks "4300 - Permian Production Ops"); the caller
   * marks text that is not listed.
   */
  listed?: boolean;
}

/** The option typed text stands for: the one it names (any case), else the only one containing it. */
export function listedMatch(options: readonly string[], text: string): string | null {
  const typed = text.trim().toLowerCase();
  if (typed === '') return null;
  const exact = options.find((o) => o.toLowerCase() === typed);
  if (exact !== undefined) return exact;
  const matches = options.filter((o) => o.toLowerCase().includes(typed));
  return matches.length === 1 ? matches[0]! : null;
}

/** A value picked from a list: List fields, org units, document types, lookups, parties. */
export function ChoiceInput({
  options,
  freeSolo = false,
  loading,
  onInputChange,
  filtered,
  listed = false,
  ...p
}: ChoiceInputProps) {
  // The stored value is always offered, even before the options arrive; typed text that is not
  // listed is not an option of a listed input (it would be highlighted ahead of the listed one).
  const restricted = freeSolo && listed;
  const all = p.value && !options.includes(p.value) && !restricted ? [p.value, ...options] : options;
  // An option the user highlighted with the arrows or the mouse is what Enter picks, as anywhere.
  const chosenHighlight = useRef(false);
  return (
    <Autocomplete<string, false, false, boolean>
      id={p.id}
      options={all}
      freeSolo={freeSolo}
      value={p.value}
      onChange={(_e, v) => p.onChange(emptyToNull(v ?? ''))}
      onHighlightChange={(_e, option, reason) => {
        chosenHighlight.current = option !== null && (reason === 'keyboard' || reason === 'mouse');
      }}
      onKeyDown={(e) => {
        if (!restricted || e.key !== 'Enter' || chosenHighlight.current) return;
        const match = listedMatch(options, p.value ?? '');
        // Not MUI's freeSolo Enter, which would commit the typed text as it is.
        (e as typeof e & { defaultMuiPrevented?: boolean }).defaultMuiPrevented = true;
        e.preventDefault();
        if (match !== null && match !== p.value) p.onChange(match);
      }}
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
