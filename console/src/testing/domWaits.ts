import { configure } from "@testing-library/dom";

/*
 * Setup file: screens load their code as lazy chunks and their data from the real server, and CI
 * runs every package's tests at once on two cores. Testing Library's 1 s default for `findBy…`
 * and `waitFor` is too short there; 10 s still fails fast on a screen that never comes.
 */
configure({ asyncUtilTimeout: 10_000 });
