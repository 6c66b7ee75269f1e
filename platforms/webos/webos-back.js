/* global window */
// Back on the entry screen, as LG's webOS TV developer guide ("Back Button") asks: webOS TV 5 and older
// return to the Home launcher, webOS TV 6 and newer show the platform's popup asking whether to exit.
// The app calls webOS.platformBack() once the person leaves its root view (src/app/nav/platform.ts).
// LG's webOSTV.js library defines it, but LG does not publish that library on the npm registry, so the
// webOS package carries this script instead (added by scripts/package-stage.ts before the app's own): it
// hands Back to the web runtime through PalmSystem.platformBack(), the call the library makes, and the
// platform then follows its own rule for its version. Where that call is missing (an older runtime),
// going back to the first history entry hands Back to the system the same way.
(function (w) {
  if (w.webOS && typeof w.webOS.platformBack === 'function') return;
  var webOS = w.webOS || (w.webOS = {});
  webOS.platformBack = function () {
    var palm = w.PalmSystem;
    if (palm && typeof palm.platformBack === 'function') {
      palm.platformBack();
      return;
    }
    if (w.history.length > 1) w.history.go(1 - w.history.length);
    else w.close();
  };
})(window);
