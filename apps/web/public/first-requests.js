/* global document, location, innerWidth */
// The main screens' first requests, started by the page itself, before the shop's JavaScript
// arrives: the screen's own scripts and styles, its first answer and, once that is in, the picture
// it will show largest. On a slow phone each would otherwise wait a round trip after the scripts.
// A file, not inline, for the Content-Security-Policy; on other routes it does nothing, as a
// preload that no screen uses makes the browser warn in the console (issue 27).
(function () {
  // Each screen's scripts and styles beyond the entry's; the build writes them (vite.config.ts).
  var screenFiles = {}; /* SCREEN_FILES */
  var hash = location.hash.replace(/^#\/?/, '');
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
  function id(text) {
    return /^\d+$/.test(text || '') ? Number(text) : null;
  }
  // The answer, then its largest picture. The screen asks the same address again a moment later
  // and the browser's cache answers it (the catalogue sends max-age).
  function answer(path, picture) {
    fetch('/api/' + path, { headers: { accept: 'application/json' } })
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .then(function (body) {
        var href = body && picture(body);
        if (href) link('preload', href, 'image');
      })
      .catch(function () {});
  }
  // The first row of a product grid on a phone (app/route-data.ts, FIRST_ROW).
  function firstRow(page) {
    (page.products || []).slice(1, 2).forEach(function (product) {
      if (product.listImage) link('preload', product.listImage, 'image');
    });
    return page.products && page.products[0] && page.products[0].listImage;
  }

  var screen = null;
  if (hash === '' || parts[0] === '') {
    screen = 'home';
    answer('products/banners/', function (banners) {
      var size = innerWidth > 900 ? 'largeImage' : innerWidth > 600 ? 'mediumImage' : 'smallImage';
      return banners[0] && banners[0][size];
    });
  } else if (parts[0] === 'product' && parts.length === 2 && id(parts[1])) {
    screen = 'product';
    // A customer's own answer differs (the server varies it by login): theirs waits for the app.
    if (!localStorage.getItem('mp.login'))
      answer('products/' + id(parts[1]) + '/', function (detail) {
        return detail.detailImage;
      });
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
    answer('products/category/' + id(parts[1]) + '/' + id(parts[3]) + '/?pageNum=1', firstRow);
  } else if (parts[0] === 'search' && parts.length === 1) {
    screen = 'search';
    // As features/search/search-rules.ts: at least two characters once trimmed.
    var keyword = (params.get('keyword') || '').trim();
    if (keyword.length >= 2)
      answer('products/search/?keyword=' + encodeURIComponent(keyword) + '&pageNum=1', firstRow);
  }
  (screenFiles[screen] || []).forEach(function (file) {
    link(
      /\.css$/.test(file) ? 'preload' : 'modulepreload',
      '/' + file,
      /\.css$/.test(file) ? 'style' : '',
    );
  });
})();
