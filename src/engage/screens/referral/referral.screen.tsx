import { useState, type FormEvent } from 'react';
import { formatPeso } from '~/domain/money';
import { Button, Heading, PageLayout, SkeletonGroup, TextField } from '~/ui';
import { channelLabels, shareLink, shareMessage } from '../../share-links';
import { useEngage } from '../engage-parts/use-engage';
import * as s from '~/ui/page-styles/form-page.css';

const canWebShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * /referral: the borrower's code and what they and a friend get; sharing it (the Web Share API where the browser
 * has it, the channels' share links otherwise, and copying the link); and a friend's code while the platform
 * still takes one (before the first application).
 */
export default function ReferralScreen() {
  const { snap, context, send } = useEngage();
  const info = context.referral;
  return (
    <PageLayout back={{ label: 'Back', onClick: () => send({ type: 'step.back' }) }}>
      <div className={s.stack}>
        <Heading>Refer a friend</Heading>
        {snap.matches({ referral: 'loading' }) ? <SkeletonGroup label="Loading your referral code" /> : null}
        {snap.matches({ referral: 'loadFailed' }) ? (
          <>
            <div className={s.notice} role="alert">
              <p>{context.error ?? 'We could not load your referral code.'}</p>
            </div>
            <Button onClick={() => send({ type: 'engage.retry' })}>Try again</Button>
          </>
        ) : null}
        {info ? (
          <>
            <Rewards referrer={info.referrerRewardCentavos} friend={info.friendRewardCentavos} />
            <section aria-labelledby="your-code" className={s.stack}>
              <Heading level={2} size={4} id="your-code">Your referral code</Heading>
              <p>
                <strong aria-describedby="your-code" data-testid="referral-code">{info.code}</strong>
              </p>
              <Share code={info.code} url={info.shareUrl} channels={info.channels} />
              <p className={s.muted}>Friends who joined with your code: {info.referredCount}</p>
            </section>
            <FriendCode />
          </>
        ) : null}
      </div>
    </PageLayout>
  );
}

function Rewards({ referrer, friend }: { referrer: number | null; friend: number | null }) {
  if (referrer === null && friend === null) return <p className={s.lead}>Invite friends who work at a partner company to borrow with Lakbay.</p>;
  return (
    <ul aria-label="What you and your friend get">
      {referrer !== null ? <li>You get {formatPeso(referrer)} for each friend whose first loan is released.</li> : null}
      {friend !== null ? <li>Your friend gets {formatPeso(friend)} cashback on their first loan.</li> : null}
    </ul>
  );
}

function Share({ code, url, channels }: { code: string; url: string; channels: readonly string[] }) {
  const { context, send } = useEngage();
  const text = shareMessage(code);
  const webShare = async () => {
    try {
      await navigator.share({ title: 'Lakbay', text, url });
      send({ type: 'referral.shared', channel: 'WEB_SHARE' });
    } catch {
      // Dismissed by the borrower, or refused by the browser: nothing was shared.
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      send({ type: 'referral.copied' });
    } catch {
      // No clipboard access: the link is on the page to copy by hand.
    }
  };
  return (
    <>
      {canWebShare() ? (
        <Button fullWidth onClick={() => void webShare()}>
          Share your code
        </Button>
      ) : (
        <ul aria-label="Share your code" className={s.ssoList}>
          {channels.map((channel) => {
            const href = shareLink(channel, url, text);
            return href ? (
              <li key={channel}>
                <a href={href} target="_blank" rel="noopener noreferrer" onClick={() => send({ type: 'referral.shared', channel })}>
                  Share on {channelLabels[channel] ?? channel}
                </a>
              </li>
            ) : null;
          })}
        </ul>
      )}
      <p className={s.muted}>
        Your link: <span>{url}</span>
      </p>
      <Button variant="secondary" onClick={() => void copy()}>
        Copy link
      </Button>
      {context.notice ? (
        <p role="status" className={s.lead}>
          {context.notice === 'copied' ? 'Link copied.' : 'Thanks for sharing!'}
        </p>
      ) : null}
    </>
  );
}

function FriendCode() {
  const { snap, context, send } = useEngage();
  const info = context.referral!;
  const [code, setCode] = useState(context.codeInput);
  const checking = snap.hasTag('saving');
  if (!info.canEnterCode) {
    return info.referredBy ? (
      <div className={s.info} role="status">
        <p>
          {context.referredByName ? `${context.referredByName} referred you` : 'You joined with a referral code'} ({info.referredBy}).
        </p>
      </div>
    ) : null;
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'referral.enterCode', code });
  };
  return (
    <section aria-labelledby="friend-code" className={s.stack}>
      <Heading level={2} size={4} id="friend-code">Were you referred by a friend?</Heading>
      <p className={s.lead}>Add their code before your first application, so you both get your rewards.</p>
      <form className={s.form} onSubmit={submit} noValidate>
        <TextField id="friend-referral-code" label="Friend's referral code" autoComplete="off" autoCapitalize="characters" value={code} onChange={(e) => setCode(e.target.value)} error={context.codeError ?? undefined} />
        <Button type="submit" loading={checking}>
          Add code
        </Button>
      </form>
    </section>
  );
}
