import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '~/api/client';
import { documentVerificationMachine } from '@machines/documents/document-verification.machine';
import { provideSelfie } from '~/selfie/selfie-actors';
import { provideDocumentUpload } from '~/documents/document-actors';

/**
 * The document-verification chart with every effect supplied: what the journey charts should invoke as
 * 'documentVerification' in the app (`journeyMachine.provide({ actors: { documentVerification: ... } })`).
 */
export function createDocumentVerificationLogic(api: ApiClient, queryClient: QueryClient) {
  return documentVerificationMachine.provide({
    actors: { documentUpload: provideDocumentUpload(api, queryClient), selfie: provideSelfie(api) },
  });
}
