import { TerminologyKey } from '@docvue/contracts';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { AccountMenu } from '@/features/account/components/account-menu';
import { CompanyLogo } from '@/features/company-logo/components/company-logo';
import { navItems } from '@/features/navigation/utils/nav-items';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { PushChannel } from '@/features/notifications/components/push-channel';
import { LazyGlobalSearch } from '@/features/search/components/lazy-global-search';
import { useSession } from '@/features/session/hooks/use-session';
import { useLogout } from '@/lib/auth';
import { termOf, TermsProvider } from '@/lib/terms';
import { NavigationPanel } from './navigation-panel';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/*
 * Dialogs that most visits never open load the first time they open, and stay mounted after so
 * they close with their transition (the first-screen budget, docs/history.md §17).
 */
const ChangeCompanyDialog = lazy(() =>
  import('@/features/companies/components/change-company-dialog').then((m) => ({ default: m.ChangeCompanyDialog })),
);
const WelcomeDialog = lazy(() =>
  import('@/features/welcome/components/welcome-dialog').then((m) => ({ default: m.WelcomeDialog })),
);

/** What a route may say about the shell around it. */
export interface RouteHandle {
  hideNavigation?: boolean;
  /** The screen fills the window below the top bar and scrolls inside itself. */
  fullHeight?: boolean;
}

const hidesNavigation = (handle: unknown) => Boolean((handle as RouteHandle | undefined)?.hideNavigation);
const isFullHeight = (handle: unknown) => Boolean((handle as RouteHandle | undefined)?.fullHeight);

/** The frame of every signed-in screen: top bar, left navigation, dialogs. */
export function AppShell() {
  const { company, companies, user, documentTypes, terminologies, displayWelcomeMessage } = useSession();
  const isMobile = useMediaQuery(useTheme().breakpoints.down('md'));
  const matches = useMatches();
  const showNavigation = !matches.some((m) => hidesNavigation(m.handle));
  const fullHeight = matches.some((m) => isFullHeight(m.handle));
  const logout = useLogout();
  const unread = useUnreadCount(company.id);
  const [navigationOpen, setNavigationOpen] = useState(false);
  const [changingCompany, setChangingCompany] = useState(false);
  const [companyDialogLoaded, setCompanyDialogLoaded] = useState(false);
  // Closed once, it stays closed for this browser session (a full reload brought it back every
  // time); "Do not show this message again" ends it for good, on the server.
  const welcomeKey = `docvue.welcomeClosed.${user.id}`;
  const [welcomeOpen, setWelcomeOpen] = useState(
    () => displayWelcomeMessage && window.sessionStorage.getItem(welcomeKey) === null,
  );
  const closeWelcome = () => {
    window.sessionStorage.setItem(welcomeKey, '1');
    setWelcomeOpen(false);
  };

  const orgUnitTerm = termOf(terminologies, TerminologyKey.OrgUnit);
  const items = navItems({
    documentTypes,
    isAdministrator: user.abilities.administer,
    isMobile,
    orgUnitLabel: orgUnitTerm,
  });

  return (
    <Box
      sx={{
        ...(fullHeight ? { height: '100dvh', overflow: 'hidden' } : { minHeight: '100vh' }),
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <SkipLink />
      {/* The live notifications of the selected company; closes with the shell (sign-out). */}
      <PushChannel companyId={company.id} companies={companies} />
      <TopBar
        onOpenNavigation={showNavigation ? () => setNavigationOpen(true) : undefined}
        logo={<CompanyLogo companyId={company.id} companyName={company.name} />}
        search={<LazyGlobalSearch />}
        account={
          <AccountMenu
            user={user}
            companyName={company.name}
            unreadCount={unread.data ?? null}
            onChangeCompany={() => {
              setCompanyDialogLoaded(true);
              setChangingCompany(true);
            }}
            onLogout={() => void logout()}
          />
        }
      />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {showNavigation && (
          <NavigationPanel
            items={items}
            isMobile={isMobile}
            open={navigationOpen}
            onClose={() => setNavigationOpen(false)}
          />
        )}
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, outline: 0, ...(fullHeight ? { p: 0, minHeight: 0 } : { p: { xs: 2, sm: 3 } }) }}
        >
          <TermsProvider orgUnit={orgUnitTerm}>
            <Outlet />
          </TermsProvider>
        </Box>
      </Box>
      <Suspense fallback={null}>
        {companyDialogLoaded && (
          <ChangeCompanyDialog
            open={changingCompany}
            onClose={() => setChangingCompany(false)}
            companies={companies}
            currentCompanyId={company.id}
          />
        )}
        {displayWelcomeMessage && <WelcomeDialog open={welcomeOpen} onClose={closeWelcome} />}
      </Suspense>
    </Box>
  );
}
