import { fetchFile, isNotFound, type CallArgs, type FileRoute } from '@/lib/api-client';

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The logo could not be read.'));
    reader.readAsDataURL(blob);
  });

/**
 * A company's logo (the selected one's or a partner's) as a data URL, or null when it has none (204)
 * or is not one the caller may see (404).
 */
export async function fetchLogo<R extends FileRoute>(route: R, ...args: CallArgs<R>): Promise<string | null> {
  try {
    const res = await fetchFile(route, ...args);
    if (res.status === 204) return null;
    return await dataUrlOf(await res.blob());
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}
