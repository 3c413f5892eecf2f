/*
 * Started by src/boot.js at the start of a signed-in page, on a thread of its own. The first number formatter a
 * page builds loads the formatting data (about a tenth of a second at 4x CPU, whichever locale), and that data is
 * shared by every thread of the page: built here, it is ready when the first rows are drawn instead of costing the
 * main thread while it starts the app (docs/performance.md). The worker's name is the locale the page writes in.
 */
var locale = self.name || undefined;
new Intl.NumberFormat(locale).format(1);
new Intl.DateTimeFormat(locale).format(0);
self.close();
