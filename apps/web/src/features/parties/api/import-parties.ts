import { api } from '@docvue/contracts';
import { upload } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

export interface ImportPartiesInput {
  file: File;
  onProgress: (sent: number) => void;
  signal: AbortSignal;
}

/** `POST /party/upload`: one csv or Excel file (multipart field `file`), with upload progress. */
export function importParties({ file, onProgress, signal }: ImportPartiesInput) {
  const form = new FormData();
  form.append('file', file, file.name);
  return upload(api.importParties, form, { onProgress, signal });
}

/** The page tells about failures itself (a canceled upload is not one). */
export const useImportParties = () =>
  useRouteMutation(api.importParties, { mutationFn: importParties, meta: { silent: true } });
