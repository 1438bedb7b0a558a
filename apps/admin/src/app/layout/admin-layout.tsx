import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { SIDEBAR_WIDTH, Sidebar } from './sidebar';
import { TopBar } from './top-bar';

const Shell = styled.div`
  min-height: 100vh;

  ${({ theme }) => theme.media.lg} {
    display: grid;
    grid-template-columns: ${SIDEBAR_WIDTH}px minmax(0, 1fr);
    /* the sidebar's colour all the way down, also where a long page outgrows the sticky sidebar */
    background: linear-gradient(
      to right,
      ${({ theme }) => theme.colors.dark.main} ${SIDEBAR_WIDTH}px,
      transparent ${SIDEBAR_WIDTH}px
    );
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1320px;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(4)} ${theme.space(10)}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(7)} ${theme.space(6)} ${theme.space(12)}`};
  }
  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => `${theme.space(8)} ${theme.space(8)} ${theme.space(12)}`};
  }
`;

/**
 * The console's frame: sidebar, top bar and the page. Not guarded by a staff session yet: staff
 * accounts arrive in a later issue, and until then the API refuses every admin call anyway.
 */
export function AdminLayout() {
  const sidebarId = useId();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Navigating closes the drawer on narrow screens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the path changes
  useEffect(() => setSidebarOpen(false), [pathname]);

  const openSidebar = useCallback(() => {
    setSidebarOpen(true);
    requestAnimationFrame(() => closeButtonRef.current?.focus());
  }, []);
  const closeSidebar = useCallback(() => {
    if (!sidebarOpen) return;
    setSidebarOpen(false);
    menuButtonRef.current?.focus();
  }, [sidebarOpen]);

  return (
    <Shell>
      <Sidebar id={sidebarId} open={sidebarOpen} onClose={closeSidebar} closeButtonRef={closeButtonRef} />
      <Column>
        <TopBar
          sidebarId={sidebarId}
          sidebarOpen={sidebarOpen}
          onOpenSidebar={openSidebar}
          menuButtonRef={menuButtonRef}
        />
        <Main>
          <Outlet />
        </Main>
      </Column>
    </Shell>
  );
}
