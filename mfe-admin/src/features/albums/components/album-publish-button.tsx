// "Zverejniť" for an album in preparation, "Vrátiť do prípravy" for a published one: one press,
// no confirmation (either way is undone by the other button). The button stays enabled while the
// change runs, so keyboard focus stays on it and it simply turns into the other one.
import { Eye, EyeOff } from 'lucide-react';
import { useRef } from 'react';
import { Button } from 'shared-ui/components/button';
import type { Album } from 'shared-ui/domain';
import { useAdminTexts } from '../../../hooks/use-admin-texts';

interface AlbumPublishButtonProps {
  album: Pick<Album, 'name' | 'published'>;
  /** Publishes (true) or returns to preparation (false), then refreshes the albums. */
  onSetPublished: (published: boolean) => Promise<unknown>;
}

export function AlbumPublishButton({ album, onSetPublished }: AlbumPublishButtonProps) {
  const { t } = useAdminTexts();
  const running = useRef(false);
  const toggle = async () => {
    if (running.current) return;
    running.current = true;
    try {
      await onSetPublished(!album.published);
    } finally {
      running.current = false;
    }
  };
  return (
    <Button variant={album.published ? 'outlined' : 'primary'} size="sm" startIcon={album.published ? <EyeOff /> : <Eye />} onClick={() => void toggle()}>
      {t(album.published ? 'albums.unpublish' : 'albums.publish')}
      <span className="ui-visually-hidden">: {album.name}</span>
    </Button>
  );
}
