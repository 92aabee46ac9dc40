import { useParams } from 'react-router';
import { LogoSettings } from '@/features/company-logo/components/logo-settings';
import {
  CreateLegalDocumentPage,
  EditLegalDocumentPage,
} from '@/features/company-settings/components/legal-document-form-page';
import { LegalDocumentListPage } from '@/features/company-settings/components/legal-document-list-page';
import { SettingsTabs } from '@/features/company-settings/components/settings-tabs';
import { TerminologyPage } from '@/features/company-settings/components/terminology-page';
import { useSession } from '@/features/session/hooks/use-session';
import { NotFoundRoute } from './not-found';

/** /admin/settings/legalDocuments: Setup's 'Company Documents' tab. */
export function CompanyDocumentsRoute() {
  return (
    <SettingsTabs current="legalDocuments">
      <LegalDocumentListPage />
    </SettingsTabs>
  );
}

/** /admin/settings/companyLogo: Setup's 'Logo' tab. */
export function CompanyLogoRoute() {
  const { company } = useSession();
  return (
    <SettingsTabs current="companyLogo">
      <LogoSettings companyId={company.id} companyName={company.name} />
    </SettingsTabs>
  );
}

/** /admin/settings/terminology: Setup's 'Terminology' tab, from the words the session loaded. */
export function TerminologyRoute() {
  const { terminologies } = useSession();
  return (
    <SettingsTabs current="terminology">
      <TerminologyPage terminologies={terminologies} />
    </SettingsTabs>
  );
}

/** /admin/settings/legalDocument/{id}: a company document; 'create' uploads a new one. */
export function CompanyDocumentRoute() {
  const { id } = useParams();
  if (id === 'create') return <CreateLegalDocumentPage />;
  const documentId = Number(id);
  if (!Number.isSafeInteger(documentId) || documentId <= 0) return <NotFoundRoute />;
  return <EditLegalDocumentPage key={documentId} id={documentId} />;
}
