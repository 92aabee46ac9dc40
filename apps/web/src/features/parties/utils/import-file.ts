import { limits } from '@docvue/contracts';

/**
 * The files the file picker offers for the party import (docs/product/administration.md §5: csv and Excel). Not Excel
 * 97-2003 (.xls, application/vnd.ms-excel): the server cannot read it.
 */
export const IMPORT_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A dropped .xls still goes to the server, whose answer says how to fix it (save as .xlsx or
 * .csv); 'Please select a csv or Excel file.' would be wrong about an Excel file.
 */
const importable = /\.(csv|xlsx|xls)$/i;

/** Why a chosen file cannot be imported, in the spec's words where it has them (docs/product/administration.md §5, §8); null when it can. */
export function importFileProblem(file: File): string | null {
  if (file.name.length > limits.fileNameMaxLength) return 'The file name is too long.';
  if (!importable.test(file.name)) return 'Please select a csv or Excel file.';
  return null;
}
