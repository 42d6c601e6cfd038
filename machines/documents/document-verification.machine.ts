import { assign, setup } from 'xstate';
import { selfieMachine } from '../selfie/selfie.machine';
import type { SelfieOutput } from '../selfie/selfie-types';
import { documentUploadMachine } from './document-upload.machine';
import type { Requirement, StoredDocument } from './document-types';

/**
 * The document-verification step of a journey: each requirement in order (documents through the upload chart,
 * then the selfie liveness chart), and a final state whose output tells the journey what happened. The journey
 * charts invoke it with id 'documentVerification'; screens reach the current child through
 * `children.documentUpload` or `children.selfie`.
 */
export interface DocumentVerificationInput {
  applicationId: string;
  /** e.g. ['GOVERNMENT_ID', 'SELFIE'] for a new loan, ['SELFIE'] for the missing-selfie journey. */
  requirements: readonly Requirement[];
  /** The selfie is owed for older loans (missing-selfie journey; spec documents.selfieForOldLoans). */
  selfieForOldLoans?: boolean | undefined;
}

export interface DocumentVerificationOutput {
  /** 'failed': the liveness check failed or ran out of tries; the journey shows /document-verification-failed. */
  outcome: 'verified' | 'failed';
  documents: StoredDocument[];
  selfie: SelfieOutput | undefined;
}

export interface DocumentVerificationContext {
  applicationId: string;
  requirements: readonly Requirement[];
  selfieForOldLoans: boolean;
  /** Index of the requirement being worked on. */
  index: number;
  documents: StoredDocument[];
  selfie: SelfieOutput | undefined;
}

export const documentVerificationMachine = setup({
  types: {
    input: {} as DocumentVerificationInput,
    context: {} as DocumentVerificationContext,
    output: {} as DocumentVerificationOutput,
  },
  actors: { documentUpload: documentUploadMachine, selfie: selfieMachine },
  guards: {
    currentIsSelfie: ({ context }) => context.requirements[context.index] === 'SELFIE',
    hasMoreRequirements: ({ context }) => context.index < context.requirements.length,
    selfiePassed: ({ event }) => (event as { output?: SelfieOutput }).output?.result === 'SUCCESS',
  },
  actions: { advance: assign({ index: ({ context }) => context.index + 1 }) },
}).createMachine({
  id: 'documentVerification',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    requirements: input.requirements,
    selfieForOldLoans: input.selfieForOldLoans ?? false,
    index: 0,
    documents: [],
    selfie: undefined,
  }),
  initial: 'next',
  states: {
    next: {
      always: [
        { guard: 'currentIsSelfie', target: 'selfie' },
        { guard: 'hasMoreRequirements', target: 'document' },
        { target: 'verified' },
      ],
    },
    document: {
      invoke: {
        id: 'documentUpload',
        src: 'documentUpload',
        input: ({ context }) => ({
          applicationId: context.applicationId,
          documentType: context.requirements[context.index] as Exclude<Requirement, 'SELFIE'>,
        }),
        onDone: {
          target: 'next',
          reenter: true,
          actions: [assign({ documents: ({ context, event }) => [...context.documents, event.output.document] }), 'advance'],
        },
      },
    },
    selfie: {
      invoke: {
        id: 'selfie',
        src: 'selfie',
        input: ({ context }) => ({ applicationId: context.applicationId, forOldLoans: context.selfieForOldLoans }),
        onDone: [
          { guard: 'selfiePassed', target: 'next', reenter: true, actions: [assign({ selfie: ({ event }) => event.output }), 'advance'] },
          { target: 'failed', actions: assign({ selfie: ({ event }) => event.output }) },
        ],
      },
    },
    verified: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => ({
    outcome: context.selfie && context.selfie.result !== 'SUCCESS' ? 'failed' : 'verified',
    documents: context.documents,
    selfie: context.selfie,
  }),
});
