import sanitizeHtml from 'sanitize-html';

/** A colour as the dashboard's editor writes it: #hex or rgb()/rgba(). */
const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
];

/**
 * Stored rich text (every `RichText` field: job and course descriptions, FAQ answers) keeps
 * every format the dashboard's editor (ra-input-rich-text's TipTap toolbar) offers — headings, marks, text colour, highlight,
 * alignment, lists, links, images, quotes — and nothing that can run: links only
 * http(s)/mailto/tel, images http(s) or data:image/* (DECISIONS 5), inline styles only the
 * colour and alignment properties with plain values. test/rich-text-round-trip proves it.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'blockquote',
    'code',
    'pre',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
    'mark',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    mark: ['data-color'],
    '*': ['class', 'style'],
  },
  allowedStyles: {
    '*': { 'text-align': [/^(left|center|right|justify)$/] },
    span: { color: COLOR },
    mark: { 'background-color': COLOR, color: [...COLOR, /^inherit$/] },
  },
  allowedClasses: {
    '*': ['ql-align-center', 'ql-align-right', 'ql-align-justify', 'ql-indent-1', 'ql-indent-2'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    /^\s*data:/i.test(frame.attribs.src ?? '') &&
    !/^\s*data:image\/(png|jpe?g|gif|webp);/i.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        // The editor adds nofollow to every link; a new tab never gets a handle on this page.
        ...(attribs.target === '_blank'
          ? {
              rel: /\bnofollow\b/.test(attribs.rel ?? '')
                ? 'noopener noreferrer nofollow'
                : 'noopener noreferrer',
            }
          : {}),
      },
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when the HTML has visible text (an editor's empty "<p></p>" is empty). */
export function hasText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}
