/** Every route of the shop and the helpers that build links to them. */
export const paths = {
  home: '/',
  product: (id: number) => `/product/${id}`,
  category: (id: number, name: string, subId = 0, subName = 'All') =>
    `/category/${id}/${encodeURIComponent(name)}/${subId}/${encodeURIComponent(subName)}`,
  collection: (id: number, name: string) => `/collection/${id}/${encodeURIComponent(name)}`,
  search: (keyword?: string) =>
    keyword ? `/search?keyword=${encodeURIComponent(keyword)}` : '/search',
  cart: '/cart',
  login: (redirect?: string) =>
    redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login',
  loginVerify: (redirect?: string) =>
    redirect ? `/login/verify/?redirect=${encodeURIComponent(redirect)}` : '/login/verify/',
  shipping: '/shipping',
  createAddress: '/shipping/create-address',
  deliverySlots: (addressId: number) => `/delSlots/${addressId}`,
  checkout: (addressId: number) => `/checkout/${addressId}`,
  orderConfirm: (id: number) => `/order/confirm/${id}`,
  myOrders: '/myorders',
  order: (id: number) => `/order/${id}`,
  createReview: (orderItemId: number, name: string) =>
    `/create-review/${orderItemId}/${encodeURIComponent(name)}`,
  help: (orderId?: number) => (orderId ? `/help/${orderId}` : '/help'),
  profile: '/profile',
  onboarding: '/onboarding',
  seller: (id: number) => `/seller/${id}`,
  newProducts: '/newproducts',
  prohibitedItems: '/prohibited-items',
  aboutUs: '/about-us',
  privacy: '/privacy',
  contactUs: '/contact-us',
  shippingPolicy: '/shipping-policy',
  terms: '/tnc',
  hub: '/hub',
} as const;

/** Where `?redirect=` sends the customer after login: 'shipping' means /shipping; only shop paths are allowed. */
export function redirectTarget(redirect: string | null): string {
  if (!redirect) return paths.home;
  const target = redirect.startsWith('/') ? redirect : `/${redirect}`;
  return target.startsWith('//') ? paths.home : target;
}
