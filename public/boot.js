/*
 * A returning signed-in user's first screen needs more than index.html names: the signed-in layout, the page's
 * own code, the API client and the language catalogue. The app records them per page (src/app/bootPreload.ts);
 * this script, loaded async from index.html, asks for them at once, beside the entry's files, instead of one
 * round trip after them (issue 17). A plain script, not a module, so it runs before the app's code has arrived.
 */
(function () {
  try {
    if (!localStorage.getItem('jwtToken')) return;
    var saved = JSON.parse(localStorage.getItem('boot-preload') || '{}');
    var assets = saved && saved[location.pathname];
    if (!Array.isArray(assets)) return;
    assets.forEach(function (href) {
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
    });
  } catch (error) {
    // Storage unavailable or unreadable: the app loads its files itself, one step later.
  }
})();
