import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory.js';
import { loadConfig } from '../../src/config/app-config.js';

export const PUBLIC_URL = 'https://petrolink.example';

export const page = (title: string, route: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"${lang === 'ar' ? ' dir="rtl"' : ''}><head><title>${title}</title><meta name="description" content="old">` +
  `<link rel="canonical" href="${route}"><meta property="og:url" content="${route}">` +
  `</head><body><div id="root" data-route="${route}"><h1>${title}</h1></div></body></html>`;

export function siteMeta(aboutTitle: string) {
  return {
    shareImage: '/og-image.png',
    organization: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Petrolink Energy Services',
      url: '/',
      logo: '/logo.svg',
      image: '/og-image.png',
    },
    routes: [
      { path: '/', title: 'Home | P', description: 'Home page', layout: 'main', indexable: true },
      {
        path: '/aboutus',
        title: aboutTitle,
        description: 'Twenty years in the field',
        layout: 'main',
        indexable: true,
      },
      { path: '/403', title: 'Access denied', description: null, layout: 'main', indexable: false },
      { path: '/login', title: 'Login', description: 'Sign in', layout: 'auth', indexable: true },
      // Issue 28: the Arabic pages are listed by their /ar path.
      {
        path: '/ar/aboutus',
        locale: 'ar',
        title: 'من نحن | بترولينك',
        description: 'عشرون عامًا في الميدان',
        layout: 'main',
        indexable: true,
      },
    ],
  };
}

/** The real server, its public site replaced by a small fake build in a temp folder. */
export async function startWithSite(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petrolink-seo-'));
  const dist = path.join(dataDir, 'site');
  fs.mkdirSync(path.join(dist, 'aboutus'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), page('Home | P', '/'));
  fs.writeFileSync(path.join(dist, 'shell.html'), page('P', ''));
  fs.writeFileSync(path.join(dist, 'aboutus', 'index.html'), page('About us | P', '/aboutus'));
  fs.mkdirSync(path.join(dist, 'ar', 'aboutus'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'shell-ar.html'), page('بترولينك', '', 'ar'));
  fs.writeFileSync(
    path.join(dist, 'ar', 'aboutus', 'index.html'),
    page('من نحن | بترولينك', '/ar/aboutus', 'ar'),
  );
  fs.writeFileSync(path.join(dist, 'site-meta.json'), JSON.stringify(siteMeta('About us | P')));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      PUBLIC_URL,
      ...env,
      ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
    }),
    publicSiteDist: dist,
  };
  const app: INestApplication = await createApp(config, { logger: false });
  await app.init();
  return {
    app,
    db: app.get(DataSource),
    dist,
    api: () => request(app.getHttpServer()),
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
