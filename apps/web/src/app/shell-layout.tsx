import { lazy, Suspense, useEffect } from 'react';
import { Box, Center, Loader } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { useNetworkStatus } from '../lib/network-status';
import { useSession } from '../features/auth/session-store';
import { ServerErrorPage } from '../components/server-error-page';
import { LoadingModal } from '../components/loading-modal';
import { Header } from './header';
import { useKeptView } from './kept-view';

// Below the first screen: the footer's links load beside the page (hinted in the head), not with the entry
// script (decision 0005), and are drawn after it, not in its first commit (decision 0057).
const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));

/** Header, page and footer; the 502 page replaces the page after a network failure; every route change scrolls to top. */
export function ShellLayout() {
  const { pathname } = useLocation();
  const failed = useNetworkStatus((s) => s.failed);
  const starting = useSession((s) => s.phase === 'starting');
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useKeptView();

  return (
    <>
      {/* Header and page fill the screen, so the footer starts below it: a page that fills in while the
          visitor looks never pushes a visible footer down (no layout shift). */}
      <Box data-page-frame style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Header />
        <Box component="main" style={{ flex: 1 }}>
          {failed ? (
            <ServerErrorPage />
          ) : (
            <Suspense fallback={<Center py={80}><Loader /></Center>}>
              <Outlet />
            </Suspense>
          )}
        </Box>
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <LoadingModal opened={starting && !failed} />
    </>
  );
}
