import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { RouteErrorPage } from '../features/home/RouteErrorPage';
import { useTranslation } from '../i18n/useTranslation';
import { reloadOnNewerBuild } from './serviceWorker';

/**
 * A page's code (or its stylesheet) that could not be fetched, as each browser words it, and as the build's
 * preload helper does.
 */
const MISSING_CODE =
  /dynamically imported module|importing a module script failed|module script failed|unable to preload css/i;

export const isMissingCode = (error: unknown): boolean =>
  error instanceof Error && MISSING_CODE.test(error.message);

/**
 * What a route shows when it fails. When its code could not be fetched, a newer build of the app may have
 * replaced this one on the server: the page first looks for it and reloads on it, and shows the error page only
 * if there is none.
 */
export function RouteFailure() {
  const { t } = useTranslation();
  const error = useRouteError();
  const [lookingForNewerBuild, setLookingForNewerBuild] = useState(() => isMissingCode(error));

  useEffect(() => {
    if (!lookingForNewerBuild) return;
    let shown = true;
    void reloadOnNewerBuild().then(() => {
      if (shown) setLookingForNewerBuild(false);
    });
    return () => {
      shown = false;
    };
  }, [lookingForNewerBuild]);

  if (!lookingForNewerBuild) return <RouteErrorPage />;
  return (
    <div className="d-flex flex-column align-items-center gap-3 py-5" role="status">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <p className="text-muted mb-0">{t('update.loading')}</p>
    </div>
  );
}
