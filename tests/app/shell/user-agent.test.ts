import { describe, expect, it } from 'vitest';
import { MAX_USER_AGENT_LENGTH, isInApp, parseInAppUserAgent, truncateUserAgent } from '~/ui/platform/user-agent';

const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Version/4.0 Chrome/124.0.6367.113 Mobile Safari/537.36 platform:android|app_version:3.12.0|build_version:31200|' +
  'os_name:Android|os_version:14';
const IOS_WKWEBVIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 platform:ios|app_version:3.11.2|build_version:1187|os_name:iOS|os_version:17.4.1';
const HUAWEI =
  'Mozilla/5.0 (Linux; Android 10; ELS-NX9; HMSCore 6.13.0.302) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/114.0.5735.196 Mobile Safari/537.36 platform:huawei| app_version : 3.10.0 |build_version:30100|os_name:HarmonyOS|os_version:2.0.0';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';

describe('parseInAppUserAgent', () => {
  it('reads an Android web view', () => {
    expect(parseInAppUserAgent(ANDROID_WEBVIEW)).toEqual({
      platform: 'android',
      appVersion: '3.12.0',
      buildVersion: '31200',
      osName: 'Android',
      osVersion: '14',
    });
  });

  it('reads an iOS web view', () => {
    expect(parseInAppUserAgent(IOS_WKWEBVIEW)).toMatchObject({ platform: 'ios', appVersion: '3.11.2', osVersion: '17.4.1' });
  });

  it('tolerates spaces around keys and values', () => {
    expect(parseInAppUserAgent(HUAWEI)).toMatchObject({ platform: 'huawei', appVersion: '3.10.0', osName: 'HarmonyOS' });
  });

  it('accepts camelCase and upper-case keys', () => {
    expect(parseInAppUserAgent('X platform:ios|appVersion:2.0.0|OS_VERSION:16')).toEqual({
      platform: 'ios',
      appVersion: '2.0.0',
      osVersion: '16',
    });
  });

  it('is not in-app in ordinary browsers', () => {
    expect(parseInAppUserAgent(DESKTOP_CHROME)).toBeNull();
    expect(parseInAppUserAgent(FIREFOX)).toBeNull();
    expect(isInApp(DESKTOP_CHROME)).toBe(false);
    expect(isInApp(ANDROID_WEBVIEW)).toBe(true);
  });

  it('needs a platform to count as the app', () => {
    expect(parseInAppUserAgent(`${DESKTOP_CHROME} app_version:1.0.0|build_version:1`)).toBeNull();
  });

  it('skips malformed, empty and unknown pairs but keeps the good ones', () => {
    const ua = `${DESKTOP_CHROME} platform:android|app_version|build_version:|:14|colour:blue|os_name:Android|||os_version:13`;
    expect(parseInAppUserAgent(ua)).toEqual({ platform: 'android', osName: 'Android', osVersion: '13' });
  });

  it('drops values that carry markup or control characters', () => {
    const ua = `X platform:android|app_version:<script>alert(1)</script>|build_version:1\u0000|os_name:Android`;
    expect(parseInAppUserAgent(ua)).toEqual({ platform: 'android', osName: 'Android' });
  });

  it('keeps the first of duplicated keys', () => {
    expect(parseInAppUserAgent('X platform:android|platform:ios')?.platform).toBe('android');
  });

  it('does not throw on garbage', () => {
    for (const junk of ['', '|', '||||', ':|:', 'platform', '|platform:|', '%%%|:::|', '\u0000|\uffff', null, undefined]) {
      expect(() => parseInAppUserAgent(junk)).not.toThrow();
      expect(parseInAppUserAgent(junk)).toBeNull();
    }
  });

  it('copes with a huge hostile string quickly', () => {
    const ua = `${'a:'.repeat(50_000)}|${'b'.repeat(100_000)}|platform:android`;
    const started = performance.now();
    expect(() => parseInAppUserAgent(ua)).not.toThrow();
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('truncateUserAgent', () => {
  it('keeps a short user agent as it is', () => {
    expect(truncateUserAgent(ANDROID_WEBVIEW)).toBe(ANDROID_WEBVIEW);
  });

  it('cuts a long one to 500 characters', () => {
    const long = `${DESKTOP_CHROME} ${'x'.repeat(1000)}`;
    const cut = truncateUserAgent(long);
    expect(cut).toHaveLength(MAX_USER_AGENT_LENGTH);
    expect(MAX_USER_AGENT_LENGTH).toBe(500);
    expect(long.startsWith(cut)).toBe(true);
  });

  it('turns a missing user agent into an empty string', () => {
    expect(truncateUserAgent(undefined)).toBe('');
  });

  it('still finds the app details when the pairs sit past character 500', () => {
    const padded = `${DESKTOP_CHROME} ${'(extra)'.repeat(80)} platform:android|app_version:3.12.0`;
    expect(padded.length).toBeGreaterThan(500);
    expect(parseInAppUserAgent(padded)?.appVersion).toBe('3.12.0');
  });
});
