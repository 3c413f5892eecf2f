import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { LanguageSwitch } from '../../features/auth';
import { NotificationsBell } from '../../features/notifications/NotificationsBell';
import { selectUserdata, useAppSelector } from '../../common/hooks';

interface HeaderProps {
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function Header({ sidebarId, sidebarOpen, onToggleSidebar }: HeaderProps) {
  const { t } = useTranslation();
  const userdata = useAppSelector(selectUserdata);
  return (
    <header className="app-header navbar flex-nowrap bg-white border-bottom px-3 gap-2">
      <div className="d-flex align-items-center gap-2 flex-shrink-0">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={onToggleSidebar}
          aria-expanded={sidebarOpen}
          aria-controls={sidebarId}
          aria-label={t('layout.toggleSidebar')}
        >
          {/* Drawn in the page: an SVG image would be one more document to create and paint at start. */}
          <svg className="app-header__menu-icon" viewBox="0 0 30 30" aria-hidden="true" focusable="false">
            <path d="M4 7h22M4 15h22M4 23h22" />
          </svg>
        </button>
        <Link to="/" className="navbar-brand m-0">
          <Logo height={32} />
        </Link>
      </div>
      <div className="d-flex align-items-center gap-2 min-w-0">
        <LanguageSwitch />
        {userdata?.is_seller && <NotificationsBell />}
        {userdata && (
          <Link to="/pages/profile" className="btn btn-link text-decoration-none app-header__user">
            <bdi>{userdata.name}</bdi>
          </Link>
        )}
      </div>
    </header>
  );
}
