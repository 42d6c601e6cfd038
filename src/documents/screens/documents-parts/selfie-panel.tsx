import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { selfieMachine } from '@machines/selfie/selfie.machine';
import { selfieMessages } from '@machines/selfie/selfie-types';
import { Button, Heading, SkeletonGroup, Text } from '~/ui';
import * as s from './document-verification.css';

type SelfieRef = ActorRefFrom<typeof selfieMachine>;

/** The liveness check, one view per chart state; the chart owns the camera, this only shows its stream. */
export function SelfiePanel({ actor }: { actor: SelfieRef }) {
  const snapshot = useSelector(actor, (x) => x);
  const { context } = snapshot;
  const is = (state: Parameters<typeof snapshot.matches>[0]) => snapshot.matches(state);
  const left = context.maxAttempts - context.attempts;
  const retry = (
    <div className={s.actions}>
      <Button onClick={() => actor.send({ type: 'selfie.retry' })}>Try again</Button>
    </div>
  );

  return (
    <section className={s.card} aria-labelledby="selfie-heading">
      <Heading level={2} size={3} id="selfie-heading">
        Selfie check
      </Heading>

      {is('intro') ? (
        <div className={s.stack}>
          <Text>
            We compare a live selfie with your ID to make sure it is really you applying. This protects you if
            someone else tries to borrow in your name.
          </Text>
          <Text>Next, your browser will ask to use your camera. We only take one picture, and only when you press the button.</Text>
          <ul className={s.list}>
            <li>Find a place with good, even light.</li>
            <li>Remove sunglasses, hats or masks.</li>
            <li>Hold your phone upright, at eye level.</li>
          </ul>
          <div className={s.actions}>
            <Button onClick={() => actor.send({ type: 'selfie.start' })}>Continue to camera</Button>
          </div>
        </div>
      ) : null}

      {is({ camera: 'starting' }) ? <SkeletonGroup label="Starting your camera… Allow camera access when your browser asks." /> : null}

      {is({ camera: 'landscape' }) ? <Notice title={selfieMessages.LANDSCAPE.title} body={selfieMessages.LANDSCAPE.body} /> : null}

      {is({ camera: 'live' }) || is({ camera: 'countdown' }) || is({ camera: 'capturing' }) ? (
        <div className={s.stack}>
          <div className={s.viewfinder}>
            <video
              className={s.video}
              autoPlay
              playsInline
              muted
              aria-label="Camera preview"
              ref={(el) => {
                // Attaching the stream is rendering, not flow: the chart decides when there is one.
                if (el && el.srcObject !== context.stream) el.srcObject = (context.stream as MediaStream | undefined) ?? null;
              }}
            />
            <div className={s.oval} aria-hidden="true" />
          </div>
          <Text role="status">
            {is({ camera: 'live' })
              ? 'Fit your face inside the oval, look straight at the camera and keep your face visible and well-lit.'
              : is({ camera: 'countdown' })
                ? 'Hold still…'
                : 'Taking your selfie…'}
          </Text>
          <div className={s.actions}>
            <Button onClick={() => actor.send({ type: 'selfie.capture' })} loading={!is({ camera: 'live' })}>
              Take selfie
            </Button>
          </div>
        </div>
      ) : null}

      {is('permissionDenied') ? (
        <div className={s.stack}>
          <Notice title={selfieMessages.CAMERA_DENIED.title} body={selfieMessages.CAMERA_DENIED.body} />
          <Text>To turn it back on:</Text>
          <ul className={s.list}>
            <li>On a computer: select the camera or lock icon in the address bar, allow the camera for this site.</li>
            <li>On Android: Chrome settings → Site settings → Camera → allow this site.</li>
            <li>On iPhone: Settings → Safari (or your browser) → Camera → Allow.</li>
          </ul>
          <div className={s.actions}>
            <Button onClick={() => actor.send({ type: 'camera.retry' })}>Try again</Button>
          </div>
        </div>
      ) : null}

      {is('cameraFailed') ? (
        <div className={s.stack}>
          <Notice title="We could not use your camera" body={context.errorMessage ?? ''} />
          <div className={s.actions}>
            <Button onClick={() => actor.send({ type: 'camera.retry' })}>Try again</Button>
          </div>
        </div>
      ) : null}

      {is('uploading') ? <SkeletonGroup label="Checking your selfie…" /> : null}
      {is('uploadFailed') ? (
        <div className={s.stack}>
          <Notice title="Your selfie was not sent" body={context.errorMessage ?? 'Check your connection and try again.'} />
          {retry}
        </div>
      ) : null}

      {is('poorQuality') || is('userError') || is('technicalError') ? (
        <div className={s.stack}>
          <Notice
            {...(is('poorQuality') ? selfieMessages.QUALITY_CHECK_FAILED : is('userError') ? selfieMessages.USER_ERROR : selfieMessages.TECHNICAL_ERROR)}
          />
          <Text>{left === 1 ? 'You have 1 try left.' : `You have ${left} tries left.`}</Text>
          {retry}
        </div>
      ) : null}
    </section>
  );
}

function Notice({ title, body }: { title: string; body: string }) {
  return (
    <div className={s.notice} role="alert">
      <p className={s.noticeTitle}>{title}</p>
      <p>{body}</p>
    </div>
  );
}
