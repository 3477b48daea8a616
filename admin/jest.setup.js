// jsdom lacks a few Web APIs that react-router and MUI use at import time: borrow Node's.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// MUI X charts copy their gesture options with structuredClone, which jsdom does not expose.
if (typeof globalThis.structuredClone === 'undefined') {
  const v8 = await import('node:v8');
  globalThis.structuredClone = (value) => v8.deserialize(v8.serialize(value));
}
