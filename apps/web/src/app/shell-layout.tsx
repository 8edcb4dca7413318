import { Suspense, useEffect } from 'react';
import { Box, Center, Loader } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { useNetworkStatus } from '../lib/network-status';
import { useSession } from '../features/auth/session-store';
import { ServerErrorPage } from '../components/server-error-page';
import { LoadingModal } from '../components/loading-modal';
import { Header } from './header';
import { Footer } from './footer';

/** Header, page and footer; the 502 page replaces the page after a network failure; every route change scrolls to top. */
export function ShellLayout() {
  const { pathname } = useLocation();
  const failed = useNetworkStatus((s) => s.failed);
  const starting = useSession((s) => s.phase === 'starting');
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Box style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
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
      <Footer />
      <LoadingModal opened={starting && !failed} />
    </Box>
  );
}
