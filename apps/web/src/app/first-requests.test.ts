import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRST_ANSWER } from '@makers-pantry/domain/first-answer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchBanners } from '../features/catalog/api/banners';
import { fetchCategoryDetails } from '../features/catalog/api/category-details-query';
import { fetchCategoryPage } from '../features/catalog/api/category-products-query';
import { fetchProductDetail } from '../features/catalog/api/product-detail';
import { fetchSearchPage } from '../features/search/api/search-products-query';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The script as the build writes it: where the page carries its answer (vite.config.ts). */
const script = readFileSync(path.resolve(here, '../../public/first-requests.js'), 'utf8').replace(
  '{}; /* FIRST_ANSWER */',
  JSON.stringify(FIRST_ANSWER) + ';',
);
const html = readFileSync(path.resolve(here, '../../index.html'), 'utf8');

/** The script as the build writes it, with each screen's files (vite.config.ts). */
const built = script.replace(
  '{}; /* SCREEN_FILES */',
  JSON.stringify({
    home: ['assets/home-screen-1.js', 'assets/home-screen-2.css'],
    product: ['assets/product-screen-3.js'],
  }) + ';',
);

const answers: Record<string, unknown> = {
  '/api/products/banners/': [
    {
      smallImage: '/media/b1-small.webp',
      mediumImage: '/media/b1-medium.webp',
      largeImage: '/media/b1-large.webp',
    },
  ],
  '/api/products/3/': { id: 3, detailImage: '/media/p3-detail.webp', showStock: true },
  '/api/products/4/': { id: 4, detailImage: '/media/p4-detail.webp', showStock: false },
  '/api/products/category/2/0/?pageNum=1': {
    products: [
      { listImage: '/media/a-list.webp', showStock: true },
      { listImage: '/media/b-list.webp', showStock: false },
      { listImage: '/media/c-list.webp', showStock: true },
    ],
    paginator: { productsCount: 3 },
  },
  '/api/products/search/?keyword=ragi%20flour&pageNum=1': {
    products: [{ listImage: '/media/r-list.webp', showStock: true }],
    paginator: { productsCount: 1 },
  },
};

const fetched = vi.fn((url: string) =>
  Promise.resolve(
    url in answers
      ? new Response(JSON.stringify(answers[url]), { status: 200 })
      : new Response('{}', { status: 404 }),
  ),
);

/** The addresses the app's own request functions ask, so the browser's cache can answer them. */
async function appAsks(request: () => Promise<unknown>): Promise<string> {
  fetched.mockClear();
  await request().catch(() => undefined);
  return fetched.mock.calls[0]![0];
}

const links = (rel: string) =>
  [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
  }));

async function open(hash: string, source = script) {
  // As the page opens at it: no hashchange.
  window.history.replaceState(null, '', hash || window.location.pathname);
  fetched.mockClear();
  new Function(source)();
  // The answers, then the pictures they name.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return fetched.mock.calls.map(([url]) => url);
}

/** Whether the page is as wide as a phone (the layout's mobile bar: below 500 px). */
let phone = false;

