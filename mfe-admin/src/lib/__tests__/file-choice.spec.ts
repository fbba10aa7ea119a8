import { fileSizeText, matchesAccept } from '../file-choice';

const file = (name: string, type: string) => new File(['x'], name, { type });
const MATERIALS = '.pdf,.doc,.docx,image/*,video/*';

describe('file choice', () => {
  it('accepts what the chooser would: extensions, type families and exact types', () => {
    expect(matchesAccept(file('Prirucka.PDF', 'application/pdf'), MATERIALS)).toBe(true);
    expect(matchesAccept(file('plan.docx', ''), MATERIALS)).toBe(true);
    expect(matchesAccept(file('foto.heic', 'image/heic'), MATERIALS)).toBe(true);
    expect(matchesAccept(file('skript.sh', 'text/x-sh'), MATERIALS)).toBe(false);
    expect(matchesAccept(file('a.pdf', 'application/pdf'), 'application/pdf')).toBe(true);
    expect(matchesAccept(file('a.txt', 'text/plain'), '')).toBe(true);
  });

  it('names sizes in kB and MB, never 0 kB', () => {
    expect(fileSizeText(10)).toBe('1 kB');
    expect(fileSizeText(12 * 1024)).toBe('12 kB');
    expect(fileSizeText(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
