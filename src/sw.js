/*
 * The app's service worker (docs/performance.md, "Repeat visits"). It keeps the app shell of one build: every
 * page's HTML and the files under /assets/ that carry a hash of their content in their name, so a repeat visit
 * draws without waiting for the network; the page's data comes from the store the app kept, and the API is
 * asked again at once. API answers never pass through here: the worker answers only for this site's pages and
 * assets. A new build is a new worker with a new cache; it waits until the page, having told its user, asks it
 * to take over (src/app/serviceWorker.ts), then the previous build's cache goes. The build writes this file to
 * the root of the site with the lists below filled in (build/serviceWorker.ts); in development there is none.
 */
var BUILD = '';
// The files every first screen needs, fetched when the worker installs (the browser has most of them already).
var SHELL = [];
// The paths that have a page of their own (a guest's first screen drawn at build time), and the file of each;
// every other path of the app is index.html.
var PAGES = {};
var PREFIX = 'app-shell-';
var CACHE = PREFIX + BUILD;

self.addEventListener('install', function (event) {
  event.waitUntil(
    caches.open(CACHE).then(function (cache) {
      return cache.addAll(SHELL);
    }),
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (names) {
        return Promise.all(
          names
            .filter(function (name) {
              return name.indexOf(PREFIX) === 0 && name !== CACHE;
            })
            .map(function (name) {
              return caches.delete(name);
            }),
        );
      })
      .then(function () {
        return self.clients.claim();
      }),
  );
});

self.addEventListener('message', function (event) {
  if (event.data && event.data.type === 'apply-update') self.skipWaiting();
  // The files a page loaded before this worker served it (its own code, on the first visit): kept from the browser's
  // cache, so the next visit has them without the network.
  if (event.data && event.data.type === 'keep' && Array.isArray(event.data.files)) {
    var files = event.data.files.filter(function (file) {
      return typeof file === 'string' && /^\/assets\/[\w.-]+$/.test(file);
    });
    event.waitUntil(
      caches.open(CACHE).then(function (cache) {
        return Promise.all(
          files.map(function (file) {
            return cache.match(file).then(function (kept) {
              return kept || cache.add(file).catch(function () {});
            });
          }),
        );
      }),
    );
  }
  if (event.data && event.data.type === 'build' && event.ports[0]) event.ports[0].postMessage(BUILD);
});

// What the cache holds, else the network (a file of this build not kept at install, an image, is kept then).
var fromCache = function (request, file) {
  return caches.open(CACHE).then(function (cache) {
    return cache.match(file || request).then(function (kept) {
      if (kept) return kept;
      return fetch(request).then(function (response) {
        if (!file && response.ok && response.type === 'basic') cache.put(request, response.clone());
        return response;
      });
    });
  });
};

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (/^\/api(\/|$)/.test(url.pathname) || /\.[\w]+$/.test(url.pathname)) return;
    var path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
    event.respondWith(fromCache(request, PAGES[path] || '/index.html'));
    return;
  }
  if (url.pathname.indexOf('/assets/') === 0) event.respondWith(fromCache(request));
});
