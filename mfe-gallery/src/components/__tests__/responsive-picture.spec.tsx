import { render } from '@testing-library/react';
import { variantsFor } from '../../test/fixtures';
import { ResponsivePicture } from '../responsive-picture';

describe('ResponsivePicture', () => {
  it('offers the WebP copies first and the JPG copies to the rest, with sizes, lazily and sized', () => {
    const { container } = render(
      <ResponsivePicture
        source={{ src: '/uploads/images/a.jpg', width: 3000, height: 2000, variants: variantsFor('a') }}
        alt="Tabuľa"
        sizes="50vw"
      />,
    );
    const webp = container.querySelector('source')!;
    const img = container.querySelector('img')!;
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(webp).toHaveAttribute(
      'srcset',
      '/uploads/images/a-480.webp 480w, /uploads/images/a-960.webp 960w, /uploads/images/a-1920.webp 1920w',
    );
    expect(webp).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('srcset', expect.stringContaining('/uploads/images/a-480.jpg 480w'));
    expect(img).toHaveAttribute('src', '/uploads/images/a-480.jpg');
    expect(img).toHaveAttribute('alt', 'Tabuľa');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '3000');
    expect(img).toHaveAttribute('height', '2000');
  });

  it('shows an older item without copies from its own file, still sized', () => {
    const { container } = render(
      <ResponsivePicture source={{ src: '/uploads/images/old.jpg', width: null, height: null, variants: [] }} alt="Staré" sizes="50vw" />,
    );
    const img = container.querySelector('img')!;
    expect(container.querySelector('source')).toBeNull();
    expect(img).toHaveAttribute('src', '/uploads/images/old.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
  });
});
