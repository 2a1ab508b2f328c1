/*
 * The Pannellum page's own script and styles, shipped beside Pannellum in a static-site export
 * (the live `/t/{slug}` page runs the Orbis viewer instead). The page runs no inline script;
 * the tour arrives as JSON in `<script type="application/json" id="orbis-tour">`.
 */

/** Starts Pannellum on the tour, wires the scene list, and Google Analytics when configured. */
export const PAGE_SCRIPT = `(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("orbis-tour").textContent);
  if (data.ga) {
    window.dataLayer = window.dataLayer || [];
    window.gtag = function () { window.dataLayer.push(arguments); };
    window.gtag("js", new Date());
    window.gtag("config", data.ga);
  }
  var viewer = window.pannellum.viewer("panorama", data.pannellum);
  var buttons = Array.prototype.slice.call(document.querySelectorAll("[data-scene]"));
  var mark = function (id) {
    buttons.forEach(function (b) {
      b.setAttribute("aria-current", String(b.getAttribute("data-scene") === id));
    });
  };
  buttons.forEach(function (b) {
    b.addEventListener("click", function () { viewer.loadScene(b.getAttribute("data-scene")); });
  });
  viewer.on("scenechange", mark);
  mark(data.pannellum["default"].firstScene);
})();
`;

/** The page's layout: the panorama fills the window, title on top, scenes along the bottom. */
export const PAGE_STYLE = `html, body { margin: 0; height: 100%; background: #111; color: #f4f4f4;
  font-family: system-ui, -apple-system, "Segoe UI", "Noto Sans KR", sans-serif; }
#panorama { position: fixed; inset: 0; }
.tour-head { position: fixed; top: 0; left: 0; right: 0; padding: 12px 16px 12px 52px;
  pointer-events: none; background: linear-gradient(rgba(0,0,0,.6), rgba(0,0,0,0)); }
.has-scenes .pnlm-panorama-info { bottom: 96px; }
.tour-head h1 { margin: 0; font-size: 1.25rem; }
.tour-head p { margin: 4px 0 0; max-width: 60em; font-size: .9rem; opacity: .85; }
.scenes { position: fixed; left: 0; right: 0; bottom: 0; display: flex; gap: 8px; margin: 0;
  padding: 8px 12px; overflow-x: auto; list-style: none; background: rgba(0,0,0,.55); }
.scenes button { display: flex; flex-direction: column; align-items: center; gap: 4px; width: 112px;
  padding: 4px; border: 2px solid transparent; border-radius: 6px; background: none; color: inherit;
  font: inherit; font-size: .75rem; cursor: pointer; }
.scenes button[aria-current="true"] { border-color: #3c9d5d; }
.scenes img { width: 104px; height: 52px; object-fit: cover; border-radius: 4px; }
.missing { display: grid; place-items: center; height: 100%; text-align: center; padding: 0 16px; }
.missing a { color: #7fd39a; }
`;
