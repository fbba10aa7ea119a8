import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Album } from 'shared-ui/domain';
import { AlbumCard } from '../album-card';

const album = (published: boolean): Album => ({
  id: 3, name: 'Tábor', description: null, coverImage: null, createdAt: '', nameEn: 'Camp', descriptionEn: null, coverVariants: [], coverWidth: null, coverHeight: null, cover: null, itemCount: 0, position: 0, published,
});

function renderCard(published: boolean, onSetPublished = jest.fn(async () => true)) {
  const noop = () => undefined;
  render(
    <AlbumCard
      album={album(published)}
      cover={null}
      itemCount={2}
      missing={{ english: false, alt: false }}
      missingAltCount={0}
      onFillAlt={noop}
      onEdit={noop}
      onAddPhotos={noop}
      onDelete={async () => true}
      onSetPublished={onSetPublished}
    />,
  );
  return onSetPublished;
}

describe('album card: in preparation or published', () => {
  it('marks an album in preparation and publishes it with one press, no question asked', async () => {
    const onSetPublished = renderCard(false);
    expect(screen.getByRole('listitem')).toHaveTextContent('V príprave');
    await userEvent.click(screen.getByRole('button', { name: /^Zverejniť\W+Tábor$/ }));
    await waitFor(() => expect(onSetPublished).toHaveBeenCalledWith(true));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Vrátiť do prípravy/ })).not.toBeInTheDocument();
  });

  it('offers to return a published album to preparation, without the chip', async () => {
    const onSetPublished = renderCard(true);
    expect(screen.getByRole('listitem')).not.toHaveTextContent('V príprave');
    expect(screen.queryByRole('button', { name: /^Zverejniť/ })).not.toBeInTheDocument();
    const unpublish = screen.getByRole('button', { name: /^Vrátiť do prípravy\W+Tábor$/ });
    unpublish.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onSetPublished).toHaveBeenCalledWith(false));
    // The button stays usable while the change runs, so the keyboard focus is not lost.
    expect(unpublish).toHaveFocus();
  });

  it('ignores a second press while the first change is still running', async () => {
    let finish: (worked: boolean) => void = () => undefined;
    const onSetPublished = jest.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    renderCard(false, onSetPublished);
    const publish = screen.getByRole('button', { name: /^Zverejniť\W+Tábor$/ });
    await userEvent.click(publish);
    await userEvent.click(publish);
    expect(onSetPublished).toHaveBeenCalledTimes(1);
    finish(true);
    await waitFor(() => expect(onSetPublished).toHaveBeenCalledTimes(1));
    await userEvent.click(publish);
    await waitFor(() => expect(onSetPublished).toHaveBeenCalledTimes(2));
  });
});
