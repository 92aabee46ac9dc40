import type { CompanySummary, CurrentUser, DateFormat, DocumentTypeSummary, Personalization } from '@docvue/contracts';
import type { Session } from '@/features/session/hooks/use-session';

export const company = (id: number, name: string, extra: Partial<CompanySummary> = {}): CompanySummary => ({
  id,
  name,
  url: null,
  isCloud: false,
  onBoardingProcessPending: false,
  ...extra,
});

export const redMesa = company(2, 'Red Mesa Energy Partners');
export const blueCreek = company(5, 'Blue Creek Midstream');
export const llano = company(6, 'Llano Estacado Resources', { isCloud: true, url: 'https://cloud.docvue.example' });

export const user = (extra: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 7,
  emailAddress: 'morgan.ellis@ellisaccounting.example',
  title: 'Contract Accountant',
  firstName: 'Morgan',
  lastName: 'Ellis',
  displayName: 'Morgan Ellis',
  userType: 1,
  isGlobalUser: false,
  isActive: true,
  blocked: false,
  isTemporaryPassword: false,
  abilities: { workWithDocuments: true, signDocuments: true, administer: false },
  companies: [redMesa, blueCreek],
  acceptedLicenceVersion: '20230112090913',
  currentLicenceVersion: '20230112090913',
  licenceAccepted: true,
  ...extra,
});

export const documentType = (id: number, pluralName: string, templateId: number): DocumentTypeSummary => ({
  id,
  name: pluralName.replace(/s$/, ''),
  pluralName,
  documentTypeTemplateId: templateId,
  lineItemsEnabled: false,
});

export const documentTypes = [documentType(11, 'AR Invoices', 93), documentType(12, 'Division Orders', 87)];

export const session = (extra: Partial<Session> = {}): Session => ({
  companies: [redMesa, blueCreek, llano],
  company: redMesa,
  user: user(),
  terminologies: [],
  documentTypes,
  displayWelcomeMessage: false,
  refresh: async () => {},
  ...extra,
});

/** The signed-in user's preferences, with the date format dates are shown and typed in. */
export const personalizationReply = (dateFormat: DateFormat) => ({
  'GET /api/users/current/personalization': {
    body: {
      dateFormat,
      numericFormat: '',
      currencyFormat: '',
      itemsPerPage: '50',
      receiveEmails: 'true',
    } satisfies Personalization,
  },
});
