/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_AUTH_BASE_PATH?: string;
  readonly VITE_COGNITO_REGION?: string;
  readonly VITE_COGNITO_USER_POOL_ID?: string;
  readonly VITE_COGNITO_CLIENT_ID?: string;
  readonly VITE_COGNITO_IDENTITY_POOL_ID?: string;
  readonly VITE_COGNITO_ENDPOINT?: string;
  readonly VITE_SEGMENT_WRITE_KEY?: string;
  readonly VITE_SEGMENT_CDN_URL?: string;
  readonly VITE_SEGMENT_API_HOST?: string;
  readonly VITE_SEGMENT_PROTOCOL?: string;
  readonly VITE_CIO_URL?: string;
  readonly VITE_GA_URL?: string;
  readonly VITE_GA_MEASUREMENT_ID?: string;
  readonly VITE_REDIRECT_ALLOWLIST?: string;
  readonly VITE_SESSION_REPLAY_URL?: string;
  readonly VITE_APP_VERSION?: string;
  readonly VITE_CAPTCHA_URL?: string;
}
