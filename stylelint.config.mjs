// Issue 28: the public site mirrors for Arabic (dir="rtl") through CSS logical properties, so a
// physical left/right in its stylesheets is an error (`npm run lint:css`, part of `npm run lint`).
// Only the inline axis is enforced: top/bottom, width/height and viewport units do not change
// with the direction of the text, so they stay as they are (converting them would be churn with
// no effect on mirroring).
/** @type {import('stylelint').Config} */
export default {
  plugins: ['stylelint-plugin-logical-css'],
  rules: {
    'logical-css/require-logical-properties': [
      true,
      {
        ignore: [
          'top',
          'bottom',
          'width',
          'height',
          'min-width',
          'min-height',
          'max-width',
          'max-height',
          'margin-top',
          'margin-bottom',
          'padding-top',
          'padding-bottom',
          'border-top',
          'border-bottom',
          'border-top-color',
          'border-bottom-color',
          'border-top-style',
          'border-bottom-style',
          'border-top-width',
          'border-bottom-width',
          'scroll-margin-top',
          'scroll-margin-bottom',
          'scroll-padding-top',
          'scroll-padding-bottom',
          'overflow-x',
          'overflow-y',
          'overscroll-behavior-x',
          'overscroll-behavior-y',
          'contain-intrinsic-width',
          'contain-intrinsic-height',
        ],
      },
    ],
    'logical-css/require-logical-keywords': [
      true,
      { ignore: ['caption-side', 'offset-anchor', 'offset-position'] },
    ],
  },
};
