import { looksLikeFileName } from '../file-name-title';

describe('titles that are file names', () => {
  it.each(['IMG 2034', 'IMG_2034', 'img-2034', 'DSC 0042', 'DSCN1234', 'PXL 20240512 101112345', 'IMG 20240101 WA0001', '20240512 101112', 'WhatsApp Image 2024-05-12 at 10.11.12', 'P1010034', 'tabula.jpg', 'Snimka.HEIC'])(
    '"%s" is a file name',
    (title) => expect(looksLikeFileName(title)).toBe(true),
  );

  it.each(['Letný tábor 3', 'Skupinová fotka', 'Diskusia o médiách', 'Pizza party 2024', 'Workshop 12', 'Imagine 2024 konferencia'])('"%s" is a real title', (title) =>
    expect(looksLikeFileName(title)).toBe(false),
  );
});
