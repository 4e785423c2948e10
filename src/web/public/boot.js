// Written by the server in place of the built module script when it paints the landing page's
// top bar and hero itself (server features/seo/seo-html.ts). Runs in <head>, before the body:
// - on any other route it hides that first paint at once (styles.css), so no page ever shows
//   another page's content, and fetches the route's own chunks beside the entry
//   (<meta name="route-preloads">, scripts/vite-preload-route.ts);
// - on the landing page it requests the code one frame after the first paint, so on a slow
//   connection the HTML and the stylesheet do not share the bandwidth with it.
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (tag.getAttribute('data-preload') || '').split(' ');
  var route = location.hash.replace(/^#/, '').split('?')[0] || '/';
  var landing = route === '/' || route === '/home';
  if (!landing) document.documentElement.setAttribute('data-not-landing', '');

  // A tap on one of the first paint's buttons before the code runs is kept for the page to carry
  // out when it takes over (web lib/landing-shell.ts).
  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element && event.target.closest('[data-shell-action]');
    if (button) {
      document.documentElement.setAttribute(
        'data-shell-action',
        button.getAttribute('data-shell-action'),
      );
    }
  });

  function element(attributes) {
    var node = document.createElement(attributes.src ? 'script' : 'link');
    for (var name in attributes) node[name] = attributes[name];
    return node;
  }
  function routeChunks() {
    var meta = document.querySelector('meta[name="route-preloads"]');
    try {
      return JSON.parse(meta ? meta.getAttribute('content') : '{}');
    } catch {
      return {};
    }
  }
  // The entry's own imports, and the current route's chunks instead of the landing page's; one
  // insertion into <head> for all of them.
  function load() {
    var routes = routeChunks();
    var landingChunks = routes['/'] || [];
    var wanted = preloads.filter(function (href) {
      return href && landingChunks.indexOf(href) === -1;
    });
    wanted = wanted.concat(routes[route] || []);
    var nodes = document.createDocumentFragment();
    for (var i = 0; i < wanted.length; i++) {
      nodes.appendChild(
        element({ rel: 'modulepreload', crossOrigin: 'anonymous', href: wanted[i] }),
      );
    }
    nodes.appendChild(element({ type: 'module', crossOrigin: 'anonymous', src: entry }));
    document.head.appendChild(nodes);
  }
  // The app looks up #root when it starts: nothing loads before the whole document is parsed.
  function whenParsed(fn) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn);
    else fn();
  }

  if (!landing || document.visibilityState === 'hidden') {
    // Nothing of this page is painted yet (a hidden tab paints nothing): no reason to wait.
    whenParsed(load);
  } else {
    whenParsed(function () {
      requestAnimationFrame(function () {
        setTimeout(load, 0);
      });
    });
  }
})();
