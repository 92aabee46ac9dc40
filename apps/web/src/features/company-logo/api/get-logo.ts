import { api } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchFile, isNotFound } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/api-queries';

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The logo could not be read.'));
    reader.readAsDataURL(blob);
  });

/** The selected company's logo as a data URL, or null when it has none (404). */
export async function getLogo(): Promise<string | null> {
  try {
    const res = await fetchFile(api.getLogo);
    return await dataUrlOf(await res.blob());
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

export const useCompanyLogo = (companyId: number) =>
  useQuery({
    queryKey: queryKeyOf(api.getLogo, undefined, { companyId }),
    queryFn: getLogo,
    staleTime: 5 * 60_000,
    // Without a logo the company name shows; that needs no message.
    meta: { silent: true },
  });
