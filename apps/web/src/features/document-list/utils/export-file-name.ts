/** A file name without the characters that file systems refuse. */
export const safeFileName = (name: string) => name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Documents';
