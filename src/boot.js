/*
 * A returning signed-in user's first screen needs more than index.html names: the signed-in layout, the page's
 * own code, the API client, the language catalogue and the page's first data. The app records them per page
 * (src/app/bootPreload.ts, src/api/bootRequest.ts); this script, which the build writes into index.html's head
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
  // Bootstrap's stylesheet for each direction, written in the same way.
  var BOOTSTRAP_STYLESHEETS = {};
  // The worker that loads the formatters' data, and the locale each language writes in (src/lib/intlFormat.ts).
  var INTL_WARMUP = { worker: '', locales: {} };
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
  // The stored session area (src/app/persistence.ts) out of the persisted store. Each area is a JSON string inside
  // the root's JSON: parsing the root leaves the data areas as strings, which costs a few milliseconds at 4x CPU
  // (measured), less than scanning for the session area's end in script; only the session area is parsed further.
  // An unreadable root throws (below).
  var storedAuth = function (root) {
    if (!root) return null;
    var areas = JSON.parse(root);
    return areas && typeof areas.auth === 'string' ? JSON.parse(areas.auth) : null;
  };
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
    var auth = storedAuth(localStorage.getItem('persist:root-1') || '');
    var language = auth && auth.lang === 'en' ? 'en' : 'ar';
    var token = localStorage.getItem('jwtToken');
    // Nor is the drawn screen for a guest who chose another language: the start-up screen covers the page until
    // the app has drawn it (app.css). A stored session gets the same.
    if (!token && language !== page.lang) page.setAttribute('data-start', 'app');
    // The app loads a signed-in page's whole catalogue from the start (src/i18n/index.ts).
    if (token) page.setAttribute('data-session', '');
    // A page in the other direction than the HTML's (English) takes its direction and Bootstrap's stylesheet for it
    // now, while the head is parsed, so that the stylesheet holds the first paint as the page's own does: the app
    // would otherwise draw its first screen under the other direction's rules, then move everything
    // (src/i18n/direction.ts adopts this stylesheet).
    var dir = language === 'en' ? 'ltr' : 'rtl';
    if (token && dir !== page.dir && /^\/assets\/[\w.-]+\.css$/.test(BOOTSTRAP_STYLESHEETS[dir] || '')) {
      page.lang = language;
      page.dir = dir;
      var stylesheet = document.createElement('link');
      stylesheet.rel = 'stylesheet';
      stylesheet.href = BOOTSTRAP_STYLESHEETS[dir];
      stylesheet.setAttribute('blocking', 'render');
      stylesheet.setAttribute('data-dir', dir);
      document.head.appendChild(stylesheet);
    }
    if (!token) {
      // A guest starts on a first screen: its part of the catalogue, not the whole one a signed-in page loads.
      preload(FIRST_SCREEN_CATALOGUES[language] || FIRST_SCREEN_CATALOGUES.ar);
      return;
    }
    // The page's first reads, as the app recorded them for this address (src/api/bootRequest.ts), leave first:
    // over HTTP/1.1 they would otherwise queue behind the files for one of the six connections. The app adopts
    // an answer when it asks for the same call with the same token.
    // Only the stored user's own reads, with the stored user's token: the rule the API client's session guard applies
    // (the page about to start shows the stored user), so a tab never sends one user's reads with another's token.
    var recorded = JSON.parse(localStorage.getItem('boot-request') || '{}');
    var entry = recorded && recorded[location.pathname + location.search];
    var sessionUser = JSON.parse(localStorage.getItem('authUser') || 'null');
    var reads = entry && sessionUser && entry.user === sessionUser.id ? entry.reads : null;
    if (Array.isArray(reads)) {
      window.__bootResponses = [];
      reads.forEach(function (read) {
        if (!read || typeof read.href !== 'string' || (read.method !== 'GET' && read.method !== 'POST'))
          return;
        var headers = { Authorization: 'Bearer ' + token, Accept: 'application/json, text/plain, */*' };
        if (read.method === 'POST') headers['Content-Type'] = 'application/json';
        window.__bootResponses.push({
          method: read.method,
          href: read.href,
          body: read.body,
          token: token,
          data: fetch(read.href, { method: read.method, headers: headers, body: read.body, priority: 'high' })
            .then(function (response) {
              return response.ok ? response.json() : null;
            })
            .catch(function () {
              return null;
            }),
        });
      });
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
    // The warm-up worker below fetches its own file: preloaded as a module too, it would come twice.
    assets.forEach(function (href) {
      if (href !== INTL_WARMUP.worker) preload(href);
    });
    // The number and date formatters' data is loaded by a worker, off this thread (src/intlWarmup.js).
    if (INTL_WARMUP.worker && typeof Worker === 'function')
      new Worker(INTL_WARMUP.worker, { name: INTL_WARMUP.locales[language] || '' });
  } catch {
    // Storage unavailable or unreadable: the app loads its files and data itself, one step later, and draws the
    // first screen itself.
    page.setAttribute('data-start', 'app');
  }
})();
