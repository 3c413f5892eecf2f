import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Outlet, useNavigate } from 'react-router-dom';
import { MOBILE_QUERY } from '../../components/mobileQuery';
import { useNotificationStream } from '../../features/notifications/useNotificationStream';
import { selectUserdata, useAppDispatch, useAppSelector } from '../../common/hooks';
import { leaveAndLogOut } from '../../features/auth';
import { Footer } from './Footer';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

const SIDEBAR_ID = 'app-sidebar';

const isMobile = () => typeof window !== 'undefined' && window.matchMedia?.(MOBILE_QUERY).matches === true;

/** Where this browser tab remembers the user's last open or close of the sidebar. */
export const SIDEBAR_STORAGE_KEY = 'sidebar-open';

const storedSidebarChoice = (): boolean | null => {
  const stored = sessionStorage.getItem(SIDEBAR_STORAGE_KEY);
  return stored === null ? null : stored === 'true';
};

/**
 * The sidebar starts collapsed, except on a phone in Arabic where it starts open (docs/screens.md) on the
 * first page of the session; after that it is as the user last left it, so a reload or a deep link does not
 * cover the page again.
 */
export function initialSidebarOpen(language: string, mobile: boolean, choice: boolean | null): boolean {
  return choice ?? (mobile && language === 'ar');
}

interface AppLayoutProps {
  /** Loads a page's chunks ahead of a likely navigation; the router passes its prefetchRoute. */
  onPrefetch?: (path: string) => void;
}

export function AppLayout({ onPrefetch }: AppLayoutProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [sidebarOpen, setSidebarOpenState] = useState(() =>
    initialSidebarOpen(i18n.language, isMobile(), storedSidebarChoice()),
  );
  const setSidebarOpen = (open: boolean) => {
    sessionStorage.setItem(SIDEBAR_STORAGE_KEY, String(open));
    setSidebarOpenState(open);
  };
  const isSeller = useAppSelector(selectUserdata)?.is_seller === true;
  // Sellers get their order notifications pushed live on every page (docs/api.md).
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
        onToggleSidebar={() => setSidebarOpen(!sidebarOpen)}
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
