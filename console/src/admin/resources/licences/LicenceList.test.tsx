import { instructorAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { buyLicences, renderInAdmin } from "../students/adminTesting";
import { LicenceList } from "./LicenceList";

/* The licences list against the real server: an instructor who bought a pack of ten. */

afterEach(cleanup);

describe("LicenceList", () => {
  it("shows the count still unused, the way to buy more, and each licence", async () => {
    const instructor = await instructorAccount("admin-licences");
    await buyLicences(instructor, "LICENCE-1M-BULK");
    await renderInAdmin(instructor, "licences", <LicenceList />);
    expect(await screen.findByText("10 licences available")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Licences" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Buy licences" })).toHaveProperty(
      "pathname",
      "/mypage/purchase-student",
    );
    const products = await screen.findAllByText("Student licence, 1 month, pack of 10");
    expect(products).toHaveLength(10);
    const row = products[0]?.closest("tr");
    if (!row) throw new Error("no row");
    expect(within(row).getByText("Available")).toBeTruthy();
    expect(within(row).getByText("1 month")).toBeTruthy();
  });
});
