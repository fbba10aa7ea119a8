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

// The language. A server-rendered page is in the language its address names (?lang=)
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
    // The page texts editor's preview shows a language; it is not the administrator's choice.
    if (new URLSearchParams(location.search).has('preview')) return;
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
// bundle is still downloading; a server-rendered page carries it already.
(function requestRemotesManifest() {
  if (document.documentElement.getAttribute('data-rendered') === 'server') return;
  try {
    var request = fetch('/remotes.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
    request.catch(function () {
      /* the app asks again itself */
    });
    /** @type {any} */ (window).__earlyRemotesManifest = request;
  } catch (error) {
    /* no fetch: the app asks itself */
  }
})();

// Alive from the first paint. A server-rendered page shows its controls before its
// scripts have run. What HTML does itself (links, <details>, popovertarget) needs nothing here.
// The theme toggle works at once: it is a few lines (below), and the theme store reads the stored
// choice again when the app starts (the `preferences:changed` event). Any other button pressed,
// and Alt+A, is kept, the control shows that it is waiting (data-boot-pending), and once the app
// has hydrated (<html data-hydrated> and data-page-ready) the same element is pressed again: the
// server's HTML is hydrated in place, so it is the element React now listens to. Until then the
// press does not reach React's own listeners, so nothing happens twice.
(function answerEarlyPresses() {
  var root = document.documentElement;
  if (root.getAttribute('data-rendered') !== 'server') return;
  var kept = [];
  var isHydrated = function () {
    return root.hasAttribute('data-hydrated') && root.hasAttribute('data-page-ready');
  };
  var store = function (key, value) {
    try {
      localStorage.setItem(key, value);
    } catch (error) {
      /* storage unavailable: the choice holds for this page */
    }
  };
  function toggleTheme() {
    var body = document.body;
    if (body.classList.contains('high-contrast')) return; // high contrast wins over dark mode
    var dark = !body.classList.contains('dark-mode');
    body.classList.toggle('dark-mode', dark);
    store('darkMode', String(dark));
    document.dispatchEvent(new CustomEvent('preferences:changed'));
  }
  function replay() {
    var presses = kept;
    kept = [];
    presses.forEach(function (press) {
      if (press.element) {
        press.element.removeAttribute('data-boot-pending');
        press.element.removeAttribute('aria-busy');
        if (!press.element.isConnected) return;
        // As a press would: the control has the focus (a dialog returns it there when it closes).
        press.element.focus({ preventScroll: true });
        press.element.click();
      } else {
        document.dispatchEvent(new KeyboardEvent('keydown', press.key));
      }
    });
  }
  function onPress(event) {
    if (isHydrated()) return;
    var origin = event.target;
    var control = origin && origin.closest ? origin.closest('button, [role="button"]') : null;
    if (!control || !document.getElementById('app').contains(control)) return;
    // Native behaviour (a popover's button, a submit button) and disabled controls need no help.
    if (control.hasAttribute('popovertarget') || control.type === 'submit' || control.disabled) return;
    event.stopPropagation();
    if (control.getAttribute('data-boot-action') === 'theme') {
      toggleTheme();
      return;
    }
    if (control.hasAttribute('data-boot-pending')) return;
    control.setAttribute('data-boot-pending', '');
    control.setAttribute('aria-busy', 'true');
    kept.push({ element: control });
  }
  function onKey(event) {
    if (isHydrated() || !event.altKey || event.ctrlKey || event.metaKey || event.code !== 'KeyA') return;
    event.preventDefault();
    event.stopPropagation();
    kept.push({ key: { key: event.key, code: event.code, altKey: true, bubbles: true, cancelable: true } });
  }
  document.addEventListener('click', onPress, true);
  document.addEventListener('keydown', onKey, true);
  new MutationObserver(function (changes, observer) {
    if (!isHydrated()) return;
    observer.disconnect();
    hideStalled();
    // After React's own effects of the first commit (which set the two attributes).
    setTimeout(replay, 0);
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated', 'data-page-ready'] });

  // A press never waits without a visible end. When one of the site's own scripts fails to load
  // (a remote's failure is the frame's to show: it answers with its own message), or a press has
  // waited STALLED_MS without the page waking, the visitor is told, in the page's language, that
  // links still work and the page can be loaded again. The press stays kept: should the page wake
  // after all, it is still answered and the notice goes.
  var STALLED_MS = 15000;
  var notice = null;
  function showStalled() {
    if (notice || isHydrated()) return;
    var english = (root.getAttribute('lang') || '').indexOf('en') === 0;
    // A landmark of its own (all content sits in one), its words read out at once.
    notice = document.createElement('aside');
    notice.className = 'boot-stalled';
    notice.setAttribute('aria-label', english ? 'Notice' : 'Upozornenie');
    var alert = document.createElement('div');
    alert.setAttribute('role', 'alert');
    notice.appendChild(alert);
    var text = document.createElement('p');
    text.textContent = english
      ? 'The page did not load completely. Links still work; to use the other controls, load the page again.'
      : 'Stránka sa nenačítala celá. Odkazy fungujú; ostatné ovládacie prvky začnú fungovať po opätovnom načítaní stránky.';
    var again = document.createElement('a');
    again.href = location.href;
    again.textContent = english ? 'Load the page again' : 'Načítať stránku znova';
    alert.appendChild(text);
    alert.appendChild(again);
    // First in the page, where it is read first and covers no control.
    document.body.insertBefore(notice, document.body.firstChild);
  }
  function hideStalled() {
    if (notice) notice.remove();
    notice = null;
  }
  // The shell's chunks loaded on demand are tried again before they count as failed (the assets
  // retry of shell/rsbuild.config.mts, CHUNK_RETRIES times): only a chunk whose every attempt failed
  // leaves the page dead. A script of the page's HTML is not tried again: its one failure is enough.
  var CHUNK_RETRIES = 2;
  var failures = {};
  window.addEventListener(
    'error',
    function (event) {
      var failed = /** @type {HTMLScriptElement} */ (event.target);
      if (!failed || failed.tagName !== 'SCRIPT' || isHydrated()) return;
      var path = new URL(failed.src, location.href).pathname;
      if (path.indexOf('/remotes/') === 0) return;
      failures[path] = (failures[path] || 0) + 1;
      if (path.indexOf('/static/js/async/') !== 0 || failures[path] > CHUNK_RETRIES) showStalled();
    },
    true,
  );
  var watchPress = function () {
    setTimeout(function () {
      if (kept.length > 0 || document.querySelector('[data-boot-pending]')) showStalled();
    }, STALLED_MS);
  };
  document.addEventListener('click', function () { if (!isHydrated()) watchPress(); }, true);
  document.addEventListener('submit', function () { if (!isHydrated()) watchPress(); }, true);
})();

// A form sent before its page has hydrated is sent, not dropped. The server renders a
// form's submit button disabled and marked `data-boot-submit="waiting"`: without JavaScript the
// form cannot be sent (it says so). With it, this script enables those buttons as soon as they are
// in the page, keeps a send made before the form is alive (the button shows it is waiting, as an
// early press does), and sends it again with the same button once the form's mark turns to
// "ready" (or "blocked"): the form has hydrated in place and holds what the visitor typed.
(function keepEarlySends() {
  var root = document.documentElement;
  if (root.getAttribute('data-rendered') !== 'server') return;
  var WAITING = '[data-boot-submit="waiting"]';
  var kept = [];
  function enableWaitingButtons() {
    var buttons = document.querySelectorAll(WAITING);
    for (var index = 0; index < buttons.length; index += 1) /** @type {HTMLButtonElement} */ (buttons[index]).disabled = false;
  }
  function sendKept() {
    kept = kept.filter(function (send) {
      if (send.submitter.getAttribute('data-boot-submit') === 'waiting') return true;
      send.submitter.removeAttribute('data-boot-pending');
      send.submitter.removeAttribute('aria-busy');
      if (send.form.isConnected && send.submitter.isConnected && send.submitter.form === send.form) send.form.requestSubmit(send.submitter);
      return false;
    });
  }
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      var submitter = event.submitter;
      if (!submitter || !submitter.matches(WAITING)) return;
      // Not alive yet: nothing else may send it (the browser's own submission would reload the page).
      event.preventDefault();
      event.stopImmediatePropagation();
      if (kept.some(function (send) { return send.form === form; })) return;
      submitter.setAttribute('data-boot-pending', '');
      submitter.setAttribute('aria-busy', 'true');
      kept.push({ form: form, submitter: submitter });
    },
    true,
  );
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', enableWaitingButtons);
  else enableWaitingButtons();
  new MutationObserver(function (changes) {
    changes.forEach(function (change) {
      // The form has come alive: the button takes the state the form gives it ("blocked": its own
      // rules keep it disabled; React believes it still is, since it never saw this script enable it).
      var button = /** @type {HTMLButtonElement} */ (change.target);
      if (change.oldValue === 'waiting') button.disabled = button.getAttribute('data-boot-submit') === 'blocked';
    });
    if (kept.length > 0) sendKept();
  }).observe(root, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-boot-submit'] });
})();
