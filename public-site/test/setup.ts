// jsdom lacks TextEncoder/TextDecoder, which react-router uses at import time.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextDecoder, TextEncoder });
