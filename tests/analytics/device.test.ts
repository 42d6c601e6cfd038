import { describe, expect, it } from 'vitest';
import { deviceInfo, osFromUserAgent } from '~/analytics/device';
import { parseInAppUserAgent } from '~/ui/platform/user-agent';

const chromeLinux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const chromeWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const androidChrome = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const inApp = `${androidChrome} platform:android|app_version:3.4.0|build_version:341|os_name:Android|os_version:14`;

describe('event_source, isDesktop, isMobile, versions and os (spec §3)', () => {
  it('desktop browsers are Desktop', () => {
    expect(deviceInfo(chromeWindows, null)).toEqual({ eventSource: 'Desktop', isDesktop: true, isMobile: false, os: { name: 'Windows', version: '10.0' } });
    expect(deviceInfo(chromeLinux, null).os).toEqual({ name: 'Linux', version: '' });
  });

  it('mobile browsers are Mobile', () => {
    expect(deviceInfo(androidChrome, null)).toMatchObject({ eventSource: 'Mobile', isMobile: true, isDesktop: false, os: { name: 'Android', version: '14' } });
    expect(deviceInfo(iphone, null)).toMatchObject({ eventSource: 'Mobile', os: { name: 'iOS', version: '17.5' } });
  });

  it('inside the mobile app: the platform it reports, with app and build versions', () => {
    expect(deviceInfo(inApp, parseInAppUserAgent(inApp))).toEqual({
      eventSource: 'android',
      isDesktop: false,
      isMobile: true,
      appVersion: '3.4.0',
      buildVersion: '341',
      os: { name: 'Android', version: '14' },
    });
  });

  it('an in-app user agent without a platform is the plain web', () => {
    const ua = `${iphone} app_version:1.0|build_version:2`;
    expect(deviceInfo(ua, parseInAppUserAgent(ua))).toMatchObject({ eventSource: 'Mobile', isMobile: true });
    expect(deviceInfo(ua, parseInAppUserAgent(ua))).not.toHaveProperty('appVersion');
  });

  it('unknown systems are named Unknown', () => {
    expect(osFromUserAgent('curl/8')).toEqual({ name: 'Unknown', version: '' });
  });
});
