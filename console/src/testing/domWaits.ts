import { configure } from "@testing-library/dom";

/*
 * Setup file: screens load their code as lazy chunks and their data from the real server, and CI
 * runs every package's tests at once on two cores. Testing Library's 1 s default for `findBy…`
 * and `waitFor` is too short there, and so was 10 s for the first admin screen of a file (the
 * admin chunk compiles while the other packages' suites run); 20 s still fails well inside the
 * 60 s test timeout on a screen that never comes.
 */
configure({ asyncUtilTimeout: 20_000 });
