import { configure } from '@testing-library/react';

// The first test of a file also pays for lazy chunks and message catalogues: on a loaded CI machine
// (two cores, the API suites beside) that took 5 s for the chat's pages. Only a failing wait waits this long.
configure({ asyncUtilTimeout: 15_000 });
