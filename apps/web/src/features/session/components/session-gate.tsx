import { ErrorCode } from '@docvue/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from 'react-oidc-context';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { NoAccountPage } from '@/components/no-account-page';
import { ApiError } from '@/lib/api-client';
import { getSelectedCompanyId, setSelectedCompanyId } from '@/lib/company-storage';
import { reportError } from '@/lib/error-reporting';
import { companiesQueryOptions } from '../api/get-companies';
import { exchangeUserQueryOptions } from '../api/get-exchange-user';
import { SessionContext, type Session } from '../hooks/use-session';
import { chooseCompany, linkedCompanyIdOf } from '../utils/choose-company';
import { CloudRedirect } from './cloud-redirect';
import { NotAuthorized } from './not-authorized';

/** The query parameter of e-mailed links that names the company to open them in. */
const LINKED_COMPANY_PARAM = 'companyId';

/**
 * After sign-in: loads the companies, chooses the one to work in (the one a link names, when
 * the user is a member), loads the user there.
 * A user without a company of this host goes to a cloud host, or sees `noCompany` (by default
 * 'Not authorized' and a sign-out); any load error is the ErrorLoading screen.
 */
export function SessionGate({ noCompany = <NotAuthorized /> }: { noCompany?: ReactNode } = {}) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const externalId = auth.user?.profile.sub ?? '';
  const companies = useQuery(companiesQueryOptions());
  const [params, setParams] = useSearchParams();
  // A link from an e-mail names the company it is about: read once, when the session starts.
  const [linkedId] = useState(() => linkedCompanyIdOf(params.get(LINKED_COMPANY_PARAM)));
  const choice = useMemo(
    () => (companies.data ? chooseCompany(companies.data, getSelectedCompanyId(), linkedId) : undefined),
    [companies.data, linkedId],
  );
  const companyId = choice?.kind === 'company' ? choice.company.id : 0;
  const exchange = useQuery({ ...exchangeUserQueryOptions(externalId, companyId), enabled: companyId > 0 });
  const error = companies.error ?? exchange.error;

  useEffect(() => {
    if (companyId > 0) setSelectedCompanyId(companyId);
  }, [companyId]);
  // Chosen (or ignored, for a company the user is not in): the address no longer needs it.
  const linkInAddress = params.has(LINKED_COMPANY_PARAM);
  useEffect(() => {
    if (!linkInAddress || companyId === 0) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(LINKED_COMPANY_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [linkInAddress, companyId, setParams]);
  useEffect(() => {
    if (error) void reportError(error);
  }, [error]);

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: ['session'] }), [queryClient]);
  const session = useMemo<Session | undefined>(() => {
    if (choice?.kind !== 'company' || !exchange.data || !companies.data) return undefined;
    return {
      companies: companies.data,
      company: choice.company,
      user: exchange.data.user,
      terminologies: exchange.data.terminologies,
      documentTypes: exchange.data.documentTypes,
      displayWelcomeMessage: exchange.data.displayWelcomeMessage,
      refresh,
    };
  }, [choice, companies.data, exchange.data, refresh]);

  // A valid sign-in that no account belongs to (unlinked since) is told so, not sent to sign in again.
  if (error instanceof ApiError && error.code === ErrorCode.NoAccount) return <NoAccountPage message={error.message} />;
  // An ended session (401) is sent back to sign in by the query client, not to ErrorLoading.
  if (error && !(error instanceof ApiError && error.status === 401)) {
    // A refusal (403: blocked in this company, or the account blocked) says why; a fault does not.
    const reason = error instanceof ApiError && error.status === 403 ? error.message : undefined;
    return <Navigate to="/errorLoading" replace state={{ reason }} />;
  }
  if (choice?.kind === 'cloud') return <CloudRedirect company={choice.company} />;
  if (choice?.kind === 'none') return noCompany;
  if (!session) return <FullPageSpinner label="Loading DocVue Exchange" />;
  return (
    <SessionContext.Provider value={session}>
      <Outlet />
    </SessionContext.Provider>
  );
}
