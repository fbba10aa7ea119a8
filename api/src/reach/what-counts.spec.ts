import { isSpeculative, referrerHost, requestLanguage, startsDownload, visitorOf } from './what-counts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('what reach counts', () => {
  it('takes a browser for a visitor, and no crawler, no client without a user agent and no prefetch', () => {
    expect(visitorOf('203.0.113.5', { 'user-agent': FIREFOX })).toBe(`203.0.113.5\n${FIREFOX}`);
    expect(visitorOf('66.249.66.1', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).toBeNull();
    expect(visitorOf('203.0.113.5', { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' })).toBeNull();
    expect(visitorOf('203.0.113.5', { 'user-agent': 'python-requests/2.32' })).toBeNull();
    expect(visitorOf('203.0.113.5', {})).toBeNull();
    expect(visitorOf('203.0.113.5', { 'user-agent': FIREFOX, 'sec-purpose': 'prefetch' })).toBeNull();
  });

  it('knows every way a browser says it only prefetches or previews', () => {
    expect(isSpeculative({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isSpeculative({ purpose: 'prefetch' })).toBe(true);
    expect(isSpeculative({ 'x-purpose': 'preview' })).toBe(true);
    expect(isSpeculative({ 'x-moz': 'prefetch' })).toBe(true);
    expect(isSpeculative({ 'sec-fetch-dest': 'document' })).toBe(false);
  });

  it('keeps only the host name of a referring site, and nothing for the site itself or a broken address', () => {
    expect(referrerHost('https://www.facebook.com/groups/123?fbclid=abc', 'zrucnosti.example')).toBe('www.facebook.com');
    expect(referrerHost('https://Zrucnosti.example/materialy', 'zrucnosti.example')).toBe('');
    expect(referrerHost('android-app://com.google.android.gm/', null)).toBe('');
    expect(referrerHost('not a url', null)).toBe('');
    expect(referrerHost(undefined, null)).toBe('');
  });

  it('starts a download with the first byte only', () => {
    expect(startsDownload({})).toBe(true);
    expect(startsDownload({ range: 'bytes=0-' })).toBe(true);
    expect(startsDownload({ range: 'bytes=0-1023' })).toBe(true);
    expect(startsDownload({ range: 'bytes=1024-2047' })).toBe(false);
  });

  it("reads the language as the page renderer does: the address's, the cookie's, else Slovak", () => {
    expect(requestLanguage('en', 'locale=sk')).toBe('en');
    expect(requestLanguage(null, 'theme=dark; locale=en')).toBe('en');
    expect(requestLanguage('de', 'locale=fr')).toBe('sk');
    expect(requestLanguage(undefined, undefined)).toBe('sk');
  });
});
