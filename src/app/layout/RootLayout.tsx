import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Outlet, useLocation } from 'react-router-dom';
import { switchLanguage } from '../../i18n';
import { applyDirection } from '../../i18n/direction';
import { selectLanguage, useAppSelector } from '../../common/hooks';
import { adoptPrerenderedScreen } from '../../common/prerendered';
import { noteFirstScreenDrawn, shrinkInitialSpinner } from '../../common/startup';

/** Wraps every route: keeps i18next and the page direction on the stored language, scrolls to top. */
export function RootLayout() {
  const { i18n } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const { pathname } = useLocation();

  useEffect(() => {
    if (i18n.language !== language) void switchLanguage(language);
    applyDirection(language);
  }, [i18n, language]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // The first route is in the page: it replaces the screen the page arrived with, if any, before the next paint.
  useLayoutEffect(() => adoptPrerenderedScreen(), []);

  // The first route is on screen: the start-up screen stops covering it.
  useEffect(() => {
    shrinkInitialSpinner();
    noteFirstScreenDrawn();
  }, []);

  return <Outlet />;
}
