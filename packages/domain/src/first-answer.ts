/**
 * The first answer the shop's page carries in itself (decision 074): the server writes it into the
 * page it sends, as `<script type="application/json" id=…>`, so the page's first-requests script
 * paints the screen's picture from it without a round trip for it, and the app's first request of
 * the same path takes it instead of asking again.
 *
 * The shop's routes are hash routes: the server sees `/` whatever screen the hash names, so the
 * page can carry only an answer that is worth its bytes on every screen. Home's banners are (a few
 * hundred bytes as sent); a product's, a category's or a search's answer would need the screen in
 * the path. The server, the build (which writes these values into public/first-requests.js) and
 * the app read them here.
 */
export const FIRST_ANSWER = {
  /** The id of the page's element that holds the answer. */
  elementId: 'first-answer',
  /** The API path (under /api/) of the answer the page carries: home's banners. */
  path: 'products/banners/',
} as const;
