import type { SiteBlock, SitePage } from "@orbis/core/contract";
import { contactLinks, type PictureUrls, paragraphsOf, pictureUrl } from "@orbis/core/tours";
import type { ReactNode } from "react";

/** What the page view needs besides the document. */
export interface SitePageViewProps {
  readonly page: SitePage;
  /** Where the pictures a cover or an image block names are found. */
  readonly urls: PictureUrls;
  /** What stands where the tour's block is (the preview's picture of the tour). */
  readonly tour: ReactNode;
}

const Text = ({ body }: { body: string }) =>
  paragraphsOf(body).map((lines, i) => (
    // Paragraphs have no identity but their place; they are redrawn whole on each edit.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <p key={i}>
      {lines.map((line, j) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines likewise
        <span key={j}>
          {j > 0 && <br />}
          {line}
        </span>
      ))}
    </p>
  ));

const Block = ({ block, urls, tour }: { block: SiteBlock } & Omit<SitePageViewProps, "page">) => {
  switch (block.type) {
    case "tour":
      return <section className="site-block site-tour">{tour}</section>;
    case "text":
      return (
        <section className="site-block site-text">
          {block.title.trim() !== "" && <h3>{block.title}</h3>}
          <Text body={block.body} />
        </section>
      );
    case "contact":
      return (
        <section className="site-block site-contact">
          {block.title.trim() !== "" && <h3>{block.title}</h3>}
          <ul>
            {contactLinks(block).map((link) => (
              <li key={link.kind} className={`site-contact-${link.kind}`}>
                {link.href === null ? (
                  link.text
                ) : (
                  <a href={link.href} rel="noopener noreferrer" target="_blank">
                    {link.text}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      );
    case "image": {
      const src = pictureUrl(block.picture, urls);
      if (src === null) return null;
      return (
        <figure className="site-block site-image">
          <img src={src} alt={block.caption} />
          {block.caption.trim() !== "" && <figcaption>{block.caption}</figcaption>}
        </figure>
      );
    }
  }
};

/**
 * A site page drawn from its document, in the same structure and classes as the published page
 * (server/src/modules/publishing/sitePages/sitePageHtml.ts) and from the same core rules for
 * text and links: the editor's live preview, with no save needed. Its headings sit one level
 * down (the screen has its own h1).
 */
export const SitePageView = ({ page, urls, tour }: SitePageViewProps) => {
  const cover = pictureUrl(page.cover.picture, urls);
  return (
    <div className="site-page-view">
      <header className="site-cover">
        {cover !== null && <img src={cover} alt="" />}
        <div className="site-cover-text">
          <h2>{page.cover.heading}</h2>
          {page.cover.subheading.trim() !== "" && <p>{page.cover.subheading}</p>}
        </div>
      </header>
      <div className="site-blocks">
        {page.blocks.map((block) => (
          <Block key={block.id} block={block} urls={urls} tour={tour} />
        ))}
      </div>
    </div>
  );
};