describe("the main screens' first requests", () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetched);
    phone = false;
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      matches: query === '(max-width: 499.98px)' && phone,
    }));
    localStorage.clear();
  });
  afterEach(() => {
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    window.location.hash = '';
    vi.unstubAllGlobals();
  });

  it('are started by a small first script, not by links in the page every route gets', () => {
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('<script src="/first-requests.js" async></script>');
  });

  it.each(['', '#/', '#/?x=1'])(
    "home (%j): the banners' answer, then the first banner at the phone's size",
    async (hash) => {
      vi.stubGlobal('innerWidth', 390);
      expect(await open(hash)).toEqual([await appAsks(() => fetchBanners())]);
      expect(links('preload')).toEqual([{ href: '/media/b1-small.webp', as: 'image' }]);
    },
  );

  it('home at desk size: the large banner', async () => {
    vi.stubGlobal('innerWidth', 1280);
    await open('#/');
    expect(links('preload')).toEqual([{ href: '/media/b1-large.webp', as: 'image' }]);
  });

  it("a product: its answer, then its photo; a customer's own answer is left to the app", async () => {
    expect(await open('#/product/3')).toEqual([await appAsks(() => fetchProductDetail(3))]);
    expect(links('preload')).toEqual([{ href: '/media/p3-detail.webp', as: 'image' }]);
    document.head.querySelectorAll('link').forEach((link) => link.remove());

    localStorage.setItem('mp.login', JSON.stringify({ token: 't' }));
    expect(await open('#/product/3')).toEqual([]);
  });

  it("a category: its details and first page, then the first row's pictures", async () => {
    expect(await open('#/category/2/Dairy/0/All')).toEqual([
      await appAsks(() => fetchCategoryDetails(2)),
      await appAsks(() => fetchCategoryPage(2, 0, 1)),
    ]);
    expect(links('preload')).toEqual([
      { href: '/media/b-list.webp', as: 'image' },
      { href: '/media/a-list.webp', as: 'image' },
    ]);
  });

  it('a search: the first page of what the customer typed, then its first picture', async () => {
    expect(await open('#/search?keyword=%20ragi%20flour%20')).toEqual([
      await appAsks(() => fetchSearchPage('ragi flour', 1)),
    ]);
    expect(links('preload')).toEqual([{ href: '/media/r-list.webp', as: 'image' }]);
    expect(await open('#/search?keyword=r')).toEqual([]);
  });

  it("starts each main screen's own scripts and styles, as the build names them", async () => {
    // What each tag says as it enters the page, which is when the browser starts its request.
    const entering = new Map<string | null, string | null>();
    const append = document.head.appendChild.bind(document.head);
    const appended = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      const tag = node as unknown as Element;
      entering.set(tag.getAttribute('href'), tag.getAttribute('crossorigin'));
      return append(node);
    });
    await open('#/', built);
    appended.mockRestore();
    expect(links('modulepreload')).toEqual([{ href: '/assets/home-screen-1.js', as: null }]);
    expect(links('preload')).toContainEqual({ href: '/assets/home-screen-2.css', as: 'style' });
    // In the mode the app's loader asks them in (CORS), or the browser fetches them again and warns.
    expect(entering.get('/assets/home-screen-2.css')).toBe('');
    expect(entering.get('/assets/home-screen-1.js')).toBe('');
  });

  it.each(['#/cart', '#/shipping', '#/login?redirect=shipping', '#/product/abc', '#/hub/orders'])(
    'asks nothing on %s, where nothing would use it',
    async (hash) => {
      expect(await open(hash, built)).toEqual([]);
      expect(document.head.querySelectorAll('link')).toHaveLength(0);
    },
  );
});

/** The picture layer first-requests.js puts over the page on a phone, if any. */
const layer = () => document.querySelector('.first-picture');
const pictures = () =>
  [...(layer()?.querySelectorAll('img') ?? [])].map((img) => ({
    src: img.getAttribute('src'),
    className: img.className,
    greyed: Boolean(img.closest('.greyed')),
  }));

/**
 * Home's page as the server writes it, with the banners' answer in it before the script
 * (page-with-answer.ts), and still being read: `read()` ends that, `restore()` tidies up.
 */
function homeWithItsAnswerBeingRead() {
  const carried = document.createElement('script');
  carried.type = 'application/json';
  carried.id = FIRST_ANSWER.elementId;
  carried.dataset.path = FIRST_ANSWER.path;
  carried.textContent = JSON.stringify(answers['/api/products/banners/']);
  document.head.append(carried);
  let state: DocumentReadyState = 'loading';
  const readyState = vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
  return {
    read() {
      state = 'interactive';
      document.dispatchEvent(new Event('readystatechange'));
    },
    restore() {
      readyState.mockRestore();
      carried.remove();
    },
  };
}

