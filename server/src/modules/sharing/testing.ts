/* Sharing steps for other modules' tests: a published tour shared through a code. */

export { shareWith } from "./testing/testKit";
