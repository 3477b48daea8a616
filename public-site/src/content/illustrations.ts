/**
 * The pictures of the content modules. A module of its own so the Arabic copies
 * (content/ar/*) can build the same pictures with their own alt text without importing the
 * English modules that load them.
 */
export interface Illustration {
  /** Same-origin SVG under public/illustrations/. */
  src: string;
  alt: string;
  width: number;
  height: number;
}

const illustration = (file: string, alt: string, width: number, height: number) => ({
  src: `/illustrations/${file}.svg`,
  alt,
  width,
  height,
});

/** A slide of the home page's featured-projects carousel. */
export const slide = (name: string, alt: string): Illustration =>
  illustration(`slide-${name}`, alt, 480, 360);

/** The picture of a product card (operations pages) or software partner. */
export const picture = (name: string, alt: string): Illustration =>
  illustration(name, alt, 400, 250);
