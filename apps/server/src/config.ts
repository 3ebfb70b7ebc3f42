import path from 'node:path';
import { z } from 'zod';
import { parseTemplateList } from './providers/messages/template-table';

/**
 * A list of registered templates, `key=value` pairs separated by commas (README: Messages); a bad
 * pair stops start-up naming it.
 */
const templateList = <T>(what: string, parseValue: (value: string) => T | undefined) =>
  z.string().transform((text, ctx) => {
    try {
      return parseTemplateList(text, parseValue);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: `has ${(error as Error).message} (${what})` });
      return z.NEVER;
    }
  });

/** MSG91's flow template id and the DLT template id TRAI gave the same text: `6571f0d2:1107170000000000001`. */
const msg91Template = (value: string) => {
  const match = /^([A-Za-z0-9]{1,40}):(\d{12,25})$/.exec(value);
  return match ? { templateId: match[1] ?? '', dltTemplateId: match[2] ?? '' } : undefined;
};
const whatsAppTemplate = (value: string) => (/^[a-z0-9_]{1,512}$/.test(value) ? value : undefined);

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting the server reads from the environment (README: Configuration). */
const environment = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    UPLOAD_DIR: z.string().min(1).default('.uploads'),
    /** Says UPLOAD_DIR is one disk every instance sees (a network volume); checked in production. */
    MEDIA_DIR_SHARED: flag.default(false),
    PRIVATE_UPLOAD_DIR: z.string().min(1).default('.private-uploads'),
    /** Where stored files live (decision 045): this machine's two folders, or one S3 bucket. */
    MEDIA_STORE: z.enum(['disk', 's3']).default('disk'),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be a URL such as http://127.0.0.1:9000' })
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: flag.optional(),
    TRUST_PROXY: z.string().optional(),
    SMS_PROVIDER: z.enum(['console', 'http']).default('console'),
    SMS_HTTP_URL: z.url().optional(),
    SMS_HTTP_API_KEY: z.string().optional(),
    SMS_HTTP_TEMPLATE: z
      .string()
      .includes('{otp}', { message: 'must contain {otp}' })
      .default('{otp} is your Makers Pantry login code. It is valid for 10 minutes.'),
    /** Who sends the shop's messages by SMS (decision 059): the console (embedded default) or MSG91. */
    MESSAGE_SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
    MSG91_AUTH_KEY: z.string().optional(),
    /** The six-letter DLT header (sender id) the SMS come from. */
    MSG91_SENDER_ID: z
      .string()
      .regex(/^[A-Z]{6}$/, 'must be the six capital letters of the DLT header')
      .optional(),
    /** `key[.language]=msg91TemplateId:dltTemplateId`, comma-separated, one per registered text. */
    MSG91_TEMPLATES: templateList(
      'each is key=msg91TemplateId:dltTemplateId',
      msg91Template,
    ).optional(),
    /** The secret MSG91's delivery report callback URL carries (`?secret=`). */
    MSG91_REPORT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    /** MSG91's API host; only a stand-in server (tests) would change it. */
    MSG91_API_URL: z.url().default('https://control.msg91.com'),
    /** WhatsApp Business Cloud API: set the token to send WhatsApp to customers who agreed to it. */
    WHATSAPP_TOKEN: z.string().optional(),
    WHATSAPP_PHONE_NUMBER_ID: z
      .string()
      .regex(/^\d{5,30}$/, 'must be the number id (digits)')
      .optional(),
    /** The Meta app's secret: the webhook's X-Hub-Signature-256 is checked with it. */
    WHATSAPP_APP_SECRET: z.string().optional(),
    /** What the webhook's GET verification must present (typed in Meta's app dashboard too). */
    WHATSAPP_VERIFY_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** `key[.language]=approved_template_name`, comma-separated. */
    WHATSAPP_TEMPLATES: templateList(
      'each is key=approved_template_name',
      whatsAppTemplate,
    ).optional(),
    WHATSAPP_API_URL: z.url().default('https://graph.facebook.com'),
    WHATSAPP_API_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/, "must look like 'v21.0'")
      .default('v21.0'),
    /** Keys the HMAC of stored OTPs, so a leaked otp_challenges table alone reveals no code. */
    OTP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    PAYMENT_GATEWAY: z.enum(['simulator', 'razorpay']).default('simulator'),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    /** Razorpay's API host; only a stand-in server (tests) would change it. */
    RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
    /** Minutes an unpaid online order keeps its stock, slot places and discount use. */
    PAYMENT_HOLD_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
    GEOCODER: z.enum(['gazetteer', 'nominatim']).default('gazetteer'),
    GEOCODER_URL: z.url().optional(),
    MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    SEED_DEMO: flag.optional(),
    /** Seconds a public catalogue answer is reused in memory; 0 turns the cache off (benchmarks). */
    CATALOGUE_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
    /**
     * Searches and cart checks one client address may make a minute (each counted apart); far
     * above a family sharing one connection, low enough that one address cannot hog the server.
     * 0 turns the limit off (load tests).
     */
    PUBLIC_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(600),
    /**
     * Requests one login may make a minute to the hub's routes, all counted together; 0 turns
     * the limit off (load tests).
     */
    HUB_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(600),
    /** Days a login lasts at most, however often it is used (30 days after last use otherwise). */
    SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(90),
    /**
     * The IST hours quick delivery runs, 'first-last' (hourly windows from first until last).
     * A quick slot is offered only while it can deliver now, so outside these hours there is none.
     */
    QUICK_DELIVERY_HOURS: z
      .string()
      .regex(/^\d{1,2}-\d{1,2}$/, "must look like '7-22' (first hour - last hour, IST)")
      .transform((text) => {
        const [first, last] = text.split('-').map(Number) as [number, number];
        return { first, last };
      })
      .refine(({ first, last }) => first < last && last <= 24, {
        message: 'must be hours from 0 to 24, the first before the last',
      })
      .default({ first: 7, last: 22 }),
    /**
     * What this process does: `all` serves the API and runs the background jobs, `server` only
     * the API, `worker` only the jobs (it answers the health routes and nothing else).
     */
    ROLE: z.enum(['all', 'server', 'worker']).default('all'),
    /** After SIGTERM, seconds the shop keeps serving while readiness says 503 (the proxy moves away). */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(5),
    /** Then, seconds in-flight requests have to finish before their connections are cut. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(20),
    /** Seconds between the job runner's looks for due jobs. */
    JOB_TICK_SECONDS: z.coerce.number().min(0.1).max(600).default(10),
    /**
     * Seconds every job's lease lasts instead of its own length (each job's lease is sized to it:
     * decision 046); only tests shorten it, to see a takeover without waiting minutes.
     */
    JOB_LEASE_SECONDS: z.coerce.number().min(1).max(3600).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .superRefine((env, ctx) => {
    const need = (name: keyof typeof env, why: string) => {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `is required ${why}` });
    };
    if (env.SMS_PROVIDER === 'http') {
      need('SMS_HTTP_URL', 'when SMS_PROVIDER=http');
      need('SMS_HTTP_API_KEY', 'when SMS_PROVIDER=http');
    }
    if (env.PAYMENT_GATEWAY === 'razorpay') {
      need('RAZORPAY_KEY_ID', 'when PAYMENT_GATEWAY=razorpay');
      need('RAZORPAY_KEY_SECRET', 'when PAYMENT_GATEWAY=razorpay');
      need('RAZORPAY_WEBHOOK_SECRET', 'when PAYMENT_GATEWAY=razorpay');
    }
    if (env.MESSAGE_SMS_PROVIDER === 'msg91') {
      const why = 'when MESSAGE_SMS_PROVIDER=msg91';
      need('MSG91_AUTH_KEY', why);
      need('MSG91_SENDER_ID', why);
      need('MSG91_TEMPLATES', why);
      need('MSG91_REPORT_SECRET', why);
    }
    if (env.WHATSAPP_TOKEN) {
      const why = 'with WHATSAPP_TOKEN';
      need('WHATSAPP_PHONE_NUMBER_ID', why);
      need('WHATSAPP_APP_SECRET', why);
      need('WHATSAPP_VERIFY_TOKEN', why);
      need('WHATSAPP_TEMPLATES', why);
    }
    if (env.GEOCODER === 'nominatim') need('GEOCODER_URL', 'when GEOCODER=nominatim');
    if (env.MEDIA_STORE === 's3') need('S3_BUCKET', 'when MEDIA_STORE=s3');
    if (env.S3_ACCESS_KEY_ID) need('S3_SECRET_ACCESS_KEY', 'with S3_ACCESS_KEY_ID');
    if (env.S3_SECRET_ACCESS_KEY) need('S3_ACCESS_KEY_ID', 'with S3_SECRET_ACCESS_KEY');
    if (env.NODE_ENV === 'production') {
      need('DATABASE_URL', 'in production');
      need('OTP_SECRET', 'in production');
      need(
        'REDIS_URL',
        'in production: without it every instance counts login codes and rate limits on its own',
      );
      need(
        'TRUST_PROXY',
        "in production (an explicit value, 'false' allowed): behind a proxy every customer would otherwise have the proxy's address and share one login-code budget",
      );
      if (env.MEDIA_STORE === 'disk' && !env.MEDIA_DIR_SHARED)
        ctx.addIssue({
          code: 'custom',
          path: ['MEDIA_STORE'],
          message:
            'is disk in production, but MEDIA_DIR_SHARED is not true: files uploaded through one instance would be missing on the others (use MEDIA_STORE=s3, or set MEDIA_DIR_SHARED=true when UPLOAD_DIR is one disk every instance sees)',
        });
      if (env.SMS_PROVIDER === 'console')
        ctx.addIssue({
          code: 'custom',
          path: ['SMS_PROVIDER'],
          message: 'cannot be console in production',
        });
      if (env.MESSAGE_SMS_PROVIDER === 'console')
        ctx.addIssue({
          code: 'custom',
          path: ['MESSAGE_SMS_PROVIDER'],
          message:
            "cannot be console in production: customers' order messages would only reach the log",
        });
      if (env.PAYMENT_GATEWAY === 'simulator')
        ctx.addIssue({
          code: 'custom',
          path: ['PAYMENT_GATEWAY'],
          message: 'cannot be simulator in production',
        });
    }
  });

export type Config = ReturnType<typeof loadConfig>;

/** Public on purpose: outside production a fixed key keeps OTPs valid across restarts. */
const DEVELOPMENT_OTP_SECRET = 'makers-pantry-development-otp-secret-not-for-production';

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops start-up with a sentence naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = environment.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}.`);
  }
  const e = parsed.data;
  return {
    ...e,
    isProduction: e.NODE_ENV === 'production',
    otpSecret: e.OTP_SECRET ?? DEVELOPMENT_OTP_SECRET,
    dataDir: path.resolve(e.DATA_DIR),
    uploadDir: path.resolve(e.UPLOAD_DIR),
    /** Customers' ticket photos: never under /media; served only through an owner check. */
    privateUploadDir: path.resolve(e.PRIVATE_UPLOAD_DIR),
    /** Seed the demo catalogue into an empty database: on by default for the embedded database only. */
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
  };
}

/**
 * The configuration for a command (serve, migrate, the seed scripts), which has nothing to do
 * without one: when it is not valid, its sentence is said and the process ends.
 */
export function configOrExit(say: (sentence: string) => void = console.error): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    say(error.message);
    process.exit(1);
  }
}
