import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormEventHandler, ReactNode } from 'react';

interface FormGridProps {
  /** Three columns on large screens as well as two on others. */
  wide?: boolean;
  /** Where the grid sits (its margins, its width at most). */
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** The fields of a form in columns: one on a phone, two from small screens on, three on large ones when wide. */
const formGrid = (wide: boolean) =>
  ({
    display: 'grid',
    gridTemplateColumns: wide
      ? { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }
      : { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
    columnGap: 2,
    rowGap: 0.5,
  }) as const;

/** A form's fields in columns (a part of a longer form). */
export function FormGrid({ wide = false, sx, children }: FormGridProps) {
  return <Box sx={[formGrid(wide), ...(Array.isArray(sx) ? sx : [sx])]}>{children}</Box>;
}

const layouts = {
  /** Its fields in two columns, 900 wide at most. */
  grid: { ...formGrid(false), maxWidth: 900 },
  /** Its fields one under the other. */
  stack: { display: 'flex', flexDirection: 'column', gap: 1 },
  /** Its parts (FormGrids, FormSections) lay themselves out. */
  parts: undefined,
} as const;

interface RecordFormProps {
  /** The id of the form, for the Save button outside it (components/edit-record.tsx). */
  id: string;
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  layout?: keyof typeof layouts;
  children: ReactNode;
}

/** A record's form: checked by the form's schema rather than the browser, submitted by its screen's Save. */
export function RecordForm({ id, label, onSubmit, layout = 'grid', children }: RecordFormProps) {
  return (
    <Box component="form" id={id} noValidate onSubmit={onSubmit} aria-label={label} sx={layouts[layout]}>
      {children}
    </Box>
  );
}
