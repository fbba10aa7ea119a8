/** @jest-environment node */
// The renderer's markup builders: every value escaped once, in one place.
import { emptyElement, escapeMarkup, markupElement, openTag, textElement } from '../markup';

describe('the markup builders', () => {
  it('escape the five characters that end a value or start a tag', () => {
    expect(escapeMarkup(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &#39; f');
    expect(escapeMarkup('Mäkké zručnosti „leto“')).toBe('Mäkké zručnosti „leto“');
  });

  it('escape an attribute value and a text exactly once', () => {
    expect(emptyElement('meta', { name: 'description', content: 'Tom & Jerry "&amp;"' })).toBe('<meta name="description" content="Tom &amp; Jerry &quot;&amp;amp;&quot;" />');
    expect(textElement('title', {}, '</title><script>x</script>')).toBe('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(textElement('loc', {}, 'https://a.example/?x=1&y=2')).toBe('<loc>https://a.example/?x=1&amp;y=2</loc>');
  });

  it('write a bare name for true, leave out undefined and false, and keep the given order', () => {
    expect(markupElement('script', { async: true, src: '/a.js?x&y', defer: false, nonce: undefined }, '')).toBe('<script async src="/a.js?x&amp;y"></script>');
    expect(openTag('html', { lang: 'sk', class: 'no-js', 'data-rendered': 'server' })).toBe('<html lang="sk" class="no-js" data-rendered="server">');
  });

  it('close empty elements the HTML way in the head and the XML way in the sitemap', () => {
    expect(emptyElement('link', { rel: 'icon', href: '/favicon.svg' })).toBe('<link rel="icon" href="/favicon.svg" />');
    expect(emptyElement('xhtml:link', { rel: 'alternate', hreflang: 'en', href: 'https://a.example/?lang=en' }, 'xml')).toBe(
      '<xhtml:link rel="alternate" hreflang="en" href="https://a.example/?lang=en"/>',
    );
  });

  it('leave content that is already markup as it is', () => {
    expect(markupElement('div', { id: 'app' }, '<main>a &amp; b</main>')).toBe('<div id="app"><main>a &amp; b</main></div>');
  });
});
