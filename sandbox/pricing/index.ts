/** The platform's own pricing and ledger (never src/domain: the app and the platform must be able to disagree). */
export * from './money';
export * from './days';
export * from './products';
export * from './quote';
export * from './eligibility';
export * from './schedule';
export * from './ledger';
export * from './refinance';
export * from './ewa';
