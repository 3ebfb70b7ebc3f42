/* global document, location */
// The home page's first picture depends on the banners' answer, so on the home page that request
// starts alongside the shop's JavaScript. Only there: a preload that no screen uses makes the
// browser warn in the console (issue 27). A file, not inline, for the Content-Security-Policy.
(function () {
  var route = location.hash.replace(/^#\/?/, '').split('?')[0];
  if (route !== '') return;
  var link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('href', '/api/products/banners/');
  link.setAttribute('as', 'fetch');
  link.setAttribute('crossorigin', 'anonymous');
  document.head.appendChild(link);
})();
