import { describe, expect, it } from "vitest";
import { embedCode, readPageData } from "./pageData";

describe("the page's data", () => {
  it("reads the JSON the server embeds", () => {
    document.body.innerHTML =
      '<script type="application/json" id="orbis-tour">{"tour":{"title":"T"},"url":"http://x/t/a","ga":null}</script>';
    expect(readPageData(document)).toMatchObject({ url: "http://x/t/a", ga: null });
  });

  it("fails clearly without it", () => {
    document.body.innerHTML = "";
    expect(() => readPageData(document)).toThrow("This page carries no tour.");
  });

  it("writes embed code with the address and title escaped", () => {
    const code = embedCode("https://orbis.test/t/harbour?a=1&b=2", 'Harbour "lights" <b>');
    expect(code).toContain('src="https://orbis.test/t/harbour?a=1&amp;b=2"');
    expect(code).toContain('title="Harbour &quot;lights&quot; &lt;b&gt;"');
    expect(code.startsWith("<iframe ")).toBe(true);
    expect(code).toContain("allowfullscreen");
  });
});
