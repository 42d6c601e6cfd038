import type { Module } from '../context';
import { registerDocuments } from './documents';
import { registerOffers } from './offers';
import { registerPromo } from './promo';
import { registerRecovery } from './recovery';
import { registerTransactions } from './transactions';

export const registerPlatform: Module = (ctx) => {
  for (const register of [registerDocuments, registerOffers, registerPromo, registerRecovery, registerTransactions]) register(ctx);
};
