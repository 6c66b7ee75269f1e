/* global self, caches */
// The hosted app's service worker (Android TV wrappers, Xbox, TV browsers): the app shell starts offline,
// config.json is asked of the network first, and nothing else is ever cached: API answers (other origins)
// and same-origin paths outside the shell go straight to the network. Registered from index.html only on
// https or http loopback origins. `npm run package:hosted` rewrites the two lines marked below with the
// package's version and its complete file list (scripts/package-hosted.ts).
'use strict';

var CACHE = 'tv-shell-dev'; // @cache-name
var SHELL = ['./', 'index.html', 'manifest.webmanifest', 'icon.svg']; // @shell-files
var CONFIG = ['config.json'];
var PREFIX = 'tv-shell-';

var scope = new URL(self.registration.scope);
var shellPaths = SHELL.map(function (path) {
  return new URL(path, scope).pathname;
});
var configPaths = CONFIG.map(function (path) {
  return new URL(path, scope).pathname;
});

self.addEventListener('install', function (event) {
  event.waitUntil(
    caches
      .open(CACHE)
      .then(function (cache) {
        // config.json too, so a start without network finds it even when the page that installed this worker
        // read it before the worker was there; its network-first handling keeps it fresh afterwards.
        var config = Promise.all(
          CONFIG.map(function (path) {
            return cache.add(path);
          }),
        ).catch(function () {});
        return Promise.all([cache.addAll(SHELL), config]);
      })
      .then(function () {
        return self.skipWaiting();
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

/** The network's answer, kept for next time; the kept one when the network fails. */
function networkFirst(request, key) {
  return fetch(request, { cache: 'no-store' })
    .then(function (response) {
      if (response.ok) {
        var copy = response.clone();
        caches.open(CACHE).then(function (cache) {
          return cache.put(key, copy);
        });
      }
      return response;
    })
    .catch(function (error) {
      return caches.match(key, { cacheName: CACHE }).then(function (kept) {
        if (kept) return kept;
        throw error;
      });
    });
}

/** Shell files are content-hashed by the build: the kept copy is the right one. */
function cacheFirst(request, key) {
  return caches.match(key, { cacheName: CACHE }).then(function (kept) {
    return kept || fetch(request);
  });
}

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  if (url.origin !== scope.origin || url.search !== '') return;
  var path = url.pathname;
  if (configPaths.indexOf(path) !== -1) {
    event.respondWith(networkFirst(request, path));
    return;
  }
  // The page itself: a new deployment shows at the next start; the kept page when offline.
  if (request.mode === 'navigate' && (path === scope.pathname || path === scope.pathname + 'index.html')) {
    event.respondWith(networkFirst(request, scope.pathname));
    return;
  }
  if (shellPaths.indexOf(path) !== -1) event.respondWith(cacheFirst(request, path));
});
