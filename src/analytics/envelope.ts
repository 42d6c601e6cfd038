import type { DeviceInfo } from './device';
import type { Props } from './pii';
import type { SegmentType } from './catalogue';

/** The event wrapper of spec §3. */
export interface Envelope {
  userId: string | null;
  /** What caused the event: the chart event type (e.g. 'otp.submit', 'xstate.done.actor.signIn') or 'route.change'. */
  action: string;
  eventName: string;
  metadata: { segmentType: SegmentType };
  eventData: Record<string, string | number | boolean | null> & {
    anonymous_id: string;
    /** Seconds since epoch. */
    timestamp: number;
    event_source: string;
    isDesktop: boolean;
    isMobile: boolean;
    user_id: string | null;
    app_version?: string;
    build_version?: string;
  };
}

export interface EnvelopeInput {
  name: string;
  type: SegmentType;
  props: Props;
  action: string;
  userId: string | null;
  anonymousId: string;
  device: DeviceInfo;
  nowMs: number;
}

export function buildEnvelope(i: EnvelopeInput): Envelope {
  const eventData: Envelope['eventData'] = {
    ...i.props,
    anonymous_id: i.anonymousId,
    timestamp: Math.floor(i.nowMs / 1000),
    event_source: i.device.eventSource,
    isDesktop: i.device.isDesktop,
    isMobile: i.device.isMobile,
    user_id: i.userId,
  };
  // Only the mobile app knows its versions (spec §3: "In the mobile app also app_version and build_version").
  if (i.device.appVersion) eventData.app_version = i.device.appVersion;
  if (i.device.buildVersion) eventData.build_version = i.device.buildVersion;
  return { userId: i.userId, action: i.action, eventName: i.name, metadata: { segmentType: i.type }, eventData };
}
