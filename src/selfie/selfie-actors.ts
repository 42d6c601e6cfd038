import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '~/api/client';
import { livenessUpload, presignedUrl, submitSelfieForOldLoans } from '~/api/contract/documents';
import { selfieMachine, type SelfieEvent, type SelfieTarget } from '@machines/selfie/selfie.machine';
import type { LivenessResult } from '@machines/selfie/selfie-types';
import { putObject } from '~/api/put-object';
import { captureFrame, openCamera, watchOrientation } from './camera';

/** The captured frame: a Blob here (the chart holds it opaque). */
const blobOf = (image: unknown): Blob => {
  if (!(image instanceof Blob)) throw new Error('The selfie was not captured. Please take it again.');
  return image;
};

function put(url: string, blob: Blob): Promise<void> {
  return new Promise((resolve, reject) => {
    putObject(url, blob, 'image/jpeg', { onProgress: () => {}, onDone: resolve, onError: (m) => reject(new Error(m)) });
  });
}

/** The selfie chart with the real camera (getUserMedia), the object store and the liveness call. */
export function provideSelfie(api: ApiClient) {
  return selfieMachine.provide({
    actors: {
      camera: fromCallback<SelfieEvent>(({ sendBack }) => openCamera(navigator.mediaDevices, sendBack)),
      watchOrientation: fromCallback<SelfieEvent>(({ sendBack }) => watchOrientation(window, sendBack)),
      captureFrame: fromPromise(async ({ input }): Promise<unknown> => captureFrame(input.stream as MediaStream)),
      requestSelfieUrl: fromPromise(async ({ input }): Promise<SelfieTarget> => {
        const target = await api(presignedUrl, {
          body: { application_id: input.applicationId, document_type: 'SELFIE', file_name: 'selfie.jpg', size: blobOf(input.image).size },
        });
        return { url: target.url, key: target.key };
      }),
      putSelfie: fromPromise(({ input }) => put(input.url, blobOf(input.image))),
      // Old loans' selfie goes to its own call; either is one call with the scan's key.
      checkSelfie: fromPromise(async ({ input }): Promise<LivenessResult> =>
        input.forOldLoans
          ? (await api(submitSelfieForOldLoans, { body: { key: input.key } })).result
          : (await api(livenessUpload, { body: { application_id: input.applicationId, key: input.key } })).result,
      ),
    },
  });
}
