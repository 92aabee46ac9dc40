import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { FocusEventHandler } from 'react';

/** What every value input takes: a metadata field in the Metadata tab, or a line-item cell. */
export interface ValueInputProps {
  id: string;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  required?: boolean;
  /** A read-only field of an editable document: shown, focusable, not editable. */
  readOnly?: boolean;
  /** In a table cell: no visible label, the label is the accessible name. */
  compact?: boolean;
  /** Just filled from the page (2 s). */
  highlighted?: boolean;
  /** The field a click or drag on the page fills. */
  selected?: boolean;
  onFocus?: FocusEventHandler;
  onBlur?: FocusEventHandler;
  /** What is wrong with the value (the shared validator's words), if anything. */
  error?: string | null;
}

const highlightSx =
  (highlighted: boolean, selected: boolean): SxProps<Theme> =>
  (theme) => ({
    '& .MuiInputBase-root': {
      transition: 'background-color 300ms ease-out',
      bgcolor: highlighted ? alpha(theme.palette.warning.light, 0.5) : 'background.paper',
    },
    ...(selected ? { '& .MuiOutlinedInput-notchedOutline': { borderColor: 'primary.main', borderWidth: 2 } } : {}),
  });

/** The TextField props shared by every input kind. */
export function textFieldProps(p: ValueInputProps, opts: { showError?: boolean } = {}) {
  const showError = (opts.showError ?? true) && Boolean(p.error);
  return {
    id: p.id,
    label: p.compact ? undefined : p.label,
    required: p.required,
    error: showError,
    helperText: showError ? p.error : undefined,
    size: 'small' as const,
    fullWidth: true,
    onFocus: p.onFocus,
    onBlur: p.onBlur,
    hiddenLabel: p.compact,
    sx: highlightSx(Boolean(p.highlighted), Boolean(p.selected)),
    'data-highlighted': p.highlighted ? 'true' : undefined,
    'data-selected': p.selected ? 'true' : undefined,
  };
}

/** The native input's own attributes (its accessible name in a table cell). */
export const htmlInputProps = (p: ValueInputProps, extra: Record<string, unknown> = {}) => ({
  ...(p.compact ? { 'aria-label': p.label } : {}),
  ...extra,
});

export const emptyToNull = (text: string) => (text === '' ? null : text);
