import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { documentUploadMachine } from '@machines/documents/document-upload.machine';
import { documentLabels } from '@machines/documents/document-types';
import { ACCEPT } from '~/domain/upload-rules';
import { Button, FileDrop, Heading, SkeletonGroup, Text, TextField, visuallyHidden } from '~/ui';
import { documentStatusText } from './document-status';
import * as s from './document-verification.css';

type UploadRef = ActorRefFrom<typeof documentUploadMachine>;

/** One document requirement: pick or photograph a file, follow the upload, answer the ID number, confirm. */
export function DocumentUploadPanel({ actor }: { actor: UploadRef }) {
  const snapshot = useSelector(actor, (x) => x);
  const { context } = snapshot;
  const label = documentLabels[context.documentType];
  const choose = (files: File[]) => {
    const file = files[0];
    if (file) actor.send({ type: 'file.select', file: { name: file.name, size: file.size, blob: file } });
  };
  const is = (state: Parameters<typeof snapshot.matches>[0]) => snapshot.matches(state);
  const busy = snapshot.hasTag('uploading');

  return (
    <section className={s.card} aria-labelledby="document-heading">
      <Heading level={2} size={3} id="document-heading">
        {label.title}
      </Heading>
      {/* Announces every problem as it happens; the same words are shown next to the control. */}
      <div className={visuallyHidden} role="alert">
        {context.error ?? ''}
      </div>

      {is('loading') || is('deleting') ? <SkeletonGroup /> : null}

      {is('loadFailed') ? (
        <ErrorWithRetry message={context.error} onRetry={() => actor.send({ type: 'document.retry' })} />
      ) : null}

      {is('empty') || is('checking') || is('rejected') || is('cancelled') || is('uploadFailed') ? (
        <>
          {is('cancelled') ? <Text>Upload cancelled. You can send the same file again or choose another.</Text> : null}
          {is('cancelled') || is('uploadFailed') ? (
            <div className={s.actions}>
              <Button onClick={() => actor.send({ type: 'upload.retry' })}>Try again</Button>
            </div>
          ) : null}
          <FileDrop
            label={is('rejected') || is('uploadFailed') || is('cancelled') ? 'Choose another file' : 'Upload your document'}
            hint={`${label.hint} .jpg or .png or .pdf only. Max 10MB.`}
            accept={ACCEPT}
            onFiles={choose}
            error={context.error}
            disabled={is('checking')}
          />
          <CaptureButton onFiles={choose} disabled={is('checking')} />
        </>
      ) : null}

      {busy ? (
        <div className={s.stack}>
          <Text>
            Uploading <strong>{context.file?.name}</strong>
          </Text>
          <progress
            className={s.meter}
            aria-label="Upload progress"
            max={Math.max(context.progress.total, 1)}
            value={is('registering') ? context.progress.total : context.progress.loaded}
          />
          {is('uploading') ? (
            <div className={s.actions}>
              <Button variant="secondary" onClick={() => actor.send({ type: 'upload.cancel' })}>
                Cancel upload
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}

      {is('idNumber') || is('checkingIdNumber') ? (
        <IdNumberForm actor={actor} initial={context.idNumber} error={context.error} checking={is('checkingIdNumber')} />
      ) : null}

      {is('registerFailed') ? <ErrorWithRetry message={context.error} onRetry={() => actor.send({ type: 'upload.retry' })} /> : null}

      {is('uploaded') && context.document ? (
        <div className={s.stack}>
          <Text>
            <strong>{context.document.fileName}</strong>
          </Text>
          <span className={s.status}>{documentStatusText[context.document.status]}</span>
          {context.error ? <Text role="status">{context.error}</Text> : null}
          <div className={s.actions}>
            <Button onClick={() => actor.send({ type: 'document.confirm' })}>Continue</Button>
            <Button variant="secondary" onClick={() => actor.send({ type: 'document.delete' })}>
              Delete and upload another
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function ErrorWithRetry({ message, onRetry }: { message: string | undefined; onRetry: () => void }) {
  return (
    <div className={s.notice}>
      <p className={s.noticeTitle}>{message ?? 'Something went wrong.'}</p>
      <div className={s.actions}>
        <Button onClick={onRetry}>Try again</Button>
      </div>
    </div>
  );
}

/** On phones this opens the back camera directly; elsewhere it is a second way to pick an image. */
function CaptureButton({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled: boolean }) {
  return (
    <label>
      <input
        className={s.captureInput}
        type="file"
        accept="image/jpeg,image/png"
        capture="environment"
        disabled={disabled}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          onFiles(files);
        }}
      />
      <Text as="span" weight="medium">
        Or take a photo with your camera
      </Text>
    </label>
  );
}

function IdNumberForm({ actor, initial, error, checking }: { actor: UploadRef; initial: string; error: string | undefined; checking: boolean }) {
  // Kept here while typing; the chart gets it on submit and keeps it if the check says duplicate.
  const [value, setValue] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'idNumber.submit', idNumber: value });
  };
  return (
    <form className={s.stack} onSubmit={submit} noValidate>
      <TextField
        label="ID number"
        hint="As printed on the ID you uploaded."
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error}
        autoComplete="off"
        required
      />
      <div className={s.actions}>
        <Button type="submit" loading={checking}>
          Check ID number
        </Button>
      </div>
    </form>
  );
}
