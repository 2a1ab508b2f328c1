/* What the shared test kit needs to make accounts without the registration flow. */
export { hashPassword } from "./passwords";
