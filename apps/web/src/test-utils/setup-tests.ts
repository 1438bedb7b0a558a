import { configure } from '@testing-library/react';

// The first test of a file also pays for lazy chunks and message catalogues: on a loaded CI machine
// that can pass the default 1 s of findBy*/waitFor.
configure({ asyncUtilTimeout: 5000 });
