// The exposed page `mfe_gallery/Gallery` (team brief): /galeria lists albums, /galeria/{id} shows one.
import { useTranslation } from 'shared-ui/i18n/react';
import { useLocation, useParams } from 'shared-ui/router';
import { PageHero } from 'shared-ui/components/page-hero';
import { AlbumList } from '../features/albums/components/album-list';
import { useGalleryData } from '../hooks/use-gallery-data';
import { registerGalleryTranslations } from '../i18n/register';
import { GALLERY_NAMESPACE } from '../i18n/resources';
import { albumIdFromPath, parseAlbumId } from '../lib/gallery-paths';
import { AlbumScreen } from './album-screen';
import { AlbumScreenSkeleton } from './album-screen-skeleton';
import './gallery-page.css';

registerGalleryTranslations();

export default function GalleryPage() {
  const { t } = useTranslation(GALLERY_NAMESPACE);
  const params = useParams();
  const location = useLocation();
  // The shell may route /galeria/:albumId or /galeria/*: the path decides when there is no param.
  const albumId = parseAlbumId(params.albumId) ?? albumIdFromPath(location.pathname);
  const { albums, items, loading } = useGalleryData();
  // An open album gives the screen to its photos: its name is the page heading there.
  const showsAlbum = albumId !== null && (loading || albums.some((album) => album.id === albumId));

  return (
    <div className="gal-root">
      {!showsAlbum && <PageHero title={t('title')} subtitle={t('subtitle')} />}
      <div className="gal-page">
        {albumId === null ? (
          <AlbumList albums={albums} items={items} loading={loading} />
        ) : loading ? (
          <AlbumScreenSkeleton />
        ) : (
          <AlbumScreen albumId={albumId} albums={albums} items={items} />
        )}
      </div>
    </div>
  );
}
