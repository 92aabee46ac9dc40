/** A name and the address lines printed under it. */
export interface PdfAddress {
  name: string;
  addressLines: string[];
}
