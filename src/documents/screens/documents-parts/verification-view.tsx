import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { documentLabels, type Requirement } from '@machines/documents/document-types';
import type { documentUploadMachine } from '@machines/documents/document-upload.machine';
import type { selfieMachine } from '@machines/selfie/selfie.machine';
import type { ActorRefFrom } from 'xstate';
import { Button, SkeletonGroup, Text } from '~/ui';
import { useOwningChart } from '~/app/use-chart';
import { DocumentUploadPanel } from './document-upload-panel';
import { SelfiePanel } from './selfie-panel';
import { useVerificationActor } from './use-verification-actor';
import * as s from './document-verification.css';

const requirementTitle = (r: Requirement) => (r === 'SELFIE' ? 'Selfie check' : documentLabels[r].title);

/** The requirements as a list (where the borrower is), then the panel of the one being worked on. */
export function VerificationView() {
  const verification = useVerificationActor();
  const journey = useOwningChart().actor;
  // After verification the journey saves the step; a failed save is shown here with the journey's retry.
  const saveFailed = useSelector(journey, (x: { hasTag?: (t: string) => boolean }) => x.hasTag?.('error') === true);
  const saveMessage = useSelector(journey, (x: { context?: { error?: unknown } }) => {
    const e = x.context?.error;
    return typeof e === 'string' ? e : e instanceof Error ? e.message : (e as { message?: string } | undefined)?.message;
  });
  if (verification) return <Steps actor={verification} />;
  if (saveFailed) {
    return (
      <div className={s.notice} role="alert">
        <p className={s.noticeTitle}>{saveMessage ?? 'We could not save your documents.'}</p>
        <p>Your uploads are safe. Please try again.</p>
        <div className={s.actions}>
          <Button onClick={() => journey.send({ type: 'step.retry' })}>Try again</Button>
        </div>
      </div>
    );
  }
  return <SkeletonGroup label="Saving your documents…" />;
}

function Steps({ actor }: { actor: NonNullable<ReturnType<typeof useVerificationActor>> }) {
  const { requirements, index } = useSelector(actor, (x) => x.context);
  const upload = useSelector(actor, (x) => x.children.documentUpload as AnyActorRef | undefined);
  const selfie = useSelector(actor, (x) => x.children.selfie as AnyActorRef | undefined);
  const finished = useSelector(actor, (x) => x.status === 'done');
  return (
    <div className={s.stack}>
      <ol className={s.list} aria-label="What we need from you">
        {requirements.map((r, i) => (
          <li key={r} aria-current={i === index ? 'step' : undefined}>
            {requirementTitle(r)}
            {i < index ? ' (done)' : ''}
          </li>
        ))}
      </ol>
      {upload ? <DocumentUploadPanel key={upload.id + index} actor={upload as ActorRefFrom<typeof documentUploadMachine>} /> : null}
      {selfie ? <SelfiePanel actor={selfie as ActorRefFrom<typeof selfieMachine>} /> : null}
      {finished ? <Text role="status">Thank you. Your documents are complete.</Text> : null}
    </div>
  );
}
