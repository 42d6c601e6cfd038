import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Module } from '../context';
import { registerBackOfficeApi } from './api';
import { registerOpenInApp } from './open-in-app';
import { renderBackOffice } from './page';
import { registerStaticDirs } from './static-dirs';

const assetsDir = join(dirname(fileURLToPath(import.meta.url)), 'assets');
const assets: Record<string, string> = { 'backoffice.js': 'text/javascript; charset=utf-8', 'backoffice.css': 'text/css; charset=utf-8' };

/** Back office for QA: GET /sandbox (HTML), /sandbox/assets/*, /sandbox/api/* (JSON). */
export const registerBackOffice: Module = (ctx) => {
  registerBackOfficeApi(ctx);
  registerOpenInApp(ctx);
  registerStaticDirs(ctx);
  ctx.app.get('/sandbox', (c) => c.html(renderBackOffice(ctx), 200, { 'cache-control': 'no-store' }));
  ctx.app.get('/sandbox/assets/:file', (c) => {
    const file = c.req.param('file');
    const type = assets[file];
    if (!type) return c.json({ code: 'NOT_FOUND', message: 'No such asset.' }, 404);
    return c.body(readFileSync(join(assetsDir, file), 'utf8'), 200, { 'content-type': type, 'cache-control': 'no-cache' });
  });
};
