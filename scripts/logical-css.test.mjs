// Proves that `npm run lint` (its `lint:css` step) fails on a physical left/right in the public
// site's CSS (issue 28: /ar pages mirror through logical properties): lints small stylesheets
// with the repository's own stylelint.config.mjs, as if they lay in public-site/src.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import stylelint from 'stylelint';

const root = path.resolve(import.meta.dirname, '..');
const codeFilename = path.join(root, 'public-site', 'src', 'lint-proof.module.css');

async function problems(code) {
  const { results } = await stylelint.lint({ code, codeFilename });
  return results[0].warnings.map((warning) => `${warning.rule}: ${warning.text}`);
}

test('margin-left in public-site CSS fails the lint', async () => {
  const found = await problems('.a {\n  margin-left: 4px;\n}\n');
  assert.equal(found.length, 1, found.join('\n'));
  assert.match(found[0], /^logical-css\/require-logical-properties: .*margin-inline-start/);
});

test('the other physical inline-axis properties and keywords fail too', async () => {
  const found = await problems(
    [
      '.a {',
      '  position: absolute;',
      '  right: 0;',
      '  padding-right: 1rem;',
      '  border-left: 1px solid;',
      '  text-align: left;',
      '  float: right;',
      '}',
      '',
    ].join('\n'),
  );
  assert.equal(found.length, 5, found.join('\n'));
});

test('logical properties, and top/bottom/width/height, pass', async () => {
  const found = await problems(
    [
      '.a {',
      '  position: absolute;',
      '  top: 0;',
      '  inset-inline-end: 0;',
      '  width: 10px;',
      '  margin-inline-start: 4px;',
      '  padding-inline: 1rem 0;',
      '  border-inline-start: 1px solid;',
      '  text-align: start;',
      '  float: inline-end;',
      '}',
      '',
    ].join('\n'),
  );
  assert.deepEqual(found, []);
});