/** A phone's window: the answers, the layout's mobile width, and a frame to paint in. */
function onAPhone() {
  vi.stubGlobal('fetch', fetched);
  phone = true;
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: query === '(max-width: 499.98px)' && phone,
  }));
  vi.stubGlobal('innerWidth', 390);
  // The browser's own: ready to paint once the file is in (jsdom decodes nothing).
  vi.stubGlobal('requestAnimationFrame', (paint: () => void) => setTimeout(paint, 0));
}

describe("a phone's first picture, before the shop's scripts have run", () => {
  beforeEach(() => {
    onAPhone();
    HTMLImageElement.prototype.decode = () => Promise.resolve();
    document.body.innerHTML = '<div id="root"><div class="first-paint"></div></div>';
    localStorage.clear();
  });
  afterEach(() => {
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    document.body.innerHTML = '';
    window.location.hash = '';
    vi.unstubAllGlobals();
  });

  /** The app's screen drawing its own copies of `sources` in the root. */
  async function screenShows(...sources: string[]) {
    document.getElementById('root')!.innerHTML = sources
      .map((src) => `<img src="${src}" alt="">`)
      .join('');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  it("home: the first banner over a blurred copy of itself, outside the app's root, until the screen's own is ready", async () => {
    await open('#/');
    expect(layer()?.className).toBe('first-picture banner');
    expect(layer()?.getAttribute('aria-hidden')).toBe('true');
    expect(layer()?.parentElement).toBe(document.body);
    expect(pictures()).toEqual([
      { src: '/media/b1-small.webp', className: 'backdrop', greyed: false },
      { src: '/media/b1-small.webp', className: 'image', greyed: false },
    ]);
    // The app's first render (its bars and an outline) does not end it; its picture does.
    await screenShows();
    expect(layer()).not.toBeNull();
    await screenShows('/media/b1-small.webp');
    expect(layer()).toBeNull();
  });

  it('a product: its photo, grey when it is out of stock', async () => {
    await open('#/product/3');
    expect(layer()?.className).toBe('first-picture product');
    expect(pictures()).toEqual([{ src: '/media/p3-detail.webp', className: '', greyed: false }]);
    await screenShows('/media/p3-detail.webp');
    expect(layer()).toBeNull();

    await open('#/product/4');
    expect(pictures()).toEqual([{ src: '/media/p4-detail.webp', className: '', greyed: true }]);
  });

  it("a category: the first row under the screen's headings (their words hidden), kept until both pictures are the screen's", async () => {
    await open('#/category/2/Dairy%20%26%20Eggs/0/All');
    expect(layer()?.className).toBe('first-picture category');
    expect(layer()?.textContent).toBe('Shop for Dairy & EggsAll products3 items');
    expect(pictures()).toEqual([
      { src: '/media/a-list.webp', className: '', greyed: false },
      { src: '/media/b-list.webp', className: '', greyed: true },
    ]);
    await screenShows('/media/a-list.webp');
    expect(layer()).not.toBeNull();
    await screenShows('/media/a-list.webp', '/media/b-list.webp');
    expect(layer()).toBeNull();
  });

  it('a search: what the customer typed and the count over the first card', async () => {
    await open('#/search?keyword=%20ragi%20flour%20');
    expect(layer()?.className).toBe('first-picture search');
    expect(layer()?.textContent).toBe('Search results for "ragi flour"1 product');
    expect(pictures()).toEqual([{ src: '/media/r-list.webp', className: '', greyed: false }]);
  });

  it("home with the banners' answer in the page: none asked, the banner at once, the layer once the page is read", async () => {
    // The script runs in the page's head: the body, and the root in it, are still to be read.
    const page = homeWithItsAnswerBeingRead();
    expect(await open('#/')).toEqual([]);
    expect(links('preload')).toEqual([{ href: '/media/b1-small.webp', as: 'image' }]);
    expect(layer()).toBeNull();
    page.read();
    expect(pictures()).toEqual([
      { src: '/media/b1-small.webp', className: 'backdrop', greyed: false },
      { src: '/media/b1-small.webp', className: 'image', greyed: false },
    ]);
    page.restore();
    layer()?.remove();
  });

  it('goes when another screen shows first, or when its picture cannot be loaded', async () => {
    await open('#/');
    window.history.pushState(null, '', '#/cart');
    await screenShows();
    expect(layer()).toBeNull();

    await open('#/product/3');
    layer()!.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(layer()).toBeNull();
  });

  it('is not made at desk size, nor when the screen already shows the picture', async () => {
    phone = false;
    await open('#/');
    expect(layer()).toBeNull();
    expect(links('preload')).toEqual([{ href: '/media/b1-small.webp', as: 'image' }]);

    phone = true;
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    document.getElementById('root')!.innerHTML = '<img src="/media/b1-small.webp" alt="">';
    await open('#/');
    expect(layer()).toBeNull();
  });
});

/** The script as the build writes it, with the shop's entry taken out of the page (vite.config.ts). */
const withApp = built.replace(
  '{}; /* APP_FILES */',
  JSON.stringify({ entry: 'assets/index-9.js', preloads: ['assets/vendor-8.js'] }) + ';',
);
/** The shop's entry as a script tag, once the script has put one in the page. */
const entryScripts = () =>
  [...document.head.querySelectorAll('script[src]')].map((tag) => ({
    src: tag.getAttribute('src'),
    type: tag.getAttribute('type'),
    crossorigin: tag.getAttribute('crossorigin'),
  }));
const asked = () => links('modulepreload').map((link) => link.href);

describe("the shop's own code: at once, or on a phone once the first picture is painted", () => {
  /** The layer's pictures being decoded, each with how its decoding ends. */
  let decoding: { src: string | null; painted: () => void; failed: () => void }[] = [];
  beforeEach(() => {
    onAPhone();
    decoding = [];
    HTMLImageElement.prototype.decode = function decode(this: HTMLImageElement) {
      return new Promise<void>((painted, failed) =>
        decoding.push({ src: this.getAttribute('src'), painted, failed }),
      );
    };
    document.body.innerHTML = '<div id="root"></div>';
    localStorage.clear();
  });
  afterEach(() => {
    document.head.querySelectorAll('link, script[src]').forEach((tag) => tag.remove());
    document.body.innerHTML = '';
    window.location.hash = '';
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** The decoded picture's frame drawn, and the task after it. */
  const nextFrame = async () => {
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it('at desk size: the entry and its imports at once, run as the page module would be', async () => {
    phone = false;
    await open('#/product/3', withApp);
    expect(asked()).toEqual([
      '/assets/vendor-8.js',
      '/assets/product-screen-3.js',
      '/assets/index-9.js',
    ]);
    expect(entryScripts()).toEqual([
      { src: '/assets/index-9.js', type: 'module', crossorigin: '' },
    ]);
    expect(decoding).toEqual([]);
  });

  it('on a route with no first picture, at once on a phone too', async () => {
    await open('#/cart', withApp);
    expect(asked()).toEqual(['/assets/vendor-8.js', '/assets/index-9.js']);
    expect(entryScripts()).toHaveLength(1);
  });

  it("the entry waits for the page to be read: it draws into the page's root", async () => {
    phone = false;
    let state: DocumentReadyState = 'loading';
    const readyState = vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
    await open('#/cart', withApp);
    expect(asked()).toContain('/assets/index-9.js');
    expect(entryScripts()).toEqual([]);
    state = 'interactive';
    document.dispatchEvent(new Event('readystatechange'));
    expect(entryScripts()).toHaveLength(1);
    readyState.mockRestore();
  });

  it.each([
    ['a product', '#/product/3', '/media/p3-detail.webp', '/assets/product-screen-3.js'],
    ['home', '#/', '/media/b1-small.webp', '/assets/home-screen-1.js'],
  ])(
    '%s on a phone: nothing of the shop asked until its picture has been painted',
    async (_, hash, picture, screenScript) => {
      await open(hash, withApp);
      expect(links('preload')).toContainEqual({ href: picture, as: 'image' });
      // Home's layer shows the banner over a blurred copy of itself: the one file, twice.
      expect(new Set(decoding.map((image) => image.src))).toEqual(new Set([picture]));
      await nextFrame();
      expect(asked()).toEqual([]);
      expect(entryScripts()).toEqual([]);

      decoding.slice(1).forEach((image) => image.painted());
      await nextFrame();
      expect(asked()).toEqual([]);
      decoding[0]!.painted();
      await nextFrame();
      expect(asked()).toEqual(['/assets/vendor-8.js', screenScript, '/assets/index-9.js']);
      expect(entryScripts()).toHaveLength(1);
      // Once only, whatever else happens.
      window.history.pushState(null, '', '#/cart');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
      await nextFrame();
      expect(entryScripts()).toHaveLength(1);
    },
  );

  it('on a phone, home with its answer in the page: the picture painted once the page is read, then the code', async () => {
    const page = homeWithItsAnswerBeingRead();
    await open('#/', withApp);
    // The picture's file is on its way, but the page is still being read: no layer, no code.
    expect(links('preload')).toContainEqual({ href: '/media/b1-small.webp', as: 'image' });
    expect(decoding).toEqual([]);
    expect(asked()).toEqual([]);

    page.read();
    expect(decoding.map((image) => image.src)).toEqual([
      '/media/b1-small.webp',
      '/media/b1-small.webp',
    ]);
    expect(asked()).toEqual([]);
    decoding.forEach((image) => image.painted());
    await nextFrame();
    expect(entryScripts()).toHaveLength(1);
    page.restore();
  });

  it('on a phone in Chromium: once the browser reports the picture on the screen', async () => {
    type Entries = { getEntries(): { element: Element }[] };
    let report: ((...elements: Element[]) => void) | undefined;
    let observed: unknown;
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['element', 'largest-contentful-paint'];
        constructor(private readonly seen: (list: Entries) => void) {}
        observe(options: unknown) {
          observed = options;
          report = (...elements) =>
            this.seen({ getEntries: () => elements.map((element) => ({ element })) });
        }
        disconnect() {
          report = undefined;
        }
      },
    );
    await open('#/product/3', withApp);
    expect(observed).toEqual({ type: 'element', buffered: true });
    const picture = layer()!.querySelector('img')!;
    expect(picture.getAttribute('elementtiming')).toBe('first-picture');
    // Not a frame later: once the frame that shows it has been presented.
    await nextFrame();
    expect(decoding).toEqual([]);
    expect(entryScripts()).toEqual([]);
    report!(document.createElement('img'));
    expect(entryScripts()).toEqual([]);
    report!(picture);
    expect(entryScripts()).toHaveLength(1);
    expect(report).toBeUndefined();
  });

  it('on a phone, when the picture cannot be loaded or the answer names none: at once', async () => {
    await open('#/product/3', withApp);
    decoding[0]!.failed();
    await nextFrame();
    expect(entryScripts()).toHaveLength(1);

    document.head.querySelectorAll('link, script[src]').forEach((tag) => tag.remove());
    // No such product: the answer is a 404, so there is no picture to wait for.
    await open('#/product/99', withApp);
    expect(entryScripts()).toHaveLength(1);
  });

  it('on a phone, three seconds at the most, however slow the picture', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '#/product/3');
    new Function(withApp)();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(entryScripts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(entryScripts()).toHaveLength(1);
  });
});
