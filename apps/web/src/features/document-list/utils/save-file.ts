/** Hands a file made in the browser (an export) to the user as a download. */
export function saveFile(content: BlobPart, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name without the characters that file systems refuse. */
export const safeFileName = (name: string) => name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Documents';
