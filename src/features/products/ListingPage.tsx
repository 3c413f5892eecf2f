import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { ImportHistory } from './ImportHistory';
import { TemplateStep } from './TemplateStep';
import { UploadStep } from './UploadStep';
import { useListingUpload } from './useListingUpload';

/**
 * The listing page (docs/screens.md): download a category's template, then upload a filled spreadsheet that creates
 * and updates products by SKU. The file is checked on the seller's device first with the same rules as the
 * API; valid rows can be imported while the rest come back as a file to fix. Past imports are listed below.
 */
export function ListingPage() {
  const { t } = useTranslation();
  const upload = useListingUpload();

  return (
    <div className="listing-page">
      <PageTitle>{t('products.listing.title')}</PageTitle>
      <p className="text-muted">
        {t('products.listing.intro')} <Link to="/store/product/new">{t('products.create.addOne')}</Link>
      </p>
      <TemplateStep upload={upload} />
      <UploadStep upload={upload} />
      <ImportHistory refreshKey={upload.historyKey} categories={upload.categories} />
    </div>
  );
}
