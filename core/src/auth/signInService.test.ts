import { describe, expect, it } from "vitest";
import { ORBIS_SERVICE, PAYMENTS_SERVICE } from "../contract/entities/service";
import { signInServiceProblem } from "./signInService";

describe("signInServiceProblem", () => {
  it.each<[string, string, string | null]>([
    ["the console's and the CLI's", ORBIS_SERVICE.serviceId, null],
    [
      "the payments'",
      PAYMENTS_SERVICE.serviceId,
      `"orbis-pay" is the payments' service: nobody signs in to it`,
    ],
    [
      "another product's",
      "another-product",
      `"another-product" is not a service that signs in here`,
    ],
    ["a case variant of the console's", "ORBIS", `"ORBIS" is not a service that signs in here`],
    ["an empty one", "", `"" is not a service that signs in here`],
  ])("judges %s service id", (_, serviceId, problem) => {
    expect(signInServiceProblem(serviceId)).toBe(problem);
  });
});
