import type { PublishedTour, SiteBlock, SitePage } from "@orbis/core/contract";
import { escapeHtml } from "@orbis/core/format";
import { contactLinks, type PictureUrls, paragraphsOf, pictureUrl } from "@orbis/core/tours";

/*
 * The body of a published page that has a site page: the cover, then the blocks in order, the
 * tour's block holding the viewer's root (`#orbis-root`, which the page script mounts into). Every
 * user string goes through `escapeHtml`; links come from core's `contactLinks` (mailto:, tel:,
 * http(s) only); pictures are the snapshot's scene previews or the pictures uploaded for the
 * page, never an address a user typed.
 */

/** A saved site page with the addresses of the pictures uploaded for it, by id. */
export interface SiteBody {
  readonly page: SitePage;
  readonly images: ReadonlyMap<string, string>;
}

/** The snapshot's scene previews (never a scene the served version lacks) and the uploads. */
const urlsOf = (tour: PublishedTour, images: ReadonlyMap<string, string>): PictureUrls => ({
  scenes: new Map(
    tour.scenes.flatMap((s) => {
      const url = s.previewUrl ?? s.thumbnailUrl;
      return url === null ? [] : [[s.id, url] as const];
    }),
  ),
  images,
});

const textHtml = (body: string): string =>
  paragraphsOf(body)
    .map((lines) => `<p>${lines.map(escapeHtml).join("<br>")}</p>`)
    .join("");

const titleHtml = (title: string): string =>
  title.trim() === "" ? "" : `<h2>${escapeHtml(title)}</h2>`;

const blockHtml = (block: SiteBlock, urls: PictureUrls, viewerRoot: string): string => {
  switch (block.type) {
    case "tour":
      return `<section class="site-block site-tour">${viewerRoot}</section>`;
    case "text":
      return `<section class="site-block site-text">${titleHtml(block.title)}${textHtml(block.body)}</section>`;
    case "contact": {
      const items = contactLinks(block).map((link) => {
        const text = escapeHtml(link.text);
        const inner =
          link.href === null
            ? text
            : `<a href="${escapeHtml(link.href)}" rel="noopener"${link.kind === "website" ? ' target="_blank"' : ""}>${text}</a>`;
        return `<li class="site-contact-${link.kind}">${inner}</li>`;
      });
      return `<section class="site-block site-contact">${titleHtml(block.title)}<ul>${items.join("")}</ul></section>`;
    }
    case "image": {
      const src = pictureUrl(block.picture, urls);
      if (src === null) return "";
      const caption =
        block.caption.trim() === "" ? "" : `<figcaption>${escapeHtml(block.caption)}</figcaption>`;
      return `<figure class="site-block site-image"><img src="${escapeHtml(src)}" alt="${escapeHtml(block.caption)}" loading="lazy">${caption}</figure>`;
    }
  }
};

/** The site page's own styles, inline (the page's CSP allows inline styles, not scripts). */
export const SITE_PAGE_STYLE =
  "<style>html,body{height:auto;min-height:100%}body.site-page{background:#f6f6f4;color:#1d1d1f}" +
  ".site-cover{position:relative;min-height:36vh;display:flex;align-items:flex-end;background:#222;color:#fff;overflow:hidden}" +
  ".site-cover img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:.7}" +
  ".site-cover-text{position:relative;padding:32px 24px;max-width:960px;margin:0 auto;width:100%;box-sizing:border-box}" +
  ".site-cover h1{margin:0;font-size:2.2rem}.site-cover p{margin:8px 0 0;font-size:1.1rem}" +
  ".site-blocks{max-width:960px;margin:0 auto;padding:16px 24px 48px;box-sizing:border-box}" +
  ".site-block{margin:24px 0}.site-block h2{font-size:1.3rem;margin:0 0 8px}" +
  ".site-tour #orbis-root{position:relative;inset:auto;height:min(75vh,640px);border-radius:8px;overflow:hidden;background:#111;color:#f4f4f4}" +
  ".site-contact ul{list-style:none;padding:0;margin:0}.site-contact li{margin:4px 0}.site-contact a{color:#0b6e4f}" +
  ".site-image img{width:100%;border-radius:8px;display:block}.site-image figcaption{margin-top:6px;color:#555}" +
  ".site-image{margin-left:0;margin-right:0}</style>";

/**
 * The page body around the viewer: `viewerRoot` is the `#orbis-root` element the page would
 * show alone, placed where the tour's block is.
 */
export const renderSiteBody = (
  { page, images }: SiteBody,
  tour: PublishedTour,
  viewerRoot: string,
): string => {
  const urls = urlsOf(tour, images);
  const picture = pictureUrl(page.cover.picture, urls);
  const subheading =
    page.cover.subheading.trim() === "" ? "" : `<p>${escapeHtml(page.cover.subheading)}</p>`;
  const cover = [
    '<header class="site-cover">',
    picture === null ? "" : `<img src="${escapeHtml(picture)}" alt="">`,
    `<div class="site-cover-text"><h1>${escapeHtml(page.cover.heading)}</h1>${subheading}</div>`,
    "</header>",
  ].join("");
  const blocks = page.blocks.map((b) => blockHtml(b, urls, viewerRoot)).join("");
  return `${cover}<main class="site-blocks">${blocks}</main>`;
};
