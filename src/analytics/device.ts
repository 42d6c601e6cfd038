/**
 * Where an event comes from (spec §3 event_source, isDesktop, isMobile, app_version, build_version, os). The in-app
 * user agent is parsed by the app shell (src/ui/platform/user-agent.ts); this module only maps the result.
 */
export interface DeviceInfo {
  /** 'Desktop', 'Mobile', or the platform the mobile app reports (e.g. 'android', 'ios'). */
  eventSource: string;
  isDesktop: boolean;
  isMobile: boolean;
  /** Only inside the mobile app. */
  appVersion?: string | undefined;
  buildVersion?: string | undefined;
  os: { name: string; version: string };
}

/** What the in-app user agent tells us; fields are absent on the plain web. */
export interface InAppAgent {
  platform?: string | undefined;
  appVersion?: string | undefined;
  buildVersion?: string | undefined;
  osName?: string | undefined;
  osVersion?: string | undefined;
}

const osPatterns: ReadonlyArray<readonly [RegExp, string]> = [
  [/Windows NT ([\d.]+)/, 'Windows'],
  [/Android ([\d.]+)/, 'Android'],
  [/(?:iPhone|iPad|iPod).*? OS ([\d_]+)/, 'iOS'],
  [/Mac OS X ([\d_.]+)/, 'macOS'],
  [/CrOS \S+ ([\d.]+)/, 'Chrome OS'],
  [/Linux/, 'Linux'],
];

export function osFromUserAgent(ua: string): { name: string; version: string } {
  for (const [pattern, name] of osPatterns) {
    const m = pattern.exec(ua);
    if (m) return { name, version: (m[1] ?? '').replace(/_/g, '.') };
  }
  return { name: 'Unknown', version: '' };
}

const mobilePattern = /Mobi|Android|iPhone|iPad|iPod|HarmonyOS|HuaweiBrowser/i;

export function deviceInfo(ua: string, inApp: InAppAgent | null): DeviceInfo {
  const uaOs = osFromUserAgent(ua);
  if (inApp?.platform) {
    return {
      eventSource: inApp.platform,
      isDesktop: false,
      isMobile: true,
      appVersion: inApp.appVersion,
      buildVersion: inApp.buildVersion,
      os: { name: inApp.osName ?? uaOs.name, version: inApp.osVersion ?? uaOs.version },
    };
  }
  const isMobile = mobilePattern.test(ua);
  return { eventSource: isMobile ? 'Mobile' : 'Desktop', isDesktop: !isMobile, isMobile, os: uaOs };
}
