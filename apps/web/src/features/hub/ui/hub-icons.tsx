/** The hub navigation's line icons; decorative (the labels beside them carry the meaning). */

const line = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export const HomeIcon = () => (
  <svg {...line}>
    <path d="M4 11.5 12 5l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5h-5v5H5a1 1 0 0 1-1-1z" />
  </svg>
);

/** Three dots: the rest of the areas, on a phone. */
export const MoreIcon = () => (
  <svg {...line}>
    <circle cx="5" cy="12" r="1.4" />
    <circle cx="12" cy="12" r="1.4" />
    <circle cx="19" cy="12" r="1.4" />
  </svg>
);

/** A crate: stock batches. */
export const BatchIcon = () => (
  <svg {...line}>
    <path d="M4 8.5 12 4l8 4.5v7L12 20l-8-4.5z" />
    <path d="M4 8.5 12 13l8-4.5M12 13v7" />
  </svg>
);

/** A shop front: makers and a seller's own store. */
export const StoreIcon = () => (
  <svg {...line}>
    <path d="M4 9.5 5.5 5h13L20 9.5M4 9.5h16M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0" />
    <path d="M5.5 12.5V20h13v-7.5M10 20v-4.5h4V20" />
  </svg>
);

/** A price tag: products. */
export const TagIcon = () => (
  <svg {...line}>
    <path d="M4 12.6V5a1 1 0 0 1 1-1h7.6l7.1 7.1a1.5 1.5 0 0 1 0 2.1l-6.5 6.5a1.5 1.5 0 0 1-2.1 0z" />
    <circle cx="8.5" cy="8.5" r="1.4" />
  </svg>
);

/** Back to the shop's own pages. */
export const ShopIcon = () => (
  <svg {...line}>
    <path d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </svg>
);

/** A clipboard with lines: the day's orders. */
export const OrdersIcon = () => (
  <svg {...line}>
    <path d="M8 4h8v3H8z" />
    <path d="M8 5.5H6a1 1 0 0 0-1 1V20a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V6.5a1 1 0 0 0-1-1h-2" />
    <path d="M8.5 11h7M8.5 14.5h7M8.5 18h4" />
  </svg>
);

/** A head with a plus: people who asked to sell with us (seller leads). */
export const LeadIcon = () => (
  <svg {...line}>
    <circle cx="10" cy="8.5" r="3.5" />
    <path d="M3.5 20a6.5 6.5 0 0 1 13 0M19 8v6M16 11h6" />
  </svg>
);

/** A head and shoulders: customers. */
export const PersonIcon = () => (
  <svg {...line}>
    <circle cx="12" cy="8.5" r="3.5" />
    <path d="M5 20a7 7 0 0 1 14 0" />
  </svg>
);

/** A percent sign: discount codes. */
export const PercentIcon = () => (
  <svg {...line}>
    <path d="M18 6 6 18" />
    <circle cx="7.5" cy="7.5" r="2.5" />
    <circle cx="16.5" cy="16.5" r="2.5" />
  </svg>
);

/** A speech bubble: customers' tickets. */
export const TicketIcon = () => (
  <svg {...line}>
    <path d="M5 5h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-8l-4 3.5V16H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />
    <path d="M8.5 9.5h7M8.5 12.5h4.5" />
  </svg>
);

/** An arrow turning back: refunds. */
export const RefundIcon = () => (
  <svg {...line}>
    <path d="M9 8H4V3" />
    <path d="M4.5 8A8 8 0 1 1 4 13" />
  </svg>
);

/** A clock: delivery slots. */
export const ClockIcon = () => (
  <svg {...line}>
    <circle cx="12" cy="12" r="8" />
    <path d="M12 7.5V12l3 2" />
  </svg>
);

/** A megaphone: the home page's banners and collections. */
export const MegaphoneIcon = () => (
  <svg {...line}>
    <path d="M4 10v4a1 1 0 0 0 1 1h2l9 4.5V4.5L7 9H5a1 1 0 0 0-1 1z" />
    <path d="M7 15l1.5 5h2.5L10 15.8M19 9.5a3 3 0 0 1 0 5" />
  </svg>
);

/** A folded map: service areas and known locations. */
export const MapIcon = () => (
  <svg {...line}>
    <path d="M9 5 4 7v12l5-2 6 2 5-2V5l-5 2z" />
    <path d="M9 5v12M15 7v12" />
  </svg>
);

/** A speech bubble: the messages the shop sends. */
export const MessageIcon = () => (
  <svg {...line}>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 9h8M8 12h5" />
  </svg>
);
