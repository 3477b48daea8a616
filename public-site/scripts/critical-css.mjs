// Critical CSS for a prerendered page: the rules of the site's one stylesheet that can match
// the page's own markup. A rule is kept unless one of the classes its selector requires is
// absent from the page; rules without classes (elements, :root, attributes), @font-face,
// @keyframes and the like are always kept, and the order of the rules never changes, so the
// result paints exactly like the full stylesheet for that markup.

/** Splits CSS text into top-level blocks: { prelude, body } or { statement } (e.g. @import). */
export function parseBlocks(css) {
  const blocks = [];
  let i = 0;
  let start = 0;
  const n = css.length;
  const skipString = (at) => {
    const quote = css[at];
    let k = at + 1;
    while (k < n && css[k] !== quote) k += css[k] === '\\' ? 2 : 1;
    return k + 1;
  };
  while (i < n) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = skipString(i);
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
    } else if (c === ';') {
      const statement = css.slice(start, i + 1).trim();
      if (statement) blocks.push({ statement });
      i += 1;
      start = i;
    } else if (c === '{') {
      const prelude = css.slice(start, i).trim();
      let depth = 1;
      let k = i + 1;
      while (k < n && depth) {
        const d = css[k];
        if (d === '"' || d === "'") {
          k = skipString(k);
          continue;
        }
        if (d === '/' && css[k + 1] === '*') {
          const end = css.indexOf('*/', k + 2);
          k = end < 0 ? n : end + 2;
          continue;
        }
        if (d === '{') depth += 1;
        else if (d === '}') depth -= 1;
        k += 1;
      }
      blocks.push({ prelude, body: css.slice(i + 1, k - 1) });
      i = k;
      start = i;
    } else {
      i += 1;
    }
  }
  return blocks;
}

/** Splits a selector list on its top-level commas. */
export function splitSelectors(prelude) {
  const parts = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < prelude.length; i += 1) {
    const c = prelude[i];
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(prelude.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(prelude.slice(from));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * Classes a selector needs on the page. Attribute selectors, strings and the arguments of
 * functional pseudo-classes (:not(), :is(), :where(), :has()) are ignored: what they
 * mention is optional or negated.
 */
export function requiredClasses(selector) {
  let plain = selector.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  plain = plain.replace(/\[[^\]]*\]/g, '');
  let previous;
  do {
    previous = plain;
    plain = plain.replace(/:{1,2}[\w-]+\([^()]*\)/g, '');
  } while (plain !== previous);
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]);
}

const GROUPING_AT_RULES = /^@(media|supports|container|layer)\b/i;

/** The rules of `css` that can apply to markup using `classes` (a Set of class names). */
export function pruneCss(css, classes) {
  const out = [];
  for (const block of parseBlocks(css)) {
    if (block.statement) {
      out.push(block.statement);
      continue;
    }
    const { prelude, body } = block;
    if (prelude.startsWith('@')) {
      if (GROUPING_AT_RULES.test(prelude) && body.includes('{')) {
        const inner = pruneCss(body, classes);
        if (inner) out.push(`${prelude}{${inner}}`);
      } else {
        out.push(`${prelude}{${body}}`);
      }
      continue;
    }
    const kept = splitSelectors(prelude).filter((selector) =>
      requiredClasses(selector).every((name) => classes.has(name)),
    );
    if (kept.length) out.push(`${kept.join(',')}{${body}}`);
  }
  return out.join('');
}

/**
 * The complement of pruneCss(css, classes): only the selectors that need a class the page
 * does not use (other pages, states such as open menus or error messages), in their order.
 * A prerendered page loads these after its first paint. Everything else — rules for elements,
 * @font-face, @keyframes — is already in the page's inline CSS and is not repeated: a sheet
 * made of class selectors alone lets the browser restyle only the elements that gain one of
 * those classes, instead of restyling and laying out the whole page again when it arrives.
 */
export function restCss(css, classes) {
  const out = [];
  for (const block of parseBlocks(css)) {
    if (block.statement) continue;
    const { prelude, body } = block;
    if (prelude.startsWith('@')) {
      if (GROUPING_AT_RULES.test(prelude) && body.includes('{')) {
        const inner = restCss(body, classes);
        if (inner) out.push(`${prelude}{${inner}}`);
      }
      continue;
    }
    const rest = splitSelectors(prelude).filter((selector) =>
      requiredClasses(selector).some((name) => !classes.has(name)),
    );
    if (rest.length) out.push(`${rest.join(',')}{${body}}`);
  }
  return out.join('');
}

/**
 * Cuts CSS into parts of about `size` characters at its top-level rules, in order: the browser
 * reads and applies each part in a task of its own (public/boot.js adds them one after the
 * other), where one big stylesheet held the page for tens of milliseconds on a phone.
 */
export function splitCss(css, size) {
  const parts = [];
  let part = '';
  for (const block of parseBlocks(css)) {
    const text = block.statement ?? `${block.prelude}{${block.body}}`;
    if (part && part.length + text.length > size) {
      parts.push(part);
      part = '';
    }
    part += text;
  }
  if (part) parts.push(part);
  return parts;
}

/** Every class name used in an HTML document. */
export function classesIn(html) {
  const classes = new Set();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1].split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}
