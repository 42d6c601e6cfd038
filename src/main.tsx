import { bootBrowser } from '~/app/boot';
import { mountApp } from '~/app/mount-app';

/**
 * The app entry (every document but /login's, which loads the island src/islands/login.tsx): the shell rules and the
 * root chart (src/app/boot.ts), then the router and the app (src/app/mount-app.tsx).
 */
const booted = bootBrowser();
booted.actor.start();
mountApp(booted, document.getElementById('root')!);
