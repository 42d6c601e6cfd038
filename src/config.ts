/**
 * Runtime configuration, from Vite env variables (VITE_*) at build time. Defaults point at the sandbox on the
 * app's own origin, so a plain build talks to nothing but its origin. Production sets every value (README).
 */
const env = import.meta.env;
const origin = typeof location === 'undefined' ? 'http://127.0.0.1:5173' : location.origin;

export const config = {
  apiBaseUrl: env.VITE_API_BASE_URL ?? '',
  authBasePath: env.VITE_AUTH_BASE_PATH ?? '/api/auth',
  cognito: {
    region: env.VITE_COGNITO_REGION ?? 'ap-southeast-1',
    userPoolId: env.VITE_COGNITO_USER_POOL_ID ?? 'local_lakbay',
    clientId: env.VITE_COGNITO_CLIENT_ID ?? 'lakbay-web',
    identityPoolId: env.VITE_COGNITO_IDENTITY_POOL_ID ?? 'ap-southeast-1:local-lakbay',
    /** The sandbox's Cognito-compatible endpoint; unset in production (the SDK derives AWS's). */
    endpoint: env.VITE_COGNITO_ENDPOINT ?? `${origin}/cognito`,
  },
  segment: {
    writeKey: env.VITE_SEGMENT_WRITE_KEY ?? 'sandbox-write-key',
    cdnUrl: env.VITE_SEGMENT_CDN_URL ?? `${origin}/segment/cdn`,
    apiHost: env.VITE_SEGMENT_API_HOST ?? `${origin.replace(/^https?:\/\//, '')}/segment/v1`,
    protocol: (env.VITE_SEGMENT_PROTOCOL ?? (origin.startsWith('https') ? 'https' : 'http')) as 'http' | 'https',
  },
  tracker: {
    /** Customer-messaging tracker and web-analytics tag endpoints (sandbox collector by default). */
    customerMessagingUrl: env.VITE_CIO_URL ?? `${origin}/segment/cio`,
    webAnalyticsUrl: env.VITE_GA_URL ?? `${origin}/segment/ga`,
    webAnalyticsId: env.VITE_GA_MEASUREMENT_ID ?? 'G-SANDBOX',
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
  appVersion: env.VITE_APP_VERSION ?? '0.1.0',
} as const;
