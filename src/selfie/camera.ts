import type { SelfieEvent } from '@machines/selfie/selfie.machine';

/** Messages for camera problems other than a refused permission (that one has its own screen). */
export function cameraFailureMessage(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'We could not find a camera on this device. Use a phone or a computer with a camera.';
  if (name === 'NotReadableError' || name === 'AbortError') return 'Your camera is being used by another app. Close it and try again.';
  return 'We could not start your camera. Please try again.';
}

/**
 * Opens the front camera and reports to the chart. Returns the cleanup the chart runs when it leaves the camera
 * states: the tracks are stopped even when the stream arrives after the borrower already moved on.
 */
export function openCamera(mediaDevices: MediaDevices | undefined, sendBack: (e: SelfieEvent) => void): () => void {
  let stream: MediaStream | undefined;
  let closed = false;
  const stop = (s: MediaStream) => s.getTracks().forEach((t) => t.stop());
  if (!mediaDevices?.getUserMedia) {
    sendBack({ type: 'camera.failed', message: 'This browser cannot use the camera. Open Lakbay in Chrome or Safari.' });
    return () => {};
  }
  mediaDevices
    .getUserMedia({ video: { facingMode: 'user', width: { ideal: 720 }, height: { ideal: 960 } }, audio: false })
    .then((s) => {
      if (closed) return stop(s);
      stream = s;
      sendBack({ type: 'camera.ready', stream: s });
    })
    .catch((e: unknown) => {
      if (closed) return;
      const name = (e as { name?: string } | null)?.name;
      if (name === 'NotAllowedError' || name === 'SecurityError') sendBack({ type: 'camera.denied' });
      else sendBack({ type: 'camera.failed', message: cameraFailureMessage(e) });
    });
  return () => {
    closed = true;
    if (stream) stop(stream);
  };
}

/** Grabs one frame of the live stream as a JPEG. */
export async function captureFrame(stream: MediaStream): Promise<Blob> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  await video.play();
  if (video.videoWidth === 0) await new Promise((r) => video.addEventListener('loadeddata', r, { once: true }));
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('We could not take the picture. Please try again.');
  g.drawImage(video, 0, 0);
  video.pause();
  video.srcObject = null;
  const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', 0.9));
  if (!blob) throw new Error('We could not take the picture. Please try again.');
  return blob;
}

/**
 * Landscape is refused only on phones and tablets (coarse pointer): a laptop's screen is always landscape and
 * its camera works fine that way.
 */
export function watchOrientation(win: Window, sendBack: (e: SelfieEvent) => void): () => void {
  if (!win.matchMedia) return () => {};
  const query = win.matchMedia('(orientation: landscape) and (pointer: coarse)');
  const report = () => sendBack({ type: 'orientation.changed', landscape: query.matches });
  report();
  query.addEventListener?.('change', report);
  return () => query.removeEventListener?.('change', report);
}
