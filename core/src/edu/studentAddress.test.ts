import { describe, expect, it } from "vitest";
import { isStudentAddress, studentAddressOf } from "./studentAddress";

describe("students' reserved addresses", () => {
  it("are made from the login id under a domain no mail reaches", () => {
    expect(studentAddressOf("st-k7q2zp")).toBe("st-k7q2zp@students.orbis.invalid");
    expect(isStudentAddress(studentAddressOf("st-k7q2zp"))).toBe(true);
    expect(isStudentAddress("ST-K7Q2ZP@Students.Orbis.Invalid")).toBe(true);
  });

  it("are told apart from real addresses", () => {
    expect(isStudentAddress("ana@example.com")).toBe(false);
    expect(isStudentAddress("ana@notstudents.orbis.invalid")).toBe(false);
    expect(isStudentAddress(null)).toBe(false);
  });
});
