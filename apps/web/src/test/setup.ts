import { configure } from '@testing-library/react';

// `waitFor` and `findBy…` wait for a state, not a time; their limit is only how long a state may take to come. The
// library's default of 1 s failed `kept-view.test.tsx` once while the machine was busy with browser tests
// (stop 47), so they wait as long as the browser tests' own expectations do.
configure({ asyncUtilTimeout: 10_000 });
