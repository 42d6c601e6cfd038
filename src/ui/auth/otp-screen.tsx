import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import { Heading, PageLayout, Skeleton } from '~/ui';
import { OtpEntry, type OtpActor } from './otp-entry';
import * as s from '~/ui/page-styles/form-page.css';

/**
 * A page around the shared OTP chart. Whichever chart owns the route invokes the OTP chart with id 'otp'
 * (auth, account, or a journey's promissory-note signing) and is passed in as `owner`, so the page finds the code
 * entry the same way everywhere without knowing which chart it is.
 */
export function OtpScreen({
  owner,
  title,
  intro,
  onCancel,
  cancelLabel,
  progress,
  homeHref,
}: {
  /** The chart that invoked the OTP chart as 'otp'. */
  owner: AnyActorRef;
  title: string;
  intro?: ReactNode;
  onCancel?: (() => void) | undefined;
  cancelLabel?: string;
  progress?: ReactNode;
  /** A way home besides cancelling, offered with a lockout. */
  homeHref?: string;
}) {
  const otp = useSelector(owner, (x) => (x as { children: Record<string, AnyActorRef | undefined> }).children.otp) as OtpActor | undefined;
  const headingId = useId();
  return (
    <PageLayout back={onCancel ? { label: 'Back', onClick: onCancel } : undefined} progress={progress}>
      <div className={s.stack}>
        <Heading id={headingId}>{title}</Heading>
        {intro}
        {otp ? <OtpEntry otp={otp} headingId={headingId} onCancel={onCancel} homeHref={homeHref} {...(cancelLabel ? { cancelLabel } : {})} /> : <Skeleton shape="block" />}
      </div>
    </PageLayout>
  );
}
