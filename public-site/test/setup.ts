// jsdom lacks TextEncoder/TextDecoder, which react-router uses at import time.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextDecoder, TextEncoder });

// jsdom has <dialog> but not its modal methods: a stand-in that only sets `open`, enough for
// components that show a dialog with showModal(). Focus trapping, inertness and Escape are the
// browser's, proven by the Playwright tests.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
