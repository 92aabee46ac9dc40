/**
 * Text compared without case or accents, as people read labels across languages: "Fällig",
 * "FALLIG" and "fallig" are one word; "N°" and "Nº" are "no"; ligatures (ﬁ) are letters again.
 * NFKD also turns non-breaking and thin spaces into plain ones.
 */
export function fold(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[°º]/g, 'o')
      .replace(/ß/g, 'ss')
      .toLowerCase()
      // Polish ł has no decomposition: "płatności" reads as "platnosci", not "patnosci".
      .replace(/ł/g, 'l')
  );
}
