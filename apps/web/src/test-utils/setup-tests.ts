import { configure, fireEvent } from '@testing-library/react';
import { options } from 'preact';

// The first test of a file also pays for lazy chunks and message catalogues: on a loaded CI machine
// (two cores, the API suites beside) that took 5 s for the chat's pages. Only a failing wait waits this long.
configure({ asyncUtilTimeout: 15_000 });

/**
 * The site runs on Preact (preact/compat), which listens to `input` for a text field's onChange, as React's
 * own onChange does: in a browser, typing fires `input` at once and `change` only when the field is left.
 * A test's fireEvent.change stands for typing, so it fires both, like a browser would.
 */
const fireChange = fireEvent.change;
const isTextField = (node: unknown): node is HTMLInputElement | HTMLTextAreaElement =>
  node instanceof HTMLTextAreaElement ||
  (node instanceof HTMLInputElement && !/^(checkbox|radio|file)$/.test(node.type));
fireEvent.change = (node, init) => {
  const fired = fireChange(node, init);
  return isTextField(node) ? fireEvent.input(node) && fired : fired;
};

/**
 * Preact renders a state change in a microtask, and runs effects a frame after. Tests that fake the clock
 * (jest.useFakeTimers fakes queueMicrotask and requestAnimationFrame too) would hold every render until
 * they advance it: renders keep the real queue, as in a browser. Effects run right after their render, as
 * React runs them in tests, so a test can act (press a key a listener waits for) as soon as it sees the
 * render. Preact's act still batches and flushes within an act.
 */
const realQueueMicrotask = globalThis.queueMicrotask.bind(globalThis);
options.debounceRendering = (render) => realQueueMicrotask(render);
options.requestAnimationFrame = (flush) => realQueueMicrotask(flush);
