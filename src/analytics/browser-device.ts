import { parseInAppUserAgent, truncateUserAgent } from '~/ui/platform/user-agent';
import { deviceInfo, type DeviceInfo } from './device';

let cached: DeviceInfo | undefined;

/** This browser's device info, from its user agent (the in-app pairs parsed by the app shell's parser). */
export function browserDevice(): DeviceInfo {
  const ua = truncateUserAgent(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  cached ??= deviceInfo(ua, parseInAppUserAgent(ua));
  return cached;
}
