import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { useNotificationStream } from '../../features/notifications/useNotificationStream';
import { selectUserdata, useAppDispatch, useAppSelector } from '../hooks';
import { leaveAndLogOut } from '../session';
import { Footer } from './Footer';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

const MOBILE_QUERY = '(max-width: 767.98px)';
const SIDEBAR_ID = 'app-sidebar';

const isMobile = () => typeof window !== 'undefined' && window.matchMedia?.(MOBILE_QUERY).matches === true;

/** The sidebar starts collapsed, except on a phone in Arabic where it starts open (SPEC.md §2 Layout). */
export function initialSidebarOpen(language: string, mobile: boolean): boolean {
  return mobile && language === 'ar';
}

interface AppLayoutProps {
  /** Loads a page's chunks ahead of a likely navigation; the router passes its prefetchRoute. */
  onPrefetch?: (path: string) => void;
}

export function AppLayout({ onPrefetch }: AppLayoutProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [sidebarOpen, setSidebarOpen] = useState(() => initialSidebarOpen(i18n.language, isMobile()));
  const isSeller = useAppSelector(selectUserdata)?.is_seller === true;
  // Sellers get their order notifications pushed live on every page (DESIGN.md §4).
  useNotificationStream(isSeller);

  const logout = () => leaveAndLogOut(navigate, dispatch);

  return (
    <div className={`app-shell${sidebarOpen ? ' sidebar-open' : ''}`}>
      <a href="#main-content" className="visually-hidden-focusable app-skip-link">
        {t('layout.skipToContent')}
      </a>
      <Header
        sidebarId={SIDEBAR_ID}
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => setSidebarOpen((open) => !open)}
      />
      <div className="app-body">
        <Sidebar
          id={SIDEBAR_ID}
          open={sidebarOpen}
          onNavigate={() => isMobile() && setSidebarOpen(false)}
          onLogout={() => void logout()}
          onPrefetch={onPrefetch}
        />
        <main id="main-content" className="app-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Footer />
    </div>
  );
}
