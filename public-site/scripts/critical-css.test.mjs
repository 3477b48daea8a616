// node --test public-site/scripts/critical-css.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  classesIn,
  parseBlocks,
  pruneCss,
  requiredClasses,
  splitSelectors,
  restCss,
  splitCss,
} from './critical-css.mjs';

test('keeps the rules the markup can use, in their order, and drops the others', () => {
  const css =
    ':root{--a:1}body{margin:0}.used{color:red}.unused{color:blue}.used .inner{x:1}' +
    '.used,.unused{y:2}@media (min-width:768px){.unused{z:1}.used{z:2}}' +
    "@font-face{font-family:A;src:url(/a.woff2)}@font-face{font-family:B;src:local('Arial')}" +
    '@keyframes spin{to{transform:rotate(1turn)}}';
  const html = '<div class="used other"><span class="inner"></span></div>';
  assert.equal(
    pruneCss(css, classesIn(html)),
    ':root{--a:1}body{margin:0}.used{color:red}.used .inner{x:1}.used{y:2}' +
      '@media (min-width:768px){.used{z:2}}' +
      "@font-face{font-family:A;src:url(/a.woff2)}@font-face{font-family:B;src:local('Arial')}" +
      '@keyframes spin{to{transform:rotate(1turn)}}',
  );
});

test('the stylesheet loaded after the first paint holds only the rules the page left out', () => {
  const css =
    ':root{--a:1}body{margin:0}.used{color:red}.unused{color:blue}.used .inner{x:1}' +
    '.used,.unused{y:2}.used.open{o:1}@media (min-width:768px){.unused{z:1}.used{z:2}}' +
    '@font-face{font-family:A;src:url(/a.woff2)}@keyframes spin{to{transform:rotate(1turn)}}' +
    '@import url(x.css);';
  const classes = classesIn('<div class="used"><span class="inner"></span></div>');
  assert.equal(
    restCss(css, classes),
    '.unused{color:blue}.unused{y:2}.used.open{o:1}@media (min-width:768px){.unused{z:1}}',
  );
});

test('the rest of the stylesheet is cut into parts at whole rules, in order', () => {
  const css =
    '.a{color:red}@media (min-width:768px){.b{z:1}.c{content:"}"}}.d{x:1}' + '.e{y:2}'.repeat(5);
  const parts = splitCss(css, 40);
  assert.equal(parts.join(''), css);
  assert.ok(parts.length > 2);
  for (const part of parts) {
    // Every part is whole rules: it parses back to blocks that print as the part itself.
    const printed = parseBlocks(part)
      .map((block) => block.statement ?? `${block.prelude}{${block.body}}`)
      .join('');
    assert.equal(printed, part);
  }
  // A rule longer than a part stays whole, in a part of its own.
  assert.deepEqual(splitCss('.long{a:1;b:2;c:3}.x{y:1}', 5), ['.long{a:1;b:2;c:3}', '.x{y:1}']);
  assert.deepEqual(splitCss('', 10), []);
});

test('classes inside :not(), :has(), attribute selectors and strings are not required', () => {
  assert.deepEqual(requiredClasses('.a:not(.b) > .c[data-x=".d"]:has(.e)::before'), ['a', 'c']);
  assert.deepEqual(requiredClasses('.hidden:not(:has(:focus-visible))'), ['hidden']);
  assert.deepEqual(requiredClasses('a:hover'), []);
});

test('parses strings and comments that contain braces and commas', () => {
  const blocks = parseBlocks(".a::after{content:'{,}'}/* } */.b{c:d}@import url(x.css);");
  assert.deepEqual(
    blocks.map((block) => block.prelude ?? block.statement),
    ['.a::after', '/* } */.b', '@import url(x.css);'],
  );
  assert.deepEqual(splitSelectors('.a, .b:is(.c, .d), [x="1,2"]'), [
    '.a',
    '.b:is(.c, .d)',
    '[x="1,2"]',
  ]);
});
