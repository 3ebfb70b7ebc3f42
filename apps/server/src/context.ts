import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { CatalogueChanges } from './http/catalogue-changes';
import type { PublicCache } from './http/public-cache';
import type { Geocoder } from './providers/geo/geocoder';
import type { MediaStore } from './providers/media-store/media-store';
import type { PaymentGateway } from './providers/payments/payment-gateway';
import type { RateLimiter } from './providers/rate-limit/rate-limiter';
import type { SmsOutbox } from './providers/sms/sms-outbox';
import type { SmsSender } from './providers/sms/sms-sender';

/** What every module is given: no globals, so tests build as many apps as they like. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  publicCache: PublicCache;
  /** Drops the copies above (and any module's memo) on every instance when the catalogue changes. */
  catalogueChanges: CatalogueChanges;
  /** The clock; tests move it. */
  now: () => Date;
  /** Sends login codes (SMS_PROVIDER). */
  sms: SmsSender;
  /** The console sender's last message per number, outside production only. */
  smsOutbox: SmsOutbox | undefined;
  /** Request counters shared by every instance when REDIS_URL is set. */
  limits: RateLimiter;
  /** Place search and reverse geocoding for the address map (GEOCODER). */
  geocoder: Geocoder;
  /** The card payment provider (PAYMENT_GATEWAY): the local simulator or Razorpay. */
  payments: PaymentGateway;
  /** Where stored files live (MEDIA_STORE): this machine's folders or an S3 bucket. */
  media: MediaStore;
}
