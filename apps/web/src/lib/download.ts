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
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
