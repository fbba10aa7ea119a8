import { FileQuestion } from 'lucide-react';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { useLocation, useSearchParams } from 'shared-ui/router';
import { Button } from 'shared-ui/components/button';
import { EmptyState } from 'shared-ui/components/empty-state';
import { idFromQuery, PHOTO_QUERY_PARAMETER, type Album, type GalleryItem } from 'shared-ui/domain';
import { AlbumView } from '../../features/album-view/components/album-view';
import { PhotoPanel } from '../../features/lightbox/photo-panel';
import { GALLERY_NAMESPACE } from '../../i18n/resources';
import { GALLERY_PATH } from '../../lib/gallery-paths';
import { loadPhotoLightbox, loadViewerOf, PhotoLightbox, prepareViewerOf, VideoModal } from './album-viewers';

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
  const [videoModalUsed, setVideoModalUsed] = useState(false);
  const [video, setVideo] = useState<GalleryItem | null>(null);
  const openedTile = useRef<HTMLElement | null>(null);
  // The latest click waiting for its viewer's script: an earlier one, or one on a page left since, opens nothing.
  const opening = useRef(0);
  useEffect(
    () => () => {
      opening.current += 1;
    },
    [],
  );

  // Once, after hydration: the address named a photo of this album. Without the lightbox's
  // script the server's panel keeps showing the photo.
  useEffect(() => {
    if (!focused) return;
    loadPhotoLightbox().then(
      () => {
        setLightboxUsed(true);
        setPhotoIndex(photos.indexOf(focused));
      },
      () => undefined,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The address follows the lightbox without a navigation (the page's data stays as it is). */
  const showInAddress = useCallback((photoId: number | null) => {
    const url = new URL(window.location.href);
    if (photoId === null) url.searchParams.delete(PHOTO_QUERY_PARAMETER);
    else url.searchParams.set(PHOTO_QUERY_PARAMETER, String(photoId));
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);

  // The viewer opens once its script is there (mostly fetched already, on the hover or the press
  // that came before the click). If it cannot be fetched, the click goes where the tile's link
  // leads (the photo's own page, the video's file), as it would without scripts: a tap is never lost.
  const openItem = useCallback(
    (item: GalleryItem, tile: HTMLElement) => {
      openedTile.current = tile;
      opening.current += 1;
      const request = opening.current;
      loadViewerOf(item)().then(
        () => {
          if (request !== opening.current) return;
          if (item.type === 'video') {
            setVideoModalUsed(true);
            setVideo(item);
          } else {
            setLightboxUsed(true);
            setPhotoIndex(photos.findIndex((photo) => photo.id === item.id));
          }
        },
        () => {
          if (request === opening.current && tile instanceof HTMLAnchorElement) window.location.assign(tile.href);
        },
      );
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
      <AlbumView album={album} items={albumItems} backTo={backTo} onOpenItem={openItem} onPrepareItem={prepareViewerOf} />
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
      {videoModalUsed && (
        <Suspense fallback={null}>
          <VideoModal video={video} onClose={() => setVideo(null)} />
        </Suspense>
      )}
    </>
  );
}
