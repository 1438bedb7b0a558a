import { configure, fireEvent } from '@testing-library/react';

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
