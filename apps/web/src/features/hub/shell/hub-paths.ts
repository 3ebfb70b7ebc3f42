/** The hub's routes (under #/hub) and the helpers that build links to them. */
export const hubPaths = {
  home: '/hub',
  /** `search` is a list's query ('?status=planned'), so a link opens that list. */
  batches: (search = '') => `/hub/batches${search}`,
  newBatch: (search = '') => `/hub/batches/new${search}`,
  batch: (id: number) => `/hub/batches/${id}`,
  products: (search = '') => `/hub/products${search}`,
  newProduct: '/hub/products/new',
  product: (id: number) => `/hub/products/${id}`,
  makers: (search = '') => `/hub/makers${search}`,
  maker: (id: number) => `/hub/makers/${id}`,
  store: '/hub/store',
  orders: (search = '') => `/hub/orders${search}`,
  slots: (search = '') => `/hub/slots${search}`,
  slotTemplates: '/hub/slots/templates',
  cashRun: (slot: number) => `/hub/orders/cash/${slot}`,
  customers: (search = '') => `/hub/customers${search}`,
  codes: (search = '') => `/hub/codes${search}`,
  newCode: '/hub/codes/new',
  code: (id: number) => `/hub/codes/${id}`,
  tickets: (search = '') => `/hub/tickets${search}`,
  ticket: (id: number) => `/hub/tickets/${id}`,
} as const;
