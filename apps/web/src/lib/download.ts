import type { CallInput } from '@docvue/contracts';
import { fetchFile, type FileRoute } from '@/lib/api-client';

/** The file name a download names in its Content-Disposition header, if any. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/**
 * Downloads a declared file route (the calls need the bearer token and Company-Id, so a plain
 * link cannot be used): fetched, then handed to the browser as a file.
 */
export async function downloadFile<R extends FileRoute>(
  route: R,
  input: CallInput<R>,
  fallbackName: string,
): Promise<void> {
  const res = await (fetchFile as (r: R, i: CallInput<R>) => Promise<Response>)(route, input);
  saveFile(await res.blob(), fileNameOf(res.headers.get('content-disposition'), fallbackName));
}

/** Hands a file to the user as a download: one fetched from the server, or made in the browser (an export). */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
