import type { QueryClient } from '@tanstack/react-query';
import { createHashRouter, type RouteObject } from 'react-router';
import { NotFound } from '../components/ui/not-found';
import { AppLayout, ScreenOutline } from './layout/app-layout';
import { RequireLogin } from './require-login';
import { RouteError } from './route-error';
import { routeData } from './route-data';

type ScreenModule = Record<string, React.ComponentType>;

/** Screens load on demand: each route fetches only its own code. */
const screen =
  (load: () => Promise<ScreenModule>, name: string): RouteObject['lazy'] =>
  async () => {
    const module = await load();
    return { Component: module[name] };
  };

const loginRequired = (route: RouteObject): RouteObject => ({
  element: <RequireLogin />,
  children: [route],
});

/**
 * Until a screen's code (and loader) is in, the route shows an outline in the layout's page. The
 * fallback sits on the screen's route, not the layout's, so the bars and footer mount once; with
 * it on the layout, React would build them twice on the first visit (fallback, then the real one).
 */
const withOutline = (route: RouteObject): RouteObject => {
  if (route.lazy) return { ...route, HydrateFallback: ScreenOutline };
  if (route.index || !route.children) return route;
  return { ...route, children: route.children.map(withOutline) };
};

/** The one route table; one line per screen. `client` is where routes start their data. */
export const createRoutes = (client: QueryClient): RouteObject[] => {
  const data = routeData(client);
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        {
          index: true,
          loader: data.home,
          lazy: screen(() => import('../features/catalog/screens/home-screen'), 'HomeScreen'),
        },
        {
          path: 'product/:id',
          loader: data.product,
          lazy: screen(() => import('../features/catalog/screens/product-screen'), 'ProductScreen'),
        },
        {
          path: 'category/:id/:name/:sid/:subName',
          loader: data.category,
          lazy: screen(
            () => import('../features/catalog/screens/category-screen'),
            'CategoryScreen',
          ),
        },
        {
          path: 'collection/:id/:name',
          lazy: screen(
            () => import('../features/catalog/screens/collection-screen'),
            'CollectionScreen',
          ),
        },
        {
          path: 'search',
          loader: data.search,
          lazy: screen(() => import('../features/search/screens/search-screen'), 'SearchScreen'),
        },
        {
          path: 'cart/:id?',
          lazy: screen(() => import('../features/cart/screens/cart-screen'), 'CartScreen'),
        },
        {
          path: 'login',
          lazy: screen(() => import('../features/accounts/screens/login-screen'), 'LoginScreen'),
        },
        {
          path: 'login/verify',
          lazy: screen(() => import('../features/accounts/screens/verify-screen'), 'VerifyScreen'),
        },
        loginRequired({
          path: 'profile',
          lazy: screen(
            () => import('../features/accounts/screens/profile-screen'),
            'ProfileScreen',
          ),
        }),
        loginRequired({
          path: 'shipping',
          lazy: screen(
            () => import('../features/addresses/screens/shipping-screen'),
            'ShippingScreen',
          ),
        }),
        loginRequired({
          path: 'shipping/create-address',
          lazy: screen(
            () => import('../features/addresses/screens/create-address-screen'),
            'CreateAddressScreen',
          ),
        }),
        loginRequired({
          path: 'delSlots/:addressId',
          lazy: screen(
            () => import('../features/delivery/screens/delivery-slots-screen'),
            'DeliverySlotsScreen',
          ),
        }),
        loginRequired({
          path: 'myorders',
          lazy: screen(
            () => import('../features/orders/screens/my-orders-screen'),
            'MyOrdersScreen',
          ),
        }),
        loginRequired({
          path: 'order/:id',
          lazy: screen(
            () => import('../features/orders/screens/order-detail-screen'),
            'OrderDetailScreen',
          ),
        }),
        loginRequired({
          path: 'checkout/:addressId',
          lazy: screen(
            () => import('../features/checkout/screens/checkout-screen'),
            'CheckoutScreen',
          ),
        }),
        loginRequired({
          path: 'order/confirm/:id',
          lazy: screen(
            () => import('../features/checkout/screens/order-confirmed-screen'),
            'OrderConfirmedScreen',
          ),
        }),
        loginRequired({
          path: 'help/:orderId?',
          lazy: screen(() => import('../features/support/screens/help-screen'), 'HelpScreen'),
        }),
        loginRequired({
          path: 'create-review/:id/:name',
          lazy: screen(
            () => import('../features/reviews/screens/create-review-screen'),
            'CreateReviewScreen',
          ),
        }),
        loginRequired({
          path: 'onboarding',
          lazy: screen(
            () => import('../features/support/screens/onboarding-screen'),
            'OnboardingScreen',
          ),
        }),
        {
          path: 'seller/:id',
          lazy: screen(() => import('../features/catalog/screens/seller-screen'), 'SellerScreen'),
        },
        {
          path: 'newproducts',
          lazy: screen(
            () => import('../features/catalog/screens/new-products-screen'),
            'NewProductsScreen',
          ),
        },
        {
          path: 'prohibited-items',
          lazy: screen(
            () => import('../features/content/screens/prohibited-items-screen'),
            'ProhibitedItemsScreen',
          ),
        },
        {
          path: 'about-us',
          lazy: screen(
            () => import('../features/content/screens/about-us-screen'),
            'AboutUsScreen',
          ),
        },
        {
          path: 'privacy',
          lazy: screen(() => import('../features/content/screens/privacy-screen'), 'PrivacyScreen'),
        },
        {
          path: 'contact-us',
          lazy: screen(
            () => import('../features/content/screens/contact-us-screen'),
            'ContactUsScreen',
          ),
        },
        {
          path: 'shipping-policy',
          lazy: screen(
            () => import('../features/content/screens/shipping-policy-screen'),
            'ShippingPolicyScreen',
          ),
        },
        {
          path: 'tnc',
          lazy: screen(() => import('../features/content/screens/terms-screen'), 'TermsScreen'),
        },
        {
          path: 'test',
          lazy: screen(() => import('../features/content/screens/test-screen'), 'TestScreen'),
        },
        // The 404 card is already in the main bundle (screens show it for unknown ids), so no lazy load.
        { path: '*', element: <NotFound /> },
      ].map(withOutline),
    },
    // The hub (operations console): its own frame, and its own route table for its areas
    // (features/hub/shell/hub-areas.tsx), all loaded only when #/hub is opened, through a door
    // of under 1 kB that brings its outline and error view (decision 032). Every byte here is in
    // every shopper's first script, so this is all the hub may have in it.
    loginRequired({ path: 'hub/*', lazy: () => import('../features/hub/shell/hub-route') }),
  ];
};

export const createRouter = (client: QueryClient) => createHashRouter(createRoutes(client));
