import { useSelector } from '@xstate/react';
import { Button, Heading, PageLayout, SkeletonGroup } from '~/ui';
import { formatIdentifier } from '@machines/shared/identifier-rules';
import { useChart } from '~/app/use-chart';
import { FailureNotice } from '~/ui/auth/failure-notice';
import * as s from '~/ui/page-styles/form-page.css';

const noticeText = {
  emailVerified: 'Your email address is verified.',
  mobileVerified: 'Your mobile number is verified.',
  mobileChanged: 'Your mobile number is changed and confirmed.',
} as const;

/** /profile: contact details, their verification, and signing out (here or everywhere). */
export default function ProfileScreen() {
  const account = useChart('account');
  const snap = useSelector(account, (x) => x);
  const { profile, notice, failure } = snap.context;
  const send = account.send;
  if (snap.hasTag('loading') && !profile) return <PageLayout><SkeletonGroup label="Loading your profile" /></PageLayout>;
  return (
    <PageLayout back={{ label: 'Home', href: '/home' }}>
      <div className={s.stack}>
        <Heading>Your profile</Heading>
        {notice ? (
          <div className={s.info} role="status">
            <p>{noticeText[notice]}</p>
          </div>
        ) : null}
        {snap.matches('loadFailed') ? (
          <>
            <FailureNotice failure={failure} />
            <Button onClick={() => send({ type: 'profile.retry' })}>Try again</Button>
          </>
        ) : null}
        {profile ? (
          <dl>
            <dt>Name</dt>
            <dd>{profile.name ?? 'Not given yet: you give it in your first application’s personal details.'}</dd>
            <dt>Mobile number</dt>
            <dd>
              {profile.phoneNumber ? formatIdentifier(profile.phoneNumber) : 'Not added'}
              {profile.phoneNumber && !profile.isPhoneNumberConfirmed ? (
                <> · <button type="button" className={s.linkButton} onClick={() => send({ type: 'mobile.verify' })}>Verify</button></>
              ) : null}
              {profile.phoneNumber && profile.isPhoneNumberConfirmed ? <> · <span>Confirmed</span></> : null}{' '}
              · <button type="button" className={s.linkButton} onClick={() => send({ type: 'mobile.change' })}>{profile.phoneNumber ? 'Change mobile number' : 'Add mobile number'}</button>
            </dd>
            <dt>Email address</dt>
            <dd>
              {profile.email ?? 'Not added'}
              {profile.email && !profile.isEmailVerified ? (
                <> · <button type="button" className={s.linkButton} onClick={() => send({ type: 'email.send' })}>Verify</button></>
              ) : null}{' '}
              · <button type="button" className={s.linkButton} onClick={() => send({ type: 'email.change' })}>{profile.email ? 'Change' : 'Add'}</button>
            </dd>
          </dl>
        ) : null}
        {/* "Log out" is in the header of every signed-in page (src/router/route-view.tsx). */}
        <Button variant="ghost" fullWidth onClick={() => send({ type: 'session.signOutEverywhere' })}>
          Log out on all devices
        </Button>
      </div>
    </PageLayout>
  );
}
