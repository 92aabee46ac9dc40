/** Only paths of this application may be redirect targets; anything else means Home. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}

/** The landing page with the wanted path, as unauthenticated users see it. */
export const landingPageFor = (wanted: string) =>
  wanted === '/' ? '/landingpage' : `/landingpage?redirectTo=${encodeURIComponent(wanted)}`;

/** The licence page, then the wanted path. */
export const licencePageFor = (wanted: string) => `/eula/${encodeURIComponent(wanted)}`;

/** A cloud company lives on its own host; its users start at the repository there. */
export const cloudRepositoryUrl = (url: string) => `${url.replace(/\/+$/, '')}/repository`;
