/**
 * Runtime configuration, from Vite env variables (VITE_*) at build time. Unset, every value is the sandbox's on the
 * app's own origin, so a plain build (`npm start`, dev, e2e) talks to nothing but its origin. A production build
 * sets them all: `npm run build:production` refuses to build while any is still the sandbox's (README table).
 */
/** The VITE_* values a build sees (import.meta.env in the app, Vite's loadEnv in scripts/build-production.ts). */
export type BuildEnv = Readonly<Partial<Record<`VITE_${string}`, string>>>;

/** The sandbox's ids: its own endpoints (Cognito, Segment) go with these ids only, never with real ones. */
export const sandboxIds = {
  userPoolId: 'local_lakbay',
  clientId: 'lakbay-web',
  identityPoolId: 'ap-southeast-1:local-lakbay',
  segmentWriteKey: 'sandbox-write-key',
  webAnalyticsId: 'G-SANDBOX',
} as const;

/** The sandbox's placeholder contact details (contact page): a production build must set real ones. */
export const sandboxContact = { email: 'help@lakbay.example', phone: '(02) 8888 8888' } as const;

const webProtocol = (value: string | undefined): 'http' | 'https' | undefined => (value === 'http' || value === 'https' ? value : undefined);

export function readConfig(env: BuildEnv, origin: string) {
  const host = origin.replace(/^https?:\/\//, '');
  const userPoolId = env.VITE_COGNITO_USER_POOL_ID || sandboxIds.userPoolId;
  const writeKey = env.VITE_SEGMENT_WRITE_KEY || sandboxIds.segmentWriteKey;
  const sandboxCognito = userPoolId === sandboxIds.userPoolId;
  const sandboxSegment = writeKey === sandboxIds.segmentWriteKey;
  return {
    apiBaseUrl: env.VITE_API_BASE_URL ?? '',
    authBasePath: env.VITE_AUTH_BASE_PATH ?? '/api/auth',
    /** Where a captcha challenge comes from after UAS-E512 (same `{ id, question }` shape as the sandbox's). */
    captchaUrl: env.VITE_CAPTCHA_URL || '/sandbox/api/captcha',
    cognito: {
      region: env.VITE_COGNITO_REGION || 'ap-southeast-1',
      userPoolId,
      clientId: env.VITE_COGNITO_CLIENT_ID || sandboxIds.clientId,
      identityPoolId: env.VITE_COGNITO_IDENTITY_POOL_ID || sandboxIds.identityPoolId,
      /** Unset with a real pool: the SDK derives AWS's endpoint. The sandbox's /cognito only serves its own pool. */
      endpoint: env.VITE_COGNITO_ENDPOINT || (sandboxCognito ? `${origin}/cognito` : undefined),
    },
    segment: {
      writeKey,
      /** Unset with a real key: Segment's own CDN and API (the library's defaults). */
      cdnUrl: env.VITE_SEGMENT_CDN_URL || (sandboxSegment ? `${origin}/segment/cdn` : 'https://cdn.segment.com'),
      apiHost: env.VITE_SEGMENT_API_HOST || (sandboxSegment ? `${host}/segment/v1` : 'api.segment.io/v1'),
      // Only 'http' or 'https' is taken from the environment; anything else is the default for where the app runs.
      protocol: webProtocol(env.VITE_SEGMENT_PROTOCOL) ?? (sandboxSegment && origin.startsWith('http:') ? 'http' : 'https'),
    },
    tracker: {
      /** Customer-messaging tracker and web-analytics tag endpoints (sandbox collector by default). */
      customerMessagingUrl: env.VITE_CIO_URL || `${origin}/segment/cio`,
      webAnalyticsUrl: env.VITE_GA_URL || `${origin}/segment/ga`,
      webAnalyticsId: env.VITE_GA_MEASUREMENT_ID || sandboxIds.webAnalyticsId,
    },
    sessionReplay: {
      /**
       * Base URL of the session replay sink (spec §9 monitoring; contract src/api/contract/replay.ts). Default: the
       * sandbox's sink on our own origin. An empty VITE_SESSION_REPLAY_URL turns monitoring off.
       */
      url: env.VITE_SESSION_REPLAY_URL ?? `${origin}/replay/v1`,
    },
    /** Hosts (besides our own origin) a redirectUrl may point at. Comma-separated. */
    redirectAllowlist: (env.VITE_REDIRECT_ALLOWLIST ?? '').split(',').map((h: string) => h.trim()).filter(Boolean),
    appVersion: env.VITE_APP_VERSION || '0.1.0',
    /** Where borrowers reach support (contact page). */
    support: { email: env.VITE_SUPPORT_EMAIL || sandboxContact.email, phone: env.VITE_SUPPORT_PHONE || sandboxContact.phone },
  };
}

export type Config = ReturnType<typeof readConfig>;

/**
 * The variables a production build must set, each with how to tell that the built app would still use the
 * sandbox (a value on the app's own origin, or one of the sandbox's ids). Read by scripts/build-production.ts.
 */
export const productionVariables: readonly { name: string; meaning: string; sandbox: (c: Config, own: string) => boolean }[] = [
  { name: 'VITE_API_BASE_URL', meaning: 'lending platform API', sandbox: (c, own) => onOrigin(c.apiBaseUrl, own) },
  { name: 'VITE_COGNITO_USER_POOL_ID', meaning: 'Cognito user pool', sandbox: (c) => c.cognito.userPoolId === sandboxIds.userPoolId },
  { name: 'VITE_COGNITO_CLIENT_ID', meaning: 'Cognito app client', sandbox: (c) => c.cognito.clientId === sandboxIds.clientId },
  { name: 'VITE_COGNITO_IDENTITY_POOL_ID', meaning: 'Cognito identity pool', sandbox: (c) => c.cognito.identityPoolId === sandboxIds.identityPoolId },
  { name: 'VITE_COGNITO_ENDPOINT', meaning: "Cognito endpoint: leave unset, AWS's once the pool id is real", sandbox: (c, own) => onOrigin(c.cognito.endpoint, own) },
  { name: 'VITE_CAPTCHA_URL', meaning: 'captcha challenge after UAS-E512', sandbox: (c, own) => onOrigin(c.captchaUrl, own) },
  { name: 'VITE_SEGMENT_WRITE_KEY', meaning: 'Segment source', sandbox: (c) => c.segment.writeKey === sandboxIds.segmentWriteKey },
  { name: 'VITE_SEGMENT_CDN_URL', meaning: "Segment settings CDN: unset is Segment's own once the write key is real", sandbox: (c, own) => onOrigin(c.segment.cdnUrl, own) },
  { name: 'VITE_SEGMENT_API_HOST', meaning: "Segment tracking API: unset is Segment's own once the write key is real", sandbox: (c, own) => onOrigin(c.segment.apiHost, own) },
  { name: 'VITE_CIO_URL', meaning: 'customer-messaging tracker', sandbox: (c, own) => onOrigin(c.tracker.customerMessagingUrl, own) },
  { name: 'VITE_GA_URL', meaning: 'web-analytics tag', sandbox: (c, own) => onOrigin(c.tracker.webAnalyticsUrl, own) },
  { name: 'VITE_GA_MEASUREMENT_ID', meaning: 'web-analytics property', sandbox: (c) => c.tracker.webAnalyticsId === sandboxIds.webAnalyticsId },
  { name: 'VITE_SESSION_REPLAY_URL', meaning: 'session replay sink, or empty for none', sandbox: (c, own) => c.sessionReplay.url !== '' && onOrigin(c.sessionReplay.url, own) },
  { name: 'VITE_SUPPORT_EMAIL', meaning: 'support e-mail on the contact page', sandbox: (c) => c.support.email === sandboxContact.email },
  { name: 'VITE_SUPPORT_PHONE', meaning: 'support phone number on the contact page', sandbox: (c) => c.support.phone === sandboxContact.phone },
];

/** A value that would reach the app's own origin: a path, or a URL (or host, for Segment) on `own`. */
function onOrigin(url: string | undefined, own: string): boolean {
  if (url === undefined) return false;
  return url === '' || url.startsWith('/') || url.startsWith(own) || url.startsWith(own.replace(/^https?:\/\//, ''));
}

const origin = typeof location === 'undefined' ? 'http://127.0.0.1:5173' : location.origin;

// Under Node (scripts/build-production.ts reads productionVariables) there is no import.meta.env.
export const config = readConfig(import.meta.env ?? {}, origin);
