import { HUB_ROLES, type HubRole } from '@makers-pantry/domain/hub';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import {
  BatchIcon,
  ClockIcon,
  LeadIcon,
  MapIcon,
  MegaphoneIcon,
  MessageIcon,
  OrdersIcon,
  PercentIcon,
  PersonIcon,
  RefundIcon,
  StoreIcon,
  TagIcon,
  TicketIcon,
} from '../ui/hub-icons';

/**
 * The hub's areas: one entry each gives the area its place in the navigation and its routes.
 *
 * To add an area (products, orders...): write its pages as a route table of their own
 * (`useAreaPages` of area-pages.tsx, paths relative to /hub/<path>/) in
 * features/hub/<area>/<area>-routes.tsx, and add one entry here.
 * The area's code loads when it is first opened, never with the shop or the rest of the hub.
 */
export interface HubArea {
  /** Its address under /hub/, also the start of every page of the area. */
  path: string;
  /** Its name in the navigation and on the hub's home page. */
  label: string;
  /** One line on the hub's home page: what the area is for. */
  description: string;
  icon: ReactNode;
  /** Who sees it; anyone else opening its address gets the 403 view. */
  roles: readonly HubRole[];
  Screens: LazyExoticComponent<ComponentType>;
  /** What needs someone today, shown under the area's card on the home page (links to lists). */
  Attention?: LazyExoticComponent<ComponentType>;
}

/** A component of an area, loaded on first use. */
const lazyNamed = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) => lazy(async () => ({ default: (await load())[name] }));

export const HUB_AREAS: readonly HubArea[] = [
  {
    path: 'orders',
    label: 'Orders',
    description: "A day's orders by slot: pick lists, slips, packing, dispatch and cash.",
    icon: <OrdersIcon />,
    roles: ['ops', 'admin'],
    Screens: lazyNamed(() => import('../orders/order-routes'), 'OrderRoutes'),
  },
  {
    path: 'slots',
    label: 'Slots',
    description: "A day's delivery slots: capacity, closing one, and the week's templates.",
    icon: <ClockIcon />,
    roles: ['ops', 'admin'],
    Screens: lazyNamed(() => import('../slots/slot-routes'), 'SlotRoutes'),
  },
  {
    path: 'batches',
    label: 'Batches',
    description: 'Plan stock, receive it at the hub and pass it at the quality check.',
    icon: <BatchIcon />,
    roles: HUB_ROLES,
    Screens: lazyNamed(() => import('../batches/batch-routes'), 'BatchRoutes'),
    Attention: lazyNamed(() => import('../batches/components/batch-attention'), 'BatchAttention'),
  },
  {
    path: 'products',
    label: 'Products',
    description: 'List products with photos and a lab report; ops approve or reject them.',
    icon: <TagIcon />,
    roles: HUB_ROLES,
    Screens: lazyNamed(() => import('../products/product-routes'), 'ProductRoutes'),
  },
  {
    path: 'makers',
    label: 'Makers',
    description: 'Every maker by state; suspend or reinstate one, edit a store profile.',
    icon: <StoreIcon />,
    roles: ['ops', 'admin'],
    Screens: lazyNamed(() => import('../makers/maker-routes'), 'MakerRoutes'),
  },
  {
    path: 'leads',
    label: 'Leads',
    description: 'People who asked to sell, turned into makers; login problems to call back.',
    icon: <LeadIcon />,
    roles: ['ops', 'admin'],
    Screens: lazyNamed(() => import('../leads/lead-routes'), 'LeadRoutes'),
  },
  {
    path: 'customers',
    label: 'Customers',
    description: 'Find a customer by mobile: orders, tickets, credit and pay on delivery.',
    icon: <PersonIcon />,
    roles: ['ops', 'admin'],
    Screens: lazyNamed(() => import('../customers/customer-routes'), 'CustomerRoutes'),
  },
  {
    path: 'tickets',
    label: 'Tickets',
    description: "Customers' tickets with their photos: replace, credit or answer each.",
    icon: <TicketIcon />,
    roles: ['ops', 'admin'],
    Screens: lazyNamed(() => import('../tickets/ticket-routes'), 'TicketRoutes'),
  },
  {
    path: 'refunds',
    label: 'Refunds',
    description: 'Refunds not yet done, those that keep failing first; ask the gateway again.',
    icon: <RefundIcon />,
    roles: ['ops', 'admin'],
    Screens: lazyNamed(() => import('../refunds/refund-routes'), 'RefundRoutes'),
  },
  {
    path: 'codes',
    label: 'Codes',
    description: 'Discount codes: percent, cap, dates, limits, and who used each.',
    icon: <PercentIcon />,
    roles: ['ops', 'admin'],
    Screens: lazyNamed(() => import('../codes/code-routes'), 'CodeRoutes'),
  },
  {
    path: 'merch',
    label: 'Merchandising',
    description: "The home page's banners and collections: pictures, order and schedule.",
    icon: <MegaphoneIcon />,
    roles: ['ops', 'admin'],
    Screens: lazyNamed(() => import('../merch/merch-routes'), 'MerchRoutes'),
  },
  {
    path: 'areas',
    label: 'Areas',
    description: 'The service areas on the map and the known apartments customers pick from.',
    icon: <MapIcon />,
    roles: ['ops', 'admin'],
    Screens: lazyNamed(() => import('../areas/area-routes'), 'AreaRoutes'),
  },
  {
    path: 'messages',
    label: 'Messages',
    description: 'The SMS and WhatsApp texts in each language, with their DLT ids.',
    icon: <MessageIcon />,
    roles: ['ops', 'admin'],
    Screens: lazyNamed(() => import('../messages/message-routes'), 'MessageRoutes'),
  },
  {
    path: 'my-orders',
    label: 'Orders',
    description: 'What to prepare for the next days, by slot, and tickets about your products.',
    icon: <OrdersIcon />,
    roles: ['seller'],
    Screens: lazyNamed(() => import('../maker-orders/maker-order-routes'), 'MakerOrderRoutes'),
  },
  {
    path: 'store',
    label: 'My store',
    description: 'The store profile customers see on your page.',
    icon: <StoreIcon />,
    roles: ['seller'],
    Screens: lazyNamed(() => import('../makers/maker-routes'), 'StoreRoutes'),
  },
];

export const areasFor = (role: HubRole) => HUB_AREAS.filter((area) => area.roles.includes(role));
