/**
 * Samples for the generated-path traversal (tests/paths) of the OTP chart: complete and partial codes, every
 * verification and resend failure the chart branches on (wrong code with tries left and none, expired, captcha, a
 * lockout with an end and a voided code without one).
 */
const f = (code: string, extra: object = {}) => ({ code, message: code, ...extra });

export default {
  otp: {
    inputs: [{ purpose: 'login', destination: '+63 917 *** 4567' }, { purpose: 'email', destination: 'j***@example.com', sentAt: 1 }],
    events: {
      'otp.change': [
        { type: 'otp.change', code: '123456' },
        { type: 'otp.change', code: '12' },
      ],
      'captcha.submit': [
        { type: 'captcha.submit', answer: '3' },
        { type: 'captcha.submit', answer: '' },
      ],
    },
    outcomes: {
      verifyOtp: {
        done: [{ ok: true }],
        error: [f('UAS-E511', { attemptsLeft: 2 }), f('UAS-E511', { attemptsLeft: 0 }), f('UAS-E510'), f('UAS-E510', { retryAfterSeconds: 600 }), f('UAS-E512', { captcha: { id: 'c', question: '3 + 4' } }), f('NETWORK')],
      },
      resendOtp: { done: [{ sentAt: 2 }], error: [f('NETWORK'), f('UAS-E510'), f('UAS-E512', { captcha: { id: 'c', question: '3 + 4' } })] },
    },
  },
};
