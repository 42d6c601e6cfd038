import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '~/api/client';
import { livenessUpload, presignedUrl, submitSelfieForOldLoans } from '~/api/contract/documents';
import { selfieMachine, type SelfieEvent } from '@machines/selfie/selfie.machine';
import type { LivenessResult } from '@machines/selfie/selfie-types';
import { putObject } from '~/api/put-object';
import { captureFrame, openCamera, watchOrientation } from './camera';

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
      uploadSelfie: fromPromise(async ({ input }): Promise<LivenessResult> => {
        const image = input.image as Blob;
        const target = await api(presignedUrl, {
          body: { application_id: input.applicationId, document_type: 'SELFIE', file_name: 'selfie.jpg', size: image.size },
        });
        await put(target.url, image);
        if (input.forOldLoans) return (await api(submitSelfieForOldLoans, { body: { key: target.key } })).result;
        return (await api(livenessUpload, { body: { application_id: input.applicationId, key: target.key } })).result;
      }),
    },
  });
}
