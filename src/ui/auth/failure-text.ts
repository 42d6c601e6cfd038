import type { AuthFailure } from '@machines/auth/failure';
import { describeFailure, type RetryWait } from '@machines/auth/messages';

/**
 * Times are shown in Philippine time (Asia/Manila): the product serves employees in the Philippines and the
 * lockout is the platform's. A device set to another zone (travel, a borrowed phone) gets "Philippine time"
 * added, so "3:05 PM" is never read in the wrong zone. Decision recorded 2026-11-24.
 */
export const BORROWER_TIME_ZONE = 'Asia/Manila';

const deviceZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/** "You can try again at 3:05 PM." from the chart's data, or a duration when only that is known. */
export function whenToTryAgain(wait: RetryWait | undefined, zone: string | undefined = deviceZone()): string {
  const at = wait?.until ? new Date(wait.until) : null;
  if (at && !Number.isNaN(at.getTime())) {
    const time = at.toLocaleTimeString('en-PH', { hour: 'numeric', minute: '2-digit', timeZone: BORROWER_TIME_ZONE });
    return `You can try again at ${time}${zone === BORROWER_TIME_ZONE ? '' : ' Philippine time'}.`;
  }
  if (wait?.seconds !== undefined) {
    const minutes = Math.ceil(wait.seconds / 60);
    return minutes <= 1 ? 'You can try again in a minute.' : `You can try again in ${minutes} minutes.`;
  }
  return 'Please wait a few minutes and try again.';
}

/** The failure in words, with when to try again for lockouts and throttling. */
export function failureText(failure: AuthFailure) {
  const text = describeFailure(failure);
  return { ...text, message: text.wait ? `${text.message} ${whenToTryAgain(text.wait)}` : text.message };
}
