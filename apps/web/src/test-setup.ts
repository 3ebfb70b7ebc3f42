import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy and waitFor answer as soon as the screen shows what they look for; this is only how long
// they keep looking before failing. The default second is too short on a busy machine (three
// pages of a list took two), where a test failed although the screen was right.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has <dialog> but not its methods: open and close it as a browser would, without the
// top layer (components/ui/modal.tsx relies on them).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
