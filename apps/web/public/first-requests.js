/* global window, document, location, innerWidth, matchMedia, MutationObserver, requestAnimationFrame,
   addEventListener, removeEventListener */
// The main screens' first requests, started by the page itself, before the shop's JavaScript
// arrives: the screen's own scripts and styles, its first answer and, once that is in, the picture
// it will show largest. On a slow phone each would otherwise wait a round trip after the scripts.
// The build puts it in index.html itself (vite.config.ts), so it starts as the page is read, and
// the server's Content-Security-Policy allows it by its hash. On other routes it does nothing, as
// a preload that no screen uses makes the browser warn in the console (issue 27).
(function () {
  // Each screen's scripts and styles beyond the entry's; the build writes them (vite.config.ts).
  var screenFiles = {}; /* SCREEN_FILES */
  // The answer the page itself carries, its element's id and API path (the domain's
  // first-answer.ts); the build writes them. The server writes home's answer into the page.
  var firstAnswer = {}; /* FIRST_ANSWER */
  // The shop's own code: its entry and what the entry imports. The build takes their tags out of
  // the page and writes them here, so that on a phone the screen's first picture has the network
  // to itself before they come (startApp).
  var app = {}; /* APP_FILES */
  function routeNow() {
    return location.hash.replace(/^#\/?/, '');
  }
  var hash = routeNow();
  var at = hash.indexOf('?');
  var parts = (at < 0 ? hash : hash.slice(0, at)).split('/');
  var params = new URLSearchParams(at < 0 ? '' : hash.slice(at + 1));

  function link(rel, href, as) {
    var tag = document.createElement('link');
    tag.setAttribute('rel', rel);
    tag.setAttribute('href', href);
    if (as) tag.setAttribute('as', as);
    if (as === 'image') tag.setAttribute('fetchpriority', 'high');
    // The app's loader asks for a screen's styles and scripts in CORS mode (crossorigin): a preload
    // in another mode is not used, is fetched twice, and the browser warns. Set before the tag is
    // in the page, which is when its request starts.
    else tag.setAttribute('crossorigin', '');
    document.head.appendChild(tag);
  }
  // An id as the routes read it (Number), or null when the screen will explain it is none.
  // A route's words as the router reads them (decoded).
  function words(text) {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  }
  function id(text) {
    return /^\d+$/.test(text || '') ? Number(text) : null;
  }
  // The answer of `path` the page came with, if it carries that one: it stands before this script.
  function inPage(path) {
    var element = document.getElementById(firstAnswer.elementId);
    if (!element || element.getAttribute('data-path') !== path) return null;
    try {
      return JSON.parse(element.textContent);
    } catch {
      return null;
    }
  }
  // On a phone the screen's first picture is the largest thing it paints, and it shares a slow
  // network with everything asked for beside it: the shop's scripts (about eight times its
  // bytes) would slow it as much as they are larger. So where this script paints that picture
  // (firstPicture), the shop's code and the screen's files are asked for once the picture has
  // been painted, or has failed, or after APP_WAIT_MS at the latest; anywhere else, at once. Not
  // as soon as the file is in: it can be in before the page has been read and the picture put
  // in it, and the scripts asked for then come before the paint they were to wait for. The app
  // starts a moment later than it could have, after the picture the customer came to see.
  var APP_WAIT_MS = 3000;
  var phone = matchMedia('(max-width: 499.98px)').matches;
  var screen = null;
  var started = false;
  function startApp() {
    if (started) return;
    started = true;
    (app.preloads || []).concat(screenFiles[screen] || []).forEach(function (file) {
      link(
        /\.css$/.test(file) ? 'preload' : 'modulepreload',
        '/' + file,
        /\.css$/.test(file) ? 'style' : '',
      );
    });
    if (!app.entry) return;
    link('modulepreload', '/' + app.entry);
    // The entry draws into the page's root: it runs once the page has been read, as the
    // page's own module script would (deferred).
    function run() {
      var tag = document.createElement('script');
      tag.setAttribute('type', 'module');
      tag.setAttribute('crossorigin', '');
      tag.setAttribute('src', '/' + app.entry);
      document.head.appendChild(tag);
    }
    if (document.readyState !== 'loading') return run();
    document.addEventListener('readystatechange', function read() {
      document.removeEventListener('readystatechange', read);
      run();
    });
  }
  // Whether the shop's code waits for a first picture this script paints (a phone only).
  var held = false;

  // The answer, then its largest picture. The screen asks the same address again a moment later
  // and the browser's cache answers it (the catalogue sends max-age), or the page's copy when the
  // page carries it (the app takes it, lib/answer-in-page.ts). `first` puts the picture in the
  // page at once (firstPicture), and holds the shop's code until that picture has been painted.
  function answer(path, picture, first) {
    var holds = Boolean(first) && phone;
    if (holds) held = true;
    var carried = inPage(path);
    (carried
      ? Promise.resolve(carried)
      : fetch('/api/' + path, { headers: { accept: 'application/json' } }).then(
          function (response) {
            return response.ok ? response.json() : null;
          },
        )
    )
      .then(function (body) {
        var href = body && picture(body);
        if (!href) {
          if (holds) startApp();
          return;
        }
        link('preload', href, 'image');
        if (first) firstPicture(href, first, body);
      })
      .catch(function () {
        if (holds) startApp();
      });
  }

  // On a phone (the layout's mobile bar: below 500 px) the picture the screen will show largest
  // is put in the page as soon as its answer is in, where the screen will draw it, so it shows
  // while the shop's JavaScript is still on its way (on a slow phone the app's scripts arrive
  // after the picture). `first(body, picture)` builds that layer: the picture in a copy of what
  // stands above it on the screen, its words hidden, laid out by index.html's .first-picture
  // styles as the screen lays out its own, so a heading that wraps moves the picture as it will
  // move the screen's. The layer is outside the app's root, so nothing moves when it goes (no
  // layout shift); it goes once the screen's own copy of the picture is ready to paint, in the
  // same frame, or when another screen shows first. Taps pass through it to the screen below.
  // An answer the page carries is in before the page's body has been read: the layer waits for
  // it. Once the layer's pictures have been painted, or have failed, the shop's code is asked for
  // (startApp); at once when there is no layer to paint.
  function firstPicture(href, first, body) {
    if (document.readyState === 'loading')
      return document.addEventListener('readystatechange', function read() {
        document.removeEventListener('readystatechange', read);
        firstPicture(href, first, body);
      });
    var root = document.getElementById('root');
    if (!phone || !root || routeNow() !== hash) return startApp();
    // The screen's own copy of a picture, once it is in the page.
    var shown = function (src) {
      var images = root.getElementsByTagName('img');
      for (var i = 0; i < images.length; i++)
        if (images[i].getAttribute('src') === src) return images[i];
      return null;
    };
    if (shown(href)) return startApp();
    // Every picture of the layer (a grid's first row has two), to wait for the screen's copies.
    var pictures = [];
    var images = [];
    var layer = first(body, function picture(className, src) {
      var img = document.createElement('img');
      img.className = className || '';
      img.setAttribute('alt', '');
      img.setAttribute('fetchpriority', 'high');
      // Chromium then says when the picture reached the screen (onScreen).
      img.setAttribute('elementtiming', 'first-picture');
      img.setAttribute('src', src || href);
      img.addEventListener('error', done);
      pictures.push(src || href);
      images.push(img);
      return img;
    });
    layer.className = 'first-picture ' + layer.className;
    layer.setAttribute('aria-hidden', 'true');
    // Another screen: the router moves with pushState (no hashchange) and draws it in the root;
    // a hash typed in the address bar fires hashchange.
    function moved() {
      if (routeNow() !== hash) done();
      return routeNow() !== hash;
    }
    var watch = new MutationObserver(function () {
      if (moved()) return;
      var copies = pictures.map(shown);
      if (copies.indexOf(null) >= 0) return;
      watch.disconnect();
      Promise.all(
        copies.map(function (copy) {
          return copy.decode().catch(function () {});
        }),
      ).then(function () {
        requestAnimationFrame(done);
      });
    });
    // The layer gone (the screen's own copy ready, another screen, a picture that failed): the
    // shop's code is not held for it any longer.
    function done() {
      watch.disconnect();
      removeEventListener('hashchange', moved);
      layer.remove();
      startApp();
    }
    watch.observe(root, { childList: true, subtree: true });
    addEventListener('hashchange', moved);
    document.body.appendChild(layer);
    onScreen(images, startApp);
  }
  // Calls `then` once one of `images` has reached the screen. Chromium reports each picture
  // marked with elementtiming when the frame that shows it is presented, after the main thread
  // has painted it; elsewhere, once every picture is decoded and the next frame drawn (a task
  // queued from a frame's callback runs after that frame is painted).
  function onScreen(images, then) {
    var observer = window.PerformanceObserver;
    if (observer && (observer.supportedEntryTypes || []).indexOf('element') >= 0) {
      var seen = new observer(function (list) {
        var shown = list.getEntries().some(function (entry) {
          return images.indexOf(entry.element) >= 0;
        });
        if (!shown) return;
        seen.disconnect();
        then();
      });
      return seen.observe({ type: 'element', buffered: true });
    }
    Promise.all(
      images.map(function (img) {
        return img.decode().catch(function () {});
      }),
    ).then(function () {
      requestAnimationFrame(function () {
        setTimeout(then, 0);
      });
    });
  }
  // An element of a layer: its class and what it holds (elements and words).
  function box(tag, className, children) {
    var element = document.createElement(tag);
    element.className = className;
    children.forEach(function (child) {
      if (child) element.append(child);
    });
    return element;
  }
  // A grid's first row of cards (components/product/product-card.tsx): grey when out of stock.
  function firstCards(page, picture) {
    return box(
      'div',
      'grid',
      page.products.slice(0, 2).map(function (product) {
        return box('div', product.showStock ? 'card' : 'card greyed', [
          product.listImage && picture('', product.listImage),
        ]);
      }),
    );
  }
  function counted(count, one, many) {
    return count > 0 && box('span', '', [count + ' ' + (count === 1 ? one : many)]);
  }
  // The first row of a product grid on a phone (app/route-data.ts, FIRST_ROW).
  function firstRow(page) {
    (page.products || []).slice(1, 2).forEach(function (product) {
      if (product.listImage) link('preload', product.listImage, 'image');
    });
    return page.products && page.products[0] && page.products[0].listImage;
  }

  // The development server serves this file as it is, without the values the build writes.
  if ((hash === '' || parts[0] === '') && firstAnswer.path) {
    screen = 'home';
    answer(
      firstAnswer.path,
      function (banners) {
        var size =
          innerWidth > 900 ? 'largeImage' : innerWidth > 600 ? 'mediumImage' : 'smallImage';
        return banners[0] && banners[0][size];
      },
      // features/catalog/components/banner-slides.tsx: the picture over a blurred copy of itself.
      function (banners, picture) {
        return box('div', 'banner', [picture('backdrop'), picture('image')]);
      },
    );
  } else if (parts[0] === 'product' && parts.length === 2 && id(parts[1])) {
    screen = 'product';
    // A customer's own answer differs (the server varies it by login): theirs waits for the app.
    if (!localStorage.getItem('mp.login'))
      answer(
        'products/' + id(parts[1]) + '/',
        function (detail) {
          return detail.detailImage;
        },
        // Out of stock (the domain's stockState: showStock off), the screen shows it grey.
        function (detail, picture) {
          return box('div', detail.showStock ? 'product' : 'product greyed', [picture()]);
        },
      );
  } else if (
    parts[0] === 'category' &&
    parts.length === 5 &&
    id(parts[1]) &&
    id(parts[3]) !== null
  ) {
    screen = 'category';
    answer('products/category/' + id(parts[1]) + '/details/', function () {
      return null;
    });
    var named = words(parts[4]);
    answer(
      'products/category/' + id(parts[1]) + '/' + id(parts[3]) + '/?pageNum=1',
      firstRow,
      // features/catalog/screens/category-screen.tsx: the category's name (as the link spells it)
      // over the subcategories and the products column, whose heading tops the grid.
      function (page, picture) {
        return box('div', 'category', [
          box('div', 'heading', [box('i', '', []), box('b', '', ['Shop for ' + words(parts[2])])]),
          box('div', 'column', [
            box('div', 'heading', [
              box('b', '', [named === 'All' ? 'All products' : named]),
              counted(page.paginator && page.paginator.productsCount, 'item', 'items'),
            ]),
            firstCards(page, picture),
          ]),
        ]);
      },
    );
  } else if (parts[0] === 'search' && parts.length === 1) {
    screen = 'search';
    // As features/search/search-rules.ts: at least two characters once trimmed.
    var keyword = (params.get('keyword') || '').trim();
    if (keyword.length >= 2)
      answer(
        'products/search/?keyword=' + encodeURIComponent(keyword) + '&pageNum=1',
        firstRow,
        // features/search/components/search-results.tsx: the heading and count over the grid.
        function (page, picture) {
          return box('div', 'search', [
            box('div', 'heading', [
              box('b', '', ['Search results for "' + keyword + '"']),
              counted(page.paginator && page.paginator.productsCount, 'product', 'products'),
            ]),
            firstCards(page, picture),
          ]);
        },
      );
  }
  if (held) setTimeout(startApp, APP_WAIT_MS);
  else startApp();
})();
