/** A metadata definition as extraction needs it (the document type's definition, or a template's field). */
export interface ExtractionField {
  key: string;
  name: string;
  metadataTypeId: number;
  isReadonly?: boolean | undefined;
  /** Facts about the file (scan date), not printed on it. */
  isDocumentProperty?: boolean | undefined;
  isDollarTotal?: boolean | undefined;
  /** A List field's choices, or the lookup values of a master-data field if the caller has them. */
  listValues?: readonly string[] | undefined;
  /** The definition's capture region (page units, top-left origin); a zero size is a point. */
  clickX?: number | null | undefined;
  clickY?: number | null | undefined;
  clickWidth?: number | null | undefined;
  clickHeight?: number | null | undefined;
  clickPage?: number | null | undefined;
}
