import { useTranslation } from '../../i18n/useTranslation';
import { NavLink } from 'react-router-dom';
import { selectUserdata, useAppSelector } from '../../common/hooks';
import { navigationFor } from './navigation';

interface SidebarProps {
  id: string;
  open: boolean;
  onNavigate: () => void;
  onLogout: () => void;
  /** Starts loading the chunks of a page the user is about to open (the router's prefetchRoute). */
  onPrefetch?: (path: string) => void;
}

export function Sidebar({ id, open, onNavigate, onLogout, onPrefetch }: SidebarProps) {
  const { t } = useTranslation();
  const userdata = useAppSelector(selectUserdata);
  return (
    <nav id={id} className={`app-sidebar${open ? ' is-open' : ''}`} aria-label={t('layout.mainNavigation')}>
      {navigationFor(userdata).map((section) => (
        <div key={section.titleKey} className="mb-3">
          <h2 className="app-sidebar__title">{t(section.titleKey)}</h2>
          <ul className="nav flex-column">
            {section.items.map((item) => (
              <li key={item.to} className="nav-item">
                <NavLink
                  to={item.to}
                  className="nav-link"
                  onClick={onNavigate}
                  onPointerEnter={() => onPrefetch?.(item.to)}
                  onFocus={() => onPrefetch?.(item.to)}
                  onTouchStart={() => onPrefetch?.(item.to)}
                  end
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <button type="button" className="btn btn-link nav-link text-danger text-start" onClick={onLogout}>
        {t('nav.logout')}
      </button>
    </nav>
  );
}
