// The exposed page `mfe_gallery/Gallery` (team brief): /galeria lists albums, /galeria/{id} shows one.
import { Suspense, use } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { useLocation, useParams } from 'shared-ui/router';
import { FILTER_PARAMETER } from 'shared-ui/components/filter-links';
import { PageHero } from 'shared-ui/components/page-hero';
import { usePageData } from 'shared-ui/page-data';
import { PHOTO_QUERY_PARAMETER } from 'shared-ui/domain';
import { AlbumList } from '../../features/albums/components/album-list';
import { SEARCH_PARAMETER as QUERY_PARAMETER } from '../../features/albums/components/album-search-field';
import { AlbumListSkeleton } from '../../features/albums/components/album-list-skeleton';
import { registerGalleryTranslations } from '../../i18n/register';
import { GALLERY_NAMESPACE } from '../../i18n/resources';
import { albumIdOf, type GalleryData } from './gallery-data';
import { AlbumScreen } from './album-screen';
import { AlbumScreenSkeleton } from './album-screen-skeleton';
import './gallery-page.css';

registerGalleryTranslations();

export { describeGallery as describePage, loadGalleryData as loadPageData } from './gallery-data';
/**
 * The album list's search field keeps its text in the address, an album its media filter
 * (`?typ=`), and a photo's own address names it (`?foto=`): the renderer
 * renders and caches by all three.
 */
export const readsQuery = [QUERY_PARAMETER, FILTER_PARAMETER, PHOTO_QUERY_PARAMETER] as const;

function GalleryHero() {
  const { t } = useTranslation(GALLERY_NAMESPACE);
  return <PageHero title={t('title')} subtitle={t('subtitle')} />;
}

function GalleryContent() {
  const data = use(usePageData<GalleryData>());
  if (data.view === 'albums') {
    return (
      <>
        <GalleryHero />
        <div className="gal-page">
          <AlbumList albums={data.albums} />
        </div>
      </>
    );
  }
  // An open album gives the screen to its photos: its name is the page heading there.
  return (
    <>
      {!data.album && <GalleryHero />}
      <div className="gal-page">
        <AlbumScreen album={data.album} items={data.items} />
      </div>
    </>
  );
}

export default function GalleryPage() {
  const params = useParams();
  const { pathname } = useLocation();
  // The shell may route /galeria/:albumId or /galeria/*: the path decides when there is no param.
  const listing = albumIdOf({ params, pathname }) === null;
  const loading = (
    <>
      {listing && <GalleryHero />}
      <div className="gal-page">{listing ? <AlbumListSkeleton /> : <AlbumScreenSkeleton />}</div>
    </>
  );
  return (
    <div className="gal-root">
      <Suspense fallback={loading}>
        <GalleryContent />
      </Suspense>
    </div>
  );
}
