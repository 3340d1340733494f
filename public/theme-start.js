// Run before the portal's code (a plain script in index.html's head, not deferred): puts the
// light/dark class on the root element, so the first paint already has the mode the app will
// show: the user's stored choice (theme_mode cookie: 'Dark' means dark, anything else light),
// else the device's preference (prefers-color-scheme). The app then sets the same class on the
// body and root (src/shared/theme/mode.ts effectiveThemeMode, applyThemeMode); both must agree.
(function () {
  var match = /(?:^|;)\s*theme_mode=([^;]*)/.exec(document.cookie);
  var dark = match
    ? decodeURIComponent(match[1].trim()) === 'Dark'
    : !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.add(dark ? 'theme-dark' : 'theme-light');
})();
