// jsdom lacks a few Web APIs that react-router and MUI use at import time: borrow Node's.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
