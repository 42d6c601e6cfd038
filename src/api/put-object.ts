import * as v from 'valibot';
import { errorBodySchema } from '~/api/errors';

export interface PutCallbacks {
  onProgress: (loaded: number, total: number) => void;
  onDone: () => void;
  onError: (message: string) => void;
}

const NETWORK_MESSAGE = 'The upload was interrupted. Check your connection and try again.';

/**
 * PUTs a file to a presigned URL. XMLHttpRequest rather than fetch because only it reports upload progress.
 * Returns an abort function (cancel, or the chart leaving the uploading state). The object store answers a
 * refused file with the platform's error body; its message is shown as is.
 */
export function putObject(url: string, body: Blob, contentType: string, cb: PutCallbacks): () => void {
  const xhr = new XMLHttpRequest();
  let finished = false;
  xhr.open('PUT', url);
  if (contentType) xhr.setRequestHeader('content-type', contentType);
  xhr.upload.onprogress = (e) => cb.onProgress(e.loaded, e.lengthComputable ? e.total : body.size);
  xhr.onload = () => {
    finished = true;
    if (xhr.status >= 200 && xhr.status < 300) return cb.onDone();
    let message = 'The upload did not go through. Please try again.';
    try {
      const parsed = v.safeParse(errorBodySchema, JSON.parse(xhr.responseText));
      if (parsed.success) message = parsed.output.message;
    } catch {
      // Not JSON: keep the general message.
    }
    cb.onError(message);
  };
  xhr.onerror = () => {
    finished = true;
    cb.onError(NETWORK_MESSAGE);
  };
  xhr.send(body);
  return () => {
    if (!finished) xhr.abort();
  };
}
