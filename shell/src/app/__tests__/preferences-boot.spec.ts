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

describe('the scripts of a server-rendered page', () => {
  const scriptsAdded = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    document.documentElement.setAttribute('data-rendered', 'server');
    document.body.innerHTML =
      '<div id="app"><img src="/hero.jpg" fetchpriority="high" alt=""></div>' +
      '<script id="page-scripts" type="application/json">["/static/js/index.js","/static/js/second.js"]</script>';
  });

  afterEach(() => {
    jest.useRealTimers();
    document.documentElement.removeAttribute('data-rendered');
  });

  const mainPicture = (complete: boolean) => {
    const picture = document.querySelector('img') as HTMLImageElement;
    Object.defineProperty(picture, 'complete', { value: complete, configurable: true });
    return picture;
  };

  it('are asked for once the main picture has arrived and the page has been painted, in order', () => {
    const picture = mainPicture(false);
    runBootScript();
    jest.advanceTimersByTime(1000);
    expect(scriptsAdded()).toEqual([]);
    picture.dispatchEvent(new Event('load'));
    expect(scriptsAdded()).toEqual([]);
    jest.advanceTimersByTime(50);
    expect(scriptsAdded()).toEqual(['/static/js/index.js', '/static/js/second.js']);
    expect((document.head.querySelector('script[src]') as HTMLScriptElement).async).toBe(false);
  });

  it('come after the first paint when there is no picture to wait for, and only once', () => {
    mainPicture(true);
    runBootScript();
    expect(scriptsAdded()).toEqual([]);
    jest.advanceTimersByTime(50);
    expect(scriptsAdded()).toEqual(['/static/js/index.js', '/static/js/second.js']);
    jest.advanceTimersByTime(5000);
    expect(scriptsAdded()).toHaveLength(2);
  });

  it('come at the latest after three seconds, whatever keeps the picture', () => {
    mainPicture(false);
    runBootScript();
    jest.advanceTimersByTime(2900);
    expect(scriptsAdded()).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(scriptsAdded()).toEqual(['/static/js/index.js', '/static/js/second.js']);
  });

  it('are left to the static index.html on a client-rendered page', () => {
    document.documentElement.removeAttribute('data-rendered');
    mainPicture(true);
    runBootScript();
    jest.advanceTimersByTime(5000);
    expect(scriptsAdded()).toEqual([]);
  });
});
