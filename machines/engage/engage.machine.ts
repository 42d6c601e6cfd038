import { and } from 'xstate';
import { engagePages } from './engage-pages';
import { engageSetup } from './engage.setup';

export type { EngageContext, EngageEvent, EngageInput, EngageOutput } from './engage-types';
export { engageActors } from './engage.setup';

/**
 * What a borrower does beside borrowing: Fintelligence (financial education by single sign-on to the learning
 * platform), GoTyme (the digital bank: what linking gives, linking an account, opening one) and referrals (their
 * code, sharing it, entering a friend's). Mounted by the app chart for the routes in engage-pages.ts; "Back" ends it
 * (the app goes on where the borrower was: home, or the journey they left for /gotyme).
 */
export const engageMachine = engageSetup.createMachine({
  id: 'engage',
  context: ({ input }) => ({
    route: input.route,
    routeParams: { ...input.params },
    versary: null,
    start: null,
    hasFintelligence: input.hasFintelligence,
    ssoFailure: null,
    handoff: null,
    learningUrl: null,
    linked: undefined,
    gotymeCode: null,
    phoneDestination: null,
    accountNumber: '',
    referral: null,
    codeInput: '',
    codeError: null,
    referredByName: null,
    notice: null,
    error: null,
  }),
  initial: 'routing',
  on: {
    'nav.request': { target: '.routing', actions: 'storeRoute' },
    'step.back': '.left',
  },
  states: {
    routing: {
      always: [
        { guard: 'fintelligenceWithoutProduct', target: 'fintelligenceDisabled' },
        { guard: { type: 'routeIs', params: engagePages.learnworldsSso.route }, target: 'sso' },
        { guard: { type: 'routeIs', params: engagePages.fintelligenceSsoFailed.route }, target: 'ssoFailed' },
        { guard: { type: 'routeIs', params: engagePages.gotyme.route }, target: 'gotyme' },
        { guard: { type: 'routeIs', params: engagePages.referral.route }, target: 'referral' },
        { guard: { type: 'routeIs', params: engagePages.versarySpecial.route }, target: 'versary' },
        // /fintelligence, and /fintelligence-disabled for a company that does offer it.
        { target: 'fintelligence' },
      ],
    },

    // Financial education: what it is, then single sign-on to the learning platform.
    fintelligence: {
      meta: engagePages.fintelligence,
      on: { 'fintelligence.start': 'sso' },
    },
    fintelligenceDisabled: { meta: engagePages.fintelligenceDisabled },
    sso: {
      meta: engagePages.learnworldsSso,
      tags: ['loading'],
      initial: 'requesting',
      entry: 'clearSsoFailure',
      after: { ssoTimeout: { target: 'ssoFailed', actions: 'ssoTimedOut' } },
      states: {
        requesting: {
          invoke: {
            id: 'requestLearningHandoff',
            src: 'requestLearningHandoff',
            onDone: { target: 'exchanging', actions: { type: 'holdHandoff', params: ({ event }) => event.output } },
            onError: [
              { guard: 'productUnavailable', target: '#engage.fintelligenceDisabled' },
              { target: '#engage.ssoFailed', actions: 'storeSsoFailure' },
            ],
          },
        },
        // The one-use token is held only until the learning platform has it (cleared on leaving this state).
        exchanging: {
          exit: 'dropHandoff',
          invoke: {
            id: 'exchangeLearningHandoff',
            src: 'exchangeLearningHandoff',
            input: ({ context }) => context.handoff!,
            onDone: { target: 'opening', actions: { type: 'holdLearningUrl', params: ({ event }) => event.output } },
            onError: { target: '#engage.ssoFailed', actions: 'storeSsoFailure' },
          },
        },
        opening: {
          invoke: {
            id: 'openLearningPage',
            src: 'openLearningPage',
            input: ({ context }) => ({ url: context.learningUrl! }),
            onError: { target: '#engage.ssoFailed', actions: ['dropLearningUrl', 'storeSsoFailure'] },
          },
        },
      },
    },
    ssoFailed: {
      meta: engagePages.fintelligenceSsoFailed,
      tags: ['error'],
      on: { 'fintelligence.retry': 'sso', 'step.back': 'fintelligence' },
    },

    // The digital bank: what linking gives (bank fee waived), the account linked, linking one, opening one.
    gotyme: {
      meta: engagePages.gotyme,
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadLinkedAccount',
            src: 'loadLinkedAccount',
            onDone: { target: 'ready', actions: { type: 'storeLinked', params: ({ event }) => event.output } },
            onError: { target: 'loadFailed', actions: 'storeError' },
          },
        },
        loadFailed: { tags: ['error'], on: { 'engage.retry': { target: 'loading', actions: 'clearError' } } },
        ready: { on: { 'gotyme.link': { target: 'linking', actions: 'clearError' } } },
        linking: {
          initial: 'editing',
          on: { 'gotyme.cancel': { target: 'ready', actions: 'clearError' } },
          states: {
            editing: {
              on: {
                'gotyme.sendCode': { target: 'sendingCode', actions: 'storeAccountNumber' },
                'gotyme.submit': { target: 'verifying', actions: 'storeAccountNumber' },
              },
            },
            // One call each, side by side: the code, and the number it goes to (as the journey's GoTyme step does).
            sendingCode: {
              tags: ['saving'],
              type: 'parallel',
              onDone: { target: 'editing', actions: 'storeCodeSent' },
              states: {
                code: {
                  initial: 'sending',
                  states: {
                    sending: {
                      invoke: {
                        id: 'requestGotymeCode',
                        src: 'requestGotymeCode',
                        input: ({ context }) => ({ accountNumber: context.accountNumber }),
                        onDone: 'sent',
                        onError: { target: '#engage.gotyme.linking.editing', actions: 'storeError' },
                      },
                    },
                    sent: { type: 'final' },
                  },
                },
                phone: {
                  initial: 'reading',
                  states: {
                    reading: {
                      invoke: {
                        id: 'readPhone',
                        src: 'readPhone',
                        onDone: { target: 'read', actions: { type: 'storePhone', params: ({ event }) => event.output } },
                        onError: { target: '#engage.gotyme.linking.editing', actions: 'storeError' },
                      },
                    },
                    read: { type: 'final' },
                  },
                },
              },
            },
            verifying: {
              tags: ['saving'],
              invoke: {
                id: 'verifyGotymeAccount',
                src: 'verifyGotymeAccount',
                input: ({ context, event }) => ({ accountNumber: context.accountNumber, code: event.type === 'gotyme.submit' ? event.code.trim() : '' }),
                onDone: { target: '#engage.gotyme.ready', actions: { type: 'storeNewLink', params: ({ event }) => event.output } },
                onError: { target: 'editing', actions: 'storeError' },
              },
            },
          },
        },
      },
    },

    // Referrals: the borrower's code and rewards, sharing it, and a friend's code while the platform takes one.
    referral: {
      meta: engagePages.referral,
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadReferralInfo',
            src: 'loadReferralInfo',
            onDone: { target: 'ready', actions: { type: 'storeReferral', params: ({ event }) => event.output } },
            onError: { target: 'loadFailed', actions: 'storeError' },
          },
        },
        loadFailed: { tags: ['error'], on: { 'engage.retry': { target: 'loading', actions: 'clearError' } } },
        ready: {
          on: {
            // Sharing happens in the browser (Web Share API or a channel's link); the chart records it.
            'referral.shared': { actions: 'noteShared' },
            'referral.copied': { actions: 'noteCopied' },
            'referral.enterCode': [
              { guard: and(['canEnterCode', 'codeLooksValid']), target: 'validating', actions: 'storeCodeInput' },
              { guard: 'canEnterCode', actions: 'storeCodeInput' },
            ],
          },
        },
        validating: {
          tags: ['saving'],
          invoke: {
            id: 'validateReferralCode',
            src: 'validateReferralCode',
            input: ({ context }) => ({ code: context.codeInput.toUpperCase() }),
            onDone: [
              { guard: { type: 'codeValid', params: ({ event }) => event.output }, target: 'claiming', actions: { type: 'storeReferrer', params: ({ event }) => event.output } },
              { target: 'ready', actions: 'codeRefused' },
            ],
            onError: { target: 'ready', actions: 'codeFailed' },
          },
        },
        claiming: {
          tags: ['saving'],
          invoke: {
            id: 'claimReferralCode',
            src: 'claimReferralCode',
            input: ({ context }) => ({ code: context.codeInput.toUpperCase() }),
            onDone: { target: 'ready', actions: { type: 'codeClaimed', params: ({ event }) => event.output } },
            onError: { target: 'ready', actions: 'codeFailed' },
          },
        },
      },
    },

    // A themed promotion (/{product}-versary-special): its terms from the platform, "Apply" into the journey with
    // the campaign chosen; an unknown, upcoming or ended one has its own page (never a blank one, never a redirect).
    versary: {
      meta: engagePages.versarySpecial,
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadVersary',
            src: 'loadVersary',
            input: ({ context }) => ({ product: context.routeParams.product ?? '' }),
            onDone: [
              { guard: { type: 'versaryLive', params: ({ event }) => event.output }, target: 'ready', actions: { type: 'storeVersary', params: ({ event }) => event.output } },
              { target: 'unavailable', actions: { type: 'storeVersary', params: ({ event }) => event.output } },
            ],
            onError: [{ guard: 'campaignNotFound', target: 'unavailable' }, { target: 'loadFailed', actions: 'storeError' }],
          },
        },
        loadFailed: { tags: ['error'], on: { 'engage.retry': { target: 'loading', actions: 'clearError' } } },
        ready: { on: { 'versary.apply': { guard: 'canApply', target: '#engage.applying', actions: 'startWithCampaign' } } },
        // Unknown, not started or over: the same address says so (one route, one page; the screen shows why).
        unavailable: {},
      },
    },
    /** "Apply": the app chart starts the journey (the first of journeyTypes the borrower can start) with the campaign. */
    applying: { type: 'final' },

    /** "Back": the app chart goes on where the borrower was. */
    left: { type: 'final' },
  },
  output: ({ context }) => context.start ?? { next: 'back' as const },
});

export type EngageMachine = typeof engageMachine;
