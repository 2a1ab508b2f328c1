import { describe, expect, it } from "vitest";
import { escapeHtml, markupToText, scriptJson } from "./markup";

describe("escapeHtml", () => {
  it.each([
    ["plain", "plain"],
    [
      `<a href="x" title='y'>Tom & Jerry</a>`,
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    ],
    ["&amp; stays escaped once more", "&amp;amp; stays escaped once more"],
    ["한국어 😀", "한국어 😀"],
  ])("%j → %j", (text, html) => {
    expect(escapeHtml(text)).toBe(html);
  });
});

describe("scriptJson", () => {
  it("cannot close the script block or open a comment, and reads back unchanged", () => {
    const value = { title: "</script><script>alert(1)</script> <!-- & \u2028 \u2029" };
    const json = scriptJson(value);
    expect(json).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe("markupToText", () => {
  it.each([
    ["plain", "plain"],
    ["a<br>b<br/>c<BR />d", "a\nb\nc\nd"],
    ["<p>One</p><p>Two &amp; three</p>", "One\nTwo & three"],
    ["<p>One <b>bold</b></p><p>Two<script>x</script></p>", "One bold\nTwo"],
    ["<style>p{color:red}</style><h1>Terms</h1><ul><li>a</li><li>b</li></ul>", "Terms\na\nb"],
    [
      "<b>Bold</b> &lt;tag&gt; &quot;q&quot; &#39;s&#39; &#x41;&#66;&nbsp;!",
      "Bold <tag> \"q\" 's' AB !",
    ],
    ["Tom & Jerry; &unknown; &#0;", "Tom & Jerry; &unknown; &#0;"],
    ["  spaced \t out  <p></p><p></p><p></p> end ", "spaced out\n\nend"],
    ["<img src=x onerror=alert(1)>caption", "caption"],
  ])("%j → %j", (markup, text) => {
    expect(markupToText(markup)).toBe(text);
  });
});
