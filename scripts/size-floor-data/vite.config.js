// Built by scripts/bench-floors.ts into the app's build (served by the sandbox like the app, under its CSP).
export default { base: '/bench-floor-stack/', html: { cspNonce: '__CSP_NONCE__' }, logLevel: 'error' };
