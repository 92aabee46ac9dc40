import { useQuery } from '@tanstack/react-query';
import { isNotFound, send } from '@/lib/api-client';

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
    const res = await send('GET', '/logo');
    return await dataUrlOf(await res.blob());
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

export const useCompanyLogo = (companyId: number) =>
  useQuery({
    queryKey: ['logo', companyId],
    queryFn: getLogo,
    staleTime: 5 * 60_000,
    // Without a logo the company name shows; that needs no message.
    meta: { silent: true },
  });
