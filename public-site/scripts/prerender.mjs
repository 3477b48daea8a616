// Writes the static routes as HTML after both Vite builds (client into dist/, SSR into
// dist-ssr/): each page is the built index.html with the route's markup inside #root,
// its <title> and its meta description.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const STATIC_ROUTES = ['/', '/login', '/register', '/403'];
const ROOT_PLACEHOLDER = '<div id="root"></div>';

const siteDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(siteDir, 'dist');
const serverEntry = join(siteDir, 'dist-ssr', 'entry-server.js');

const escapeHtml = (text) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

function replaceOnce(html, pattern, replacement, what) {
  if (!pattern.test(html)) throw new Error(`prerender: ${what} not found in dist/index.html`);
  return html.replace(pattern, () => replacement);
}

const template = await readFile(join(distDir, 'index.html'), 'utf8');
if (!template.includes(ROOT_PLACEHOLDER)) {
  throw new Error(`prerender: ${ROOT_PLACEHOLDER} not found in dist/index.html`);
}
// The untouched shell, for a server to answer routes that are not prerendered.
await writeFile(join(distDir, 'shell.html'), template);

const { render, head } = await import(pathToFileURL(serverEntry).href);

for (const route of STATIC_ROUTES) {
  const markup = render(route);
  const { title, description } = head(route);
  let html = template.replace(
    ROOT_PLACEHOLDER,
    () => `<div id="root" data-route="${escapeHtml(route)}">${markup}</div>`,
  );
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(title)}</title>`,
    '<title>',
  );
  if (description) {
    html = replaceOnce(
      html,
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
      'meta description',
    );
  }

  const file =
    route === '/' ? join(distDir, 'index.html') : join(distDir, route.slice(1), 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  console.log(`prerendered ${route} -> ${file.slice(siteDir.length + 1)}`);
}
