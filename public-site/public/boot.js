/* global document, requestAnimationFrame */
// Starts the app once the prerendered page has painted (scripts/prerender.mjs puts this
// file where Vite's module script was). The first paint then needs nothing but the HTML and
// its inline critical CSS; the app's modules download right after it and hydrate the page.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);

  function start() {
    // The rest of the stylesheet (the page painted with its critical CSS only), so every state the
    // app can show is styled by the time it is interactive.
    var stylesheet = document.documentElement.getAttribute('data-stylesheet');
    if (
      stylesheet &&
      !document.querySelector('link[rel="stylesheet"][href="' + stylesheet + '"]')
    ) {
      var css = document.createElement('link');
      css.rel = 'stylesheet';
      css.href = stylesheet;
      document.head.appendChild(css);
    }
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }

  // Starts once the first contentful paint has been presented (paint timing), so nothing
  // the app needs competes with the page's own HTML; without paint timing, after the first
  // frame. A tab opened in the background paints (and starts) when it is first shown.
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    setTimeout(start, 0);
  }
  var types =
    (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        startOnce();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  } else if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(function () {
      setTimeout(startOnce, 0);
    });
  } else {
    startOnce();
  }
})();
