/*
 * A guest's first screen (/login, /become-a-seller, /forget-password) is drawn into its page at build time in
 * the default language (build/prerender.ts), so it shows as soon as the HTML and the stylesheets have arrived
 * instead of after the app's code (issue 17); the app takes it over once it has loaded (src/app/prerendered.ts).
 * This script, which the build writes into that page's head, runs before anything is painted. A plain script,
 * not a module: it runs while the page is still being read.
 */
(function () {
  var page = document.documentElement;
  try {
    // A stored session is sent on to its pages by the app, and a guest who chose another language gets the screen
    // in it from the app: for them the start-up screen covers the page as on any other address (app.css).
    var persisted = JSON.parse(localStorage.getItem('persist:root-1') || '{}');
    var language = persisted && persisted.auth ? JSON.parse(persisted.auth).lang : page.lang;
    if (localStorage.getItem('jwtToken') || language !== page.lang) page.setAttribute('data-start', 'app');
  } catch {
    page.setAttribute('data-start', 'app');
  }
  // Sent before the app has loaded, the drawn form would reload the page with what was typed in its address: the
  // app sends it once it has taken the screen over.
  document.addEventListener('submit', function (event) {
    var screen = document.getElementById('prerendered-screen');
    if (!screen || !screen.contains(event.target)) return;
    event.preventDefault();
    screen.setAttribute('data-submitted', '');
  });
})();
