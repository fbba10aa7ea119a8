// Runs before the page's content is parsed (first in <body>): the stored dark theme, high contrast
// and font size apply before the first paint, and scripts are marked as running (no-js goes, so
// the controls that need JavaScript show). The stores in shared-ui own these preferences afterwards.
(function applyStoredPreferences() {
  var root = document.documentElement;
  root.classList.remove('no-js');
  try {
    var body = document.body;
    if (localStorage.getItem('darkMode') === 'true') body.classList.add('dark-mode');
    var preferences = JSON.parse(localStorage.getItem('accessibility-preferences') || '{}') || {};
    if (preferences.highContrast === true) body.classList.add('high-contrast');
    var size = Number(preferences.fontSize);
    if (size >= 80 && size <= 150 && size !== 100) root.style.fontSize = size + '%';
  } catch (error) {
    /* storage unavailable: defaults apply */
  }
})();

// The language (issue 18). A server-rendered page is in the language its address names (?lang=)
// or the `locale` cookie says; the cookie mirrors the choice stored in the browser. When they
// disagree (the cookie was lost, or a visitor from before the cookie existed), the cookie is set
// and the page is asked for again, once, before anything is painted: an English reader never sees
// Slovak. A client-rendered page (the static index.html) takes the stored language as before.
(function followStoredLanguage() {
  try {
    var root = document.documentElement;
    var isLocale = function (value) {
      return value === 'sk' || value === 'en';
    };
    var stored = localStorage.getItem('locale') || localStorage.getItem('preferred-locale');
    var named = new URLSearchParams(location.search).get('lang');
    var remember = function (locale) {
      document.cookie = 'locale=' + locale + '; Path=/; Max-Age=31536000; SameSite=Lax';
    };
    if (root.getAttribute('data-rendered') !== 'server') {
      if (isLocale(stored)) root.lang = stored;
      return;
    }
    if (isLocale(named)) {
      localStorage.setItem('locale', named);
      remember(named);
      return;
    }
    if (!isLocale(stored)) return;
    remember(stored);
    var askedAgain = sessionStorage.getItem('locale-asked-again') === location.href;
    if (stored !== root.lang && !askedAgain && document.cookie.indexOf('locale=' + stored) !== -1) {
      sessionStorage.setItem('locale-asked-again', location.href);
      location.replace(location.href);
    }
  } catch (error) {
    /* storage or cookies unavailable: the page stays in the language it was rendered in */
  }
})();

// A client-rendered page asks for the remotes manifest, which the app needs first of all, while the
// bundle is still downloading (issue 8); a server-rendered page carries it already.
(function requestRemotesManifest() {
  if (document.documentElement.getAttribute('data-rendered') === 'server') return;
  try {
    var request = fetch('/remotes.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
    request.catch(function () {
      /* the app asks again itself */
    });
    window.__earlyRemotesManifest = request;
  } catch (error) {
    /* no fetch: the app asks itself */
  }
})();
