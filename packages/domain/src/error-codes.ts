/**
 * Every stable error code the API answers, with its HTTP status and the sentence used when the
 * server has nothing more specific to say. The server can only throw codes listed here (AppError
 * takes an ErrorCode), the OpenAPI document lists them, and the web reads the same table.
 * Adding a code is one line.
 */
export const ERROR_CODES = {
  // 400: the request itself is wrong
  VALIDATION_FAILED: [400, 'The request is not valid.'],
  BAD_REQUEST: [400, 'The request is not valid.'],
  BAD_JSON: [400, 'The request body is not valid JSON.'],
  BAD_URL: [400, 'The address of this request is not valid.'],
  INVALID_TEXT: [400, 'The text contains characters we cannot store.'],
  UNKNOWN_PARAMETER: [400, 'This request has a parameter we do not know.'],
  NEW_USER_DETAILS_NEEDED: [400, 'Please tell us your name and email.'],
  OTP_EXPIRED: [400, 'This OTP has expired. Please request a new OTP.'],
  OTP_INCORRECT: [400, 'The OTP is not correct.'],
  OTP_ALREADY_USED: [400, 'This OTP has already been used. Please request a new OTP.'],
  OTP_NOT_REQUESTED: [400, 'Please request an OTP for this number first.'],
  OTP_TOO_MANY_TRIES: [400, 'Too many wrong tries. Please request a new OTP.'],
  EVENT_IN_FUTURE: [400, 'The event time is in the future.'],
  NOT_SERVICEABLE: [400, 'We do not deliver to this location currently.'],
  OUTSIDE_SERVICE_AREA: [400, 'This point lies outside the service area chosen.'],
  BAD_SIGNATURE: [400, 'The payment could not be verified.'],
  LINK_TO_NO_PAGE: [400, 'The link leads to no page of the shop. Pick the page from the list.'],
  // 401, 403, 404, 405
  NOT_AUTHENTICATED: [401, 'Please log in to continue.'],
  FORBIDDEN: [403, 'You do not have access to this page. Please contact your admin.'],
  NOT_FOUND: [404, 'This was not found.'],
  ACCOUNT_NOT_FOUND: [
    404,
    'No account has this mobile number. Ask them to log in once with it, then try again.',
  ],
  METHOD_NOT_ALLOWED: [405, 'This method is not allowed here.'],
  // 409: the request was fine, but the shop changed underneath it
  CONFLICT: [409, 'This changed while you were looking. Please try again.'],
  OUT_OF_STOCK: [409, 'Some items are no longer available in the quantity asked for.'],
  SLOT_FULL: [409, 'This delivery slot is no longer available.'],
  DELIVERY_FEE_CHANGED: [409, 'The delivery fee has changed.'],
  IDEMPOTENCY_KEY_REUSED: [409, 'This Idempotency-Key was used for another request.'],
  ORDER_NOT_CANCELLABLE: [409, 'This order can no longer be cancelled.'],
  ORDER_STEP_NOT_ALLOWED: [409, 'This order cannot be moved to that status from where it is.'],
  POD_NOT_TO_COLLECT: [409, 'There is no cash to collect for this order.'],
  DISCOUNT_CODE_INVALID: [409, 'This discount code can no longer be used.'],
  DISCOUNT_CODE_EXISTS: [409, 'A discount code with this name already exists.'],
  DISCOUNT_LIMIT_BELOW_USES: [
    409,
    'This code has already been used more times than that limit. A limit cannot go below the uses already made.',
  ],
  ITEM_NOT_IN_SLOT: [409, 'An item cannot be delivered in the chosen slot.'],
  POD_NOT_ALLOWED: [409, 'Pay on delivery is not available for this order.'],
  PAYMENT_NOT_PAYABLE: [409, 'This payment can no longer be made.'],
  ORDER_IN_PROGRESS: [409, 'This order is still being placed. Please wait a moment.'],
  CHECKOUT_REPLACED: [
    409,
    'This checkout was replaced by a newer one (another tab or a changed cart). Please pay for the newer one, or see My Orders.',
  ],
  CHECKOUT_ENDED: [
    409,
    'This checkout ended without its payment, and its items were given back. Please place the order again.',
  ],
  ITEM_NOT_DELIVERED: [409, 'You can review this item once it has been delivered.'],
  REVIEW_EXISTS: [409, 'You have already reviewed this item.'],
  NOT_REPLACEABLE: [409, 'This item cannot be replaced. Please choose another resolution.'],
  TICKET_ALREADY_RESOLVED: [409, 'This ticket is already resolved.'],
  TICKET_STILL_DRAFT: [409, 'This ticket is still a draft: the customer has not confirmed it yet.'],
  ITEM_NOT_RECEIVED: [
    409,
    'This item has not reached the customer, so it cannot be credited or replaced. Cancel the order to refund it, or resolve the ticket with nothing.',
  ],
  ITEM_ALREADY_MADE_GOOD: [
    409,
    'This item has already been refunded, credited or replaced up to what was paid for it.',
  ],
  TICKET_NEEDS_ITEM: [409, 'This ticket names no item, so it can only be resolved with nothing.'],
  ISSUE_NOT_FOR_ORDER: [409, 'This issue cannot be reported for this order.'],
  BATCH_STEP_NOT_ALLOWED: [409, 'This batch cannot be changed that way from where it is.'],
  BATCH_BELOW_ORDERED: [409, 'Orders have already taken more of this batch than that.'],
  DELIVERY_BEFORE_ITS_DAY: [409, 'This order cannot be marked delivered before its delivery day.'],
  CASH_MORE_THAN_DUE: [409, 'That is more cash than this order was to collect.'],
  MAKER_STEP_NOT_ALLOWED: [409, 'This maker cannot be changed that way from where it is.'],
  PRODUCT_NOT_BATCHABLE: [409, 'This product cannot take a new batch.'],
  STORE_NAME_TAKEN: [409, 'Another maker has this store name. Please choose another.'],
  LEAD_ALREADY_TURNED: [409, 'This lead has already been turned into a maker.'],
  LOGIN_RUNS_A_STORE: [
    409,
    'This person already runs a store in the hub. One login runs one store.',
  ],
  PRODUCT_STEP_NOT_ALLOWED: [409, 'This product cannot be changed that way from where it is.'],
  BANNED_INGREDIENTS: [409, 'The ingredients contain a banned ingredient.'],
  PRODUCT_VARIANT_EXISTS: [409, 'This product already comes in that size.'],
  MERCH_NEEDS_PICTURES: [409, 'Please add its pictures before turning it on.'],
  SLOT_BELOW_BOOKED: [409, 'This slot already has more orders than that.'],
  SLOT_HAS_ORDERS: [
    409,
    'This slot has orders. Choose whether to keep them in it or move them to another slot.',
  ],
  SLOT_MOVE_NOT_POSSIBLE: [409, 'The orders cannot be moved to that slot.'],
  STALE_VERSION: [
    409,
    'Someone else changed this while you were editing. Please reload it and make your change again.',
  ],
  // 408-431: time, sizes and formats
  REQUEST_TIMEOUT: [408, 'The request took too long to arrive. Please try again.'],
  PAYLOAD_TOO_LARGE: [413, 'The request is too large.'],
  IMAGE_TOO_LARGE: [413, 'Each photo can be at most 8 MB.'],
  TOO_MANY_IMAGES: [413, 'You can add at most 5 photos.'],
  IMAGE_TYPE_NOT_ALLOWED: [415, 'Please add photos in JPEG, PNG or WebP format.'],
  LAB_REPORT_TOO_LARGE: [413, 'A lab report can be at most 15 MB.'],
  LAB_REPORT_NOT_PDF: [415, 'Please add the lab report as a PDF.'],
  URI_TOO_LONG: [414, 'The address of this request is too long.'],
  UNSUPPORTED_MEDIA_TYPE: [415, 'This content type is not accepted. Please send JSON in UTF-8.'],
  HEADERS_TOO_LARGE: [431, 'The request headers are too large.'],
  // 429: limits
  RATE_LIMITED: [429, 'Too many requests. Please try again later.'],
  OTP_RESEND_TOO_SOON: [429, 'Please wait before asking for another OTP.'],
  OTP_LIMIT_REACHED: [429, 'Too many OTPs were requested. Please try again later.'],
  OTP_REPORTS_TOO_MANY: [429, 'Too many reports. Please try again later.'],
  LOGIN_ATTEMPTS_TOO_MANY: [429, 'Too many login attempts. Please try again later.'],
  // 5xx: ours
  INTERNAL: [500, 'Something went wrong on our side. Please try again.'],
  SMS_NOT_SENT: [503, 'We could not send the OTP right now. Please try again in a minute.'],
  GEOCODER_UNAVAILABLE: [
    503,
    'Place search is not answering right now. Please move the pin by hand.',
  ],
  PAYMENT_GATEWAY_UNAVAILABLE: [503, 'The payment service is not answering. Please try again.'],
  NOT_READY: [503, 'This server is not ready to serve. Please try again in a moment.'],
  DOCUMENT_NOT_MADE: [503, 'The document could not be made just now. Please try again.'],
  DOCUMENTS_BUSY: [503, 'Many documents are being made just now. Please try again in a minute.'],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const errorStatus = (code: ErrorCode): number => ERROR_CODES[code][0];
export const errorSentence = (code: ErrorCode): string => ERROR_CODES[code][1];

/** The code a bare HTTP status stands for, for answers the framework makes itself. */
export const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'NOT_AUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);
