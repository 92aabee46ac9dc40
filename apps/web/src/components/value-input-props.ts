import { lowExtractionConfidence, type ExtractionSource } from '@docvue/contracts';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { FocusEventHandler } from 'react';

/** How an auto-filled value was read: shown under the field so the user checks the unsure ones first. */
export interface ExtractionInfo {
  source: ExtractionSource;
  confidence?: number | undefined;
}

/**
 * What every value input takes: a metadata field of the Document screen, a line-item cell, or a
 * field of an administration form (a date typed in the user's format).
 */
export interface ValueInputProps {
  id: string;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  required?: boolean;
  /** A read-only field of an editable document: shown, focusable, not editable. */
  readOnly?: boolean;
  /** A form that is being saved. */
  disabled?: boolean;
  /** Shown under the field while nothing is wrong with it. */
  hint?: string;
  /** In a table cell: no visible label, the label is the accessible name. */
  compact?: boolean;
  /** Just filled from the page (2 s). */
  highlighted?: boolean;
  /** The field a click or drag on the page fills. */
  selected?: boolean;
  onFocus?: FocusEventHandler;
  onBlur?: FocusEventHandler;
  /** Takes the focus when shown (the first field of a dialog). */
  autoFocus?: boolean;
  /** What is wrong with the value (the shared validator's words), if anything. */
  error?: string | null;
  /** The value was filled from the page: where from, and how sure. */
  extraction?: ExtractionInfo | undefined;
}

const sourceText: Record<ExtractionSource, string> = {
  pattern: 'Read from the page by its labels',
  learned: 'Read where you corrected this sender before',
  region: "Read from the field's capture region",
};

export const isUnsure = (e: ExtractionInfo) => (e.confidence ?? 1) < lowExtractionConfidence;

/** The caption of an auto-filled field: its source, and for an unsure value a request to check it. */
export const extractionCaption = (e: ExtractionInfo) =>
  isUnsure(e) ? `Check this value: ${sourceText[e.source].toLowerCase()}, not sure` : sourceText[e.source];

const highlightSx =
  (highlighted: boolean, selected: boolean, extraction: ExtractionInfo | undefined): SxProps<Theme> =>
  (theme) => {
    // Auto-filled values keep a coloured outline: green when sure, amber when to be checked.
    const extracted = extraction ? (isUnsure(extraction) ? 'warning' : 'success') : null;
    return {
      '& .MuiInputBase-root': {
        transition: 'background-color 300ms ease-out',
        bgcolor: highlighted ? alpha(theme.palette.warning.light, 0.5) : 'background.paper',
      },
      ...(extracted
        ? {
            '& .MuiOutlinedInput-notchedOutline': { borderColor: `${extracted}.main` },
            '& .MuiFormHelperText-root': { color: `${extracted}.dark` },
          }
        : {}),
      ...(selected ? { '& .MuiOutlinedInput-notchedOutline': { borderColor: 'primary.main', borderWidth: 2 } } : {}),
    };
  };

/** The TextField props shared by every input kind. */
export function textFieldProps(p: ValueInputProps, opts: { showError?: boolean } = {}) {
  const showError = (opts.showError ?? true) && Boolean(p.error);
  return {
    id: p.id,
    label: p.compact ? undefined : p.label,
    required: p.required,
    disabled: p.disabled,
    error: showError,
    helperText: showError ? p.error : (p.hint ?? (p.extraction ? extractionCaption(p.extraction) : undefined)),
    size: 'small' as const,
    fullWidth: true,
    onFocus: p.onFocus,
    onBlur: p.onBlur,
    autoFocus: p.autoFocus,
    hiddenLabel: p.compact,
    sx: highlightSx(Boolean(p.highlighted), Boolean(p.selected), p.extraction),
    'data-highlighted': p.highlighted ? 'true' : undefined,
    'data-selected': p.selected ? 'true' : undefined,
    'data-extraction': p.extraction ? (isUnsure(p.extraction) ? 'check' : 'sure') : undefined,
  };
}

/** The native input's own attributes (its accessible name in a table cell). */
export const htmlInputProps = (p: ValueInputProps, extra: Record<string, unknown> = {}) => ({
  ...(p.compact ? { 'aria-label': p.label } : {}),
  ...extra,
});

export const emptyToNull = (text: string) => (text === '' ? null : text);
