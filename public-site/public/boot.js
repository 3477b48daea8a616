/* global document, location, requestAnimationFrame, MouseEvent, MutationObserver, HTMLInputElement, HTMLTextAreaElement */
// Starts the app once the prerendered page has painted (scripts/prerender.mjs puts this
// file where Vite's module script was). The first paint then needs nothing but the HTML and
// its inline critical CSS; the app's modules download right after it and hydrate the page.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var root = document.documentElement;
  // The rest of the stylesheet, in parts (the page painted with its critical CSS only).
  var stylesheets = (root.getAttribute('data-stylesheet') || '').split(' ').filter(Boolean);

  /*
   * Clicks and submits made before the app has woken are held, then replayed on the same
   * element once it has (<html data-app-ready>): a button whose handler is not attached yet
   * would otherwise ignore the click, and a form would be sent by the browser itself. A click
   * the browser can finish alone is left to it (a new tab, a download, another site, a place
   * on the same page such as the skip link). If the app has not woken 5 s after a held click
   * (or its code failed to load), held links are followed by the browser and the rest dropped.
   */
  var held = [];
  var released = false;
  var giveUp;
  function hold(event) {
    if (event.type === 'click') {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
        return;
      }
      var link = event.target.closest && event.target.closest('a[href]');
      if (
        link &&
        ((link.target && link.target !== '_self') ||
          link.hasAttribute('download') ||
          link.origin !== location.origin ||
          (link.hash && link.pathname === location.pathname && link.search === location.search))
      ) {
        return;
      }
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
    if (!giveUp) giveUp = setTimeout(release, 5000);
  }
  function replay(event) {
    var target = event.target;
    if (!target.isConnected) return;
    if (event.type === 'submit') {
      var submitter = event.submitter && target.contains(event.submitter) ? event.submitter : null;
      if (target.requestSubmit) target.requestSubmit(submitter);
      else target.submit();
    } else if (typeof target.click === 'function') {
      target.click();
    } else {
      // An SVG icon inside a button has no click(): the event bubbles to the button.
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
  }
  /*
   * What was typed before the app woke is on screen but not in the app's state: each such
   * field is reported to the app as an input event. React compares a field's value with the
   * last value it saw, which hydration took from the typed text, so the field is first set
   * back to its prerendered value through React's own setter, then to the typed text through
   * the browser's.
   */
  var SKIP = /^(checkbox|radio|file|hidden|submit|button|image|reset)$/;
  function reportTyped() {
    var fields = document.querySelectorAll('input, textarea, select');
    for (var i = 0; i < fields.length; i += 1) {
      var field = fields[i];
      if (field.tagName === 'SELECT') {
        var chosen = field.options[field.selectedIndex];
        if (chosen && !chosen.defaultSelected) {
          field.dispatchEvent(new Event('change', { bubbles: true }));
        }
        continue;
      }
      if (SKIP.test(field.type) || field.value === field.defaultValue) continue;
      var typed = field.value;
      var proto = field.tagName === 'TEXTAREA' ? HTMLTextAreaElement : HTMLInputElement;
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(proto.prototype, 'value').set.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  function release(awake) {
    if (released) return;
    released = true;
    clearTimeout(giveUp);
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    if (awake === true) reportTyped();
    // Without the app only a link can still do its work (the browser follows it); a form sent
    // by the browser would put its fields, a password among them, in the address.
    held.splice(0).forEach(function (event) {
      if (awake === true || (event.type === 'click' && event.target.closest('a[href]'))) {
        replay(event);
      }
    });
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  if (typeof MutationObserver === 'function') {
    new MutationObserver(function (changes, observer) {
      if (root.getAttribute('data-app-ready') !== 'true') return;
      observer.disconnect();
      // After a 5 s give-up the held clicks are gone, but typed text still reaches the app.
      if (released) reportTyped();
      else release(true);
    }).observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
  } else {
    release();
  }

  /*
   * Each step of the start is a task of its own, so the page never stops answering for long
   * while the app arrives: every link or script added costs the browser a few milliseconds
   * (a request is started), and the stylesheet's parts are added one after the other, each
   * once the one before has loaded, so the browser reads and applies a part at a time.
   */
  function addModule() {
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    app.onerror = release;
    document.head.appendChild(app);
  }
  function addPreload(href) {
    return function () {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    };
  }
  function addStylesheet(index) {
    var href = stylesheets[index];
    if (!href) return;
    var next = function () {
      setTimeout(function () {
        addStylesheet(index + 1);
      }, 0);
    };
    if (document.querySelector('link[rel="stylesheet"][href="' + href + '"]')) {
      next();
      return;
    }
    var css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = href;
    css.onload = next;
    css.onerror = next;
    document.head.appendChild(css);
  }
  function start() {
    var steps = [addModule].concat(preload.map(addPreload), function () {
      addStylesheet(0);
    });
    (function run() {
      steps.shift()();
      if (steps.length) setTimeout(run, 0);
    })();
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
