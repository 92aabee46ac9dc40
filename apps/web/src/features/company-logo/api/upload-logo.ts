import { api } from '@docvue/contracts';
import { sendForm } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/**
 * `POST /companyImage/upload`: the company's logo (PNG or JPEG), which the server fits into
 * 250 × 50 pixels. The logo is read again after it (the top bar's too).
 */
export function uploadLogo(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendForm(api.uploadLogo, form);
}

export const useUploadLogo = () => useRouteMutation(api.uploadLogo, { mutationFn: uploadLogo });
