/** Limits and constants from the specification (§9 of both files). */
export const limits = {
  textMaxLength: 255,
  textAreaMaxLength: 4000,
  documentUploadMaxBytes: 500 * 1024 * 1024,
  legalDocumentMaxBytes: 5 * 1024 * 1024,
  partyImportMaxBytes: 5 * 1024 * 1024,
  fileNameMaxLength: 175,
  userTitleMaxLength: 25,
  notificationsPageSize: 5,
  partyListPageSize: 50,
  documentListPageSizes: [25, 50, 75, 100, 100000] as const,
  searchPageSizes: [25, 50, 75, 100, 500] as const,
  defaultSearchPageSize: 25,
  allRowsPageSize: 100000,
  /** The last page any list may be asked for (page × page size stays far inside SQL's OFFSET). */
  maxPage: 1_000_000,
  orgUnitListPageSize: 10000,
  snackbarMs: 5000,
  logoWidth: 250,
  logoHeight: 50,
  clientExceptionFieldMax: 20000,
} as const;

export const dateFormats = ['MM/dd/yyyy', 'dd/MM/yyyy', 'yyyy/MM/dd', 'yyyy-MM-dd'] as const;
export type DateFormat = (typeof dateFormats)[number];
