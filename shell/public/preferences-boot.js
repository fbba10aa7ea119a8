// Runs before the app bundle (index.html) so a stored dark theme, high contrast or font size is
// applied before the first paint. The stores in shared-ui own these preferences afterwards.
// It also asks for the remotes manifest, which the app needs first of all, while the bundle is
// still downloading (issue 8: a round trip less before any page shows).
(function applyStoredPreferences() {
  try {
    var body = document.body;
    if (localStorage.getItem('darkMode') === 'true') body.classList.add('dark-mode');
    var preferences = JSON.parse(localStorage.getItem('accessibility-preferences') || '{}') || {};
    if (preferences.highContrast === true) body.classList.add('high-contrast');
    var size = Number(preferences.fontSize);
    if (size >= 80 && size <= 150 && size !== 100) document.documentElement.style.fontSize = size + '%';
    var locale = localStorage.getItem('locale') || localStorage.getItem('preferred-locale');
    if (locale === 'en' || locale === 'sk') document.documentElement.lang = locale;
  } catch (error) {
    /* storage unavailable: defaults apply */
  }
})();

(function requestRemotesManifest() {
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
