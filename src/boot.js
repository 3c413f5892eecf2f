/*
 * A returning signed-in user's first screen needs more than index.html names: the signed-in layout, the page's
 * own code and the language catalogue. The app records them per page (src/app/bootPreload.ts); this script, which the build writes into index.html's head
 * (vite.config.ts), asks for them at once, beside the entry's files, instead of one round trip after them
 * (docs/performance.md). For an address with nothing recorded yet it asks for what every signed-in page needs, as the build
 * wrote it in; for a guest, the first screens' part of the catalogue in their language. It also settles, before
 * the first paint, whether a first screen drawn into the page at build time is shown. A plain script, not a
 * module, so it runs before the app's code has arrived.
 */
(function () {
  // What every signed-in page needs beyond index.html: the signed-in layout with the pieces pages share, and each
  // language's whole catalogue. The build writes the files in (vite.config.ts); in development there are none.
  var SIGNED_IN_FRAME = { files: [], catalogues: {} };
  // Each language's part of the catalogue the first screens need (src/i18n/firstScreen.ts), written in the same way.
  var FIRST_SCREEN_CATALOGUES = {};
  var preload = function (href) {
    if (typeof href !== 'string' || !/^\/assets\/[\w.-]+\.(js|json)$/.test(href)) return;
    var link = document.createElement('link');
    if (/\.js$/.test(href)) {
      link.rel = 'modulepreload';
    } else {
      link.rel = 'preload';
      link.setAttribute('as', 'fetch');
      link.setAttribute('crossorigin', 'anonymous');
    }
    link.href = href;
    link.setAttribute('data-boot', '');
    document.head.appendChild(link);
  };
  var page = document.documentElement;
  // A guest's first screen is drawn into its page at build time, in the page's language (build/prerender.ts).
  // Until the app has taken it over (src/common/prerendered.ts), sending that form would reload the page with what
  // was typed in its address: the app sends it once it has loaded.
  document.addEventListener('submit', function (event) {
    var screen = document.getElementById('prerendered-screen');
    if (!screen || !screen.contains(event.target)) return;
    event.preventDefault();
    screen.setAttribute('data-submitted', '');
  });
  try {
    var persisted = JSON.parse(localStorage.getItem('persist:root-1') || '{}');
    var language = persisted && persisted.auth && JSON.parse(persisted.auth).lang === 'en' ? 'en' : 'ar';
    var token = localStorage.getItem('jwtToken');
    // Nor is the drawn screen for a guest who chose another language: the start-up screen covers the page until
    // the app has drawn it (app.css). A stored session gets the same.
    if (!token && language !== page.lang) page.setAttribute('data-start', 'app');
    // The app loads a signed-in page's whole catalogue from the start (src/i18n/index.ts).
    if (token) page.setAttribute('data-session', '');
    if (!token) {
      // A guest starts on a first screen: its part of the catalogue, not the whole one a signed-in page loads.
      preload(FIRST_SCREEN_CATALOGUES[language] || FIRST_SCREEN_CATALOGUES.ar);
      return;
    }
    // A signed-in page draws once the app has run, from the state the store kept (src/app/persistence.ts).
    page.setAttribute('data-start', 'app');
    var saved = JSON.parse(localStorage.getItem('boot-preload') || '{}');
    var assets = saved && saved[location.pathname];
    if (!Array.isArray(assets)) {
      // An address not opened before on this device: at least the signed-in frame, in the stored language.
      var catalogue = SIGNED_IN_FRAME.catalogues[language] || SIGNED_IN_FRAME.catalogues.ar;
      assets = SIGNED_IN_FRAME.files.concat(catalogue ? [catalogue] : []);
    }
    assets.forEach(preload);
    // The first number or date formatter loads the language's data (tens of milliseconds on a phone): done now,
    // while the page waits for its files, instead of when the first rows are drawn (src/i18n/format.ts).
    // Only the stored language's: each is tens of milliseconds at the start of a page on a phone.
    setTimeout(function () {
      new Intl.NumberFormat(language).format(1);
      new Intl.DateTimeFormat(language).format(0);
    }, 0);
  } catch {
    // Storage unavailable or unreadable: the app loads its files and data itself, one step later, and draws the
    // first screen itself.
    page.setAttribute('data-start', 'app');
  }
})();
