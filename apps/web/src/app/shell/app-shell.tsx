import { Role, TerminologyKey } from '@docvue/contracts';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { AccountMenu } from '@/features/account/components/account-menu';
import { CompanyLogo } from '@/features/company-logo/components/company-logo';
import { ChangeCompanyDialog } from '@/features/companies/components/change-company-dialog';
import { navItems } from '@/features/navigation/utils/nav-items';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { GlobalSearch } from '@/features/search/components/global-search';
import { useSession } from '@/features/session/hooks/use-session';
import { WelcomeDialog } from '@/features/welcome/components/welcome-dialog';
import { useLogout } from '@/lib/auth';
import { termOf } from '@/lib/terminology';
import { NavigationPanel } from './navigation-panel';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

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
  const [welcomeOpen, setWelcomeOpen] = useState(displayWelcomeMessage);

  const items = navItems({
    documentTypes,
    isAdministrator: user.roles.includes(Role.Administrator),
    isMobile,
    orgUnitLabel: termOf(terminologies, TerminologyKey.OrgUnit),
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
      <TopBar
        onOpenNavigation={showNavigation ? () => setNavigationOpen(true) : undefined}
        logo={<CompanyLogo companyId={company.id} companyName={company.name} />}
        search={<GlobalSearch />}
        account={
          <AccountMenu
            user={user}
            companyName={company.name}
            unreadCount={unread.data ?? null}
            onChangeCompany={() => setChangingCompany(true)}
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
          <Outlet />
        </Box>
      </Box>
      <ChangeCompanyDialog
        open={changingCompany}
        onClose={() => setChangingCompany(false)}
        companies={companies}
        currentCompanyId={company.id}
      />
      <WelcomeDialog open={welcomeOpen} onClose={() => setWelcomeOpen(false)} />
    </Box>
  );
}
