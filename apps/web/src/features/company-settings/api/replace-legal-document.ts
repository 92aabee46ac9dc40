import { api } from '@docvue/contracts';
import { sendForm } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `POST /legaldocuments/{id}/replace`: a new file (a renewed certificate); settings and sharing stay. */
export function replaceLegalDocument({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendForm(api.replaceLegalDocument, form, { params: { id } });
}

/** The list tells about failures itself, in the spec's words. */
export const useReplaceLegalDocument = () =>
  useRouteMutation(api.replaceLegalDocument, { mutationFn: replaceLegalDocument, meta: { silent: true } });
