import { describe, expect, it } from "vitest";
import { unstorableTextReason } from "../contract/entities/storableText";
import { tilingFailureMessage } from "./tilingFailure";

describe("tilingFailureMessage", () => {
  it("names the cause, with the job's and the server's folders cut off", () => {
    const folders = ["/srv/orbis/tmp/tiling-1", "/srv/orbis"];
    expect(tilingFailureMessage("VipsImage: file has been truncated", folders)).toBe(
      "The panorama could not be tiled: VipsImage: file has been truncated",
    );
    expect(
      tilingFailureMessage(
        "Input file is missing: /srv/orbis/tmp/tiling-1/source and /srv/orbis/files/t/a.jpg",
        folders,
      ),
    ).toBe("The panorama could not be tiled: Input file is missing: source and files/t/a.jpg");
  });

  it("makes one storable line: no control characters, no half of a surrogate pair", () => {
    expect(tilingFailureMessage("vips: bad\n\u0000header\t\n", [])).toBe(
      "The panorama could not be tiled: vips: bad header",
    );
    const long = tilingFailureMessage(`${"x".repeat(499)}😀😀`, []);
    expect(long.endsWith("x😀")).toBe(true);
    expect(unstorableTextReason(long)).toBeNull();
  });
});
