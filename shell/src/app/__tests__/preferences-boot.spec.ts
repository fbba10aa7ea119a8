// public/preferences-boot.js runs before the bundle so the stored theme shows from the first paint.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const script = readFileSync(join(__dirname, '..', '..', '..', 'public', 'preferences-boot.js'), 'utf8');
const runBootScript = () => new Function(script)();

beforeEach(() => {
  localStorage.clear();
  document.body.className = '';
  document.documentElement.style.fontSize = '';
  document.documentElement.lang = 'sk';
});

describe('preferences boot script', () => {
  it('applies stored dark mode, high contrast, font size and language', () => {
    localStorage.setItem('darkMode', 'true');
    localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize: 130, highContrast: true }));
    localStorage.setItem('locale', 'en');
    runBootScript();
    expect(document.body).toHaveClass('dark-mode');
    expect(document.body).toHaveClass('high-contrast');
    expect(document.documentElement.style.fontSize).toBe('130%');
    expect(document.documentElement.lang).toBe('en');
  });

  it('leaves the defaults alone when nothing or nonsense is stored', () => {
    localStorage.setItem('accessibility-preferences', '{broken');
    runBootScript();
    expect(document.body.className).toBe('');
    expect(document.documentElement.style.fontSize).toBe('');
    localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize: 400 }));
    runBootScript();
    expect(document.documentElement.style.fontSize).toBe('');
  });
});
