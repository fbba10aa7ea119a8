import { i18n } from 'shared-ui/i18n/core';
import { uploadSuccessText } from '../upload-success';

function wording(language: 'sk' | 'en', ...args: Parameters<typeof uploadSuccessText>): string {
  const { key, values } = uploadSuccessText(...args);
  return i18n.getFixedT(language, 'admin')(key, values);
}

describe('gallery upload success message', () => {
  it('says a single photo was converted only when the server converted it (spec 8)', () => {
    expect(wording('sk', 'photo', 1, 1)).toBe('Obrázok úspešne nahraný a konvertovaný na JPG!');
    expect(wording('sk', 'photo', 1, 0)).toBe('Obrázok úspešne nahraný!');
    expect(wording('en', 'photo', 1, 1)).toBe('Image uploaded successfully and converted to JPG!');
    expect(wording('en', 'photo', 1, 0)).toBe('Image uploaded successfully!');
  });

  it('counts the converted photos when only some of several were converted', () => {
    expect(wording('sk', 'photo', 2, 1)).toBe('Obrázky úspešne nahrané (2), z toho 1 konvertovaný na JPG!');
    expect(wording('sk', 'photo', 5, 3)).toBe('Obrázky úspešne nahrané (5), z toho 3 konvertované na JPG!');
    expect(wording('sk', 'photo', 7, 5)).toBe('Obrázky úspešne nahrané (7), z toho 5 konvertovaných na JPG!');
    expect(wording('en', 'photo', 2, 1)).toBe('Images uploaded successfully (2), 1 of them converted to JPG!');
    expect(wording('en', 'photo', 7, 5)).toBe('Images uploaded successfully (7), 5 of them converted to JPG!');
  });

  it('says all were converted only when every photo was, and none when none was', () => {
    expect(wording('sk', 'photo', 2, 2)).toBe('Obrázky úspešne nahrané a konvertované na JPG (2)!');
    expect(wording('sk', 'photo', 3, 0)).toBe('Obrázky úspešne nahrané (3)!');
    expect(wording('en', 'photo', 2, 2)).toBe('Images uploaded successfully and converted to JPG (2)!');
    expect(wording('en', 'photo', 3, 0)).toBe('Images uploaded successfully (3)!');
  });

  it('words a video upload on its own', () => {
    expect(wording('sk', 'video', 1, 0)).toBe('Video úspešne nahrané!');
    expect(wording('en', 'video', 1, 0)).toBe('Video uploaded successfully!');
  });
});
