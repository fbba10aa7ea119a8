import { FileQuestion } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { useLocation, useSearchParams } from 'shared-ui/router';
import { Button } from 'shared-ui/components/button';
import { EmptyState } from 'shared-ui/components/empty-state';
import { idFromQuery, PHOTO_QUERY_PARAMETER, type Album, type GalleryItem } from 'shared-ui/domain';
import { AlbumView } from '../../features/album-view/components/album-view';
import { PhotoPanel } from '../../features/lightbox/photo-panel';
import { VideoModal } from '../../features/video-modal/video-modal';
import { GALLERY_NAMESPACE } from '../../i18n/resources';
import { GALLERY_PATH } from '../../lib/gallery-paths';

// The viewer library is not part of the page's first load: it is fetched once the album is on
// screen and the browser is idle, so the first photo opens at once.
const loadPhotoLightbox = () => import('../../features/lightbox/photo-lightbox');
const PhotoLightbox = lazy(() => loadPhotoLightbox().then((module) => ({ default: module.PhotoLightbox })));

function preloadWhenIdle(load: () => Promise<unknown>): () => void {
  const start = () => void load().catch(() => undefined);
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(start, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(start, 500);
  return () => clearTimeout(timer);
}

interface AlbumScreenProps {
  /** Null when there is no such album. */
  album: Album | null;
  /** The album's items in upload order (the API's order). */
  items: GalleryItem[];
}

/** One album at /galeria/{id}: the view, the photo lightbox and the video modal. */
export function AlbumScreen({ album, items: albumItems }: AlbumScreenProps) {
  const { t } = useTranslation(GALLERY_NAMESPACE);
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const photos = useMemo(() => albumItems.filter((item) => item.type !== 'video'), [albumItems]);
  // ?foto={id} is the photo's own address; the server shows it in a panel, the browser
  // opens the lightbox on it, and the lightbox keeps the address naming the photo it shows.
  const [focusedId, setFocusedId] = useState(() => idFromQuery(searchParams.get(PHOTO_QUERY_PARAMETER)));
  const focused = photos.find((photo) => photo.id === focusedId) ?? null;
  const [photoIndex, setPhotoIndex] = useState<number | null>(null);
  const [lightboxUsed, setLightboxUsed] = useState(false);
  const [video, setVideo] = useState<GalleryItem | null>(null);
  const openedTile = useRef<HTMLElement | null>(null);

  useEffect(() => (photos.length > 0 ? preloadWhenIdle(loadPhotoLightbox) : undefined), [photos.length]);

  // Once, after hydration: the address named a photo of this album.
  useEffect(() => {
    if (!focused) return;
    setLightboxUsed(true);
    setPhotoIndex(photos.indexOf(focused));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The address follows the lightbox without a navigation (the page's data stays as it is). */
  const showInAddress = useCallback((photoId: number | null) => {
    const url = new URL(window.location.href);
    if (photoId === null) url.searchParams.delete(PHOTO_QUERY_PARAMETER);
    else url.searchParams.set(PHOTO_QUERY_PARAMETER, String(photoId));
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);

  const openItem = useCallback(
    (item: GalleryItem, tile: HTMLElement) => {
      openedTile.current = tile;
      if (item.type === 'video') setVideo(item);
      else {
        setLightboxUsed(true);
        setPhotoIndex(photos.findIndex((photo) => photo.id === item.id));
      }
    },
    [photos],
  );

  // The card link hands over the list's ?q= so going back restores the search.
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const backTo = `${GALLERY_PATH}${listSearch}`;

  if (!album) {
    return (
      <EmptyState
        icon={<FileQuestion />}
        title={t('album.notFoundTitle')}
        text={t('album.notFoundText')}
        action={<Button href={GALLERY_PATH}>{t('album.back')}</Button>}
        headingLevel={2}
      />
    );
  }

  return (
    <>
      {focused && <PhotoPanel albumId={album.id} photo={focused} />}
      <AlbumView album={album} items={albumItems} backTo={backTo} onOpenItem={openItem} />
      {lightboxUsed && (
        <Suspense fallback={null}>
          <PhotoLightbox
            photos={photos}
            index={photoIndex}
            onView={(photo) => showInAddress(photo.id)}
            onClose={() => {
              setPhotoIndex(null);
              setFocusedId(null);
              showInAddress(null);
            }}
            // The lightbox restores focus itself; this makes sure it lands on the clicked tile.
            onClosed={() => openedTile.current?.focus()}
          />
        </Suspense>
      )}
      <VideoModal video={video} onClose={() => setVideo(null)} />
    </>
  );
}
