import { api } from '@docvue/contracts';
import { uploadFile, type FileUploadInput } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `POST /party/upload`: one csv or Excel file (multipart field `file`), with upload progress. */
const importParties = (input: FileUploadInput) => uploadFile(api.importParties, input);

/** The page tells about failures itself (a canceled upload is not one). */
export const useImportParties = () =>
  useRouteMutation(api.importParties, { mutationFn: importParties, meta: { silent: true } });
