import {
  SITE_HEADING_MAX_LENGTH,
  SITE_PAGE_MAX_BLOCKS,
  SITE_SUBHEADING_MAX_LENGTH,
  type SiteBlock,
  type SiteBlockType,
  type SitePage,
  type SitePicture,
} from "../contract/entities/sitePage";

/*
 * The rules of a site page (the public page around a published tour): the page a tour starts
 * with, how text and contact links are turned into something safe to show, and the edits the
 * site editor makes. The server renders and the console previews from these same functions.
 */

/** The id of the tour's block in a page made by {@link defaultSitePage}. */
export const DEFAULT_TOUR_BLOCK_ID = "tour";

const cut = (text: string, max: number): string => {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
};

/**
 * The page a tour has until its owner saves one: its title as the heading, the first line of its
 * description under it, then the tour. Rendered, it says what the page said before pages existed.
 */
export const defaultSitePage = (tour: { title: string; description: string }): SitePage => ({
  cover: {
    picture: null,
    heading: cut(tour.title, SITE_HEADING_MAX_LENGTH),
    subheading: cut(tour.description.split("\n")[0] ?? "", SITE_SUBHEADING_MAX_LENGTH),
  },
  blocks: [{ type: "tour", id: DEFAULT_TOUR_BLOCK_ID }],
});

/**
 * A text body as paragraphs of lines: a blank line starts a paragraph, a single line break stays
 * a line break. Renderers join the lines with `<br>` after escaping each: no markup survives.
 */
export const paragraphsOf = (body: string): string[][] =>
  body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== ""),
    )
    .filter((lines) => lines.length > 0);

/** One way to reach the owner, ready to show: `href` is null for what is not a link. */
export interface ContactLink {
  readonly kind: "email" | "phone" | "website" | "address";
  readonly text: string;
  readonly href: string | null;
}

/**
 * The filled fields of a contact block as links with safe schemes only: `mailto:`, `tel:` (digits
 * and + only) and the website's own http(s) address; the address is text. A value that does not
 * have its field's shape (the schema refuses those) gives no link, never a raw one.
 */
export const contactLinks = (contact: {
  email: string;
  phone: string;
  website: string;
  address: string;
}): ContactLink[] => {
  const links: ContactLink[] = [];
  const email = contact.email.trim();
  if (/^[^\s@<>"'?&]+@[^\s@<>"'?&]+\.[^\s@<>"'?&]+$/.test(email)) {
    links.push({ kind: "email", text: email, href: `mailto:${email}` });
  }
  const phone = contact.phone.trim();
  const dial = phone.replace(/[^0-9+]/g, "");
  if (phone !== "" && /^\+?[0-9]{3,}$/.test(dial)) {
    links.push({ kind: "phone", text: phone, href: `tel:${dial}` });
  }
  const website = contact.website.trim();
  if (/^https?:\/\/[^\s<>"']+$/i.test(website)) {
    links.push({ kind: "website", text: website.replace(/^https?:\/\//i, ""), href: website });
  }
  const address = contact.address.trim();
  if (address !== "") links.push({ kind: "address", text: address, href: null });
  return links;
};

/** A new, empty block of a kind (the tour's block only when a page lacks it). */
export const newSiteBlock = (type: SiteBlockType, id: string): SiteBlock => {
  switch (type) {
    case "text":
      return { type, id, title: "", body: "" };
    case "tour":
      return { type, id };
    case "contact":
      return { type, id, title: "", email: "", phone: "", website: "", address: "" };
    case "image":
      return { type, id, picture: null, caption: "" };
  }
};

/** True while another block fits in the page. */
export const canAddSiteBlock = (page: SitePage): boolean =>
  page.blocks.length < SITE_PAGE_MAX_BLOCKS;

/** The page with a block added at the end; unchanged when full or the id is taken. */
export const addSiteBlock = (page: SitePage, block: SiteBlock): SitePage =>
  !canAddSiteBlock(page) ||
  page.blocks.some((b) => b.id === block.id) ||
  (block.type === "tour" && page.blocks.some((b) => b.type === "tour"))
    ? page
    : { ...page, blocks: [...page.blocks, block] };

/** The page with a block moved one place up (-1) or down (+1); unchanged at either end. */
export const moveSiteBlock = (page: SitePage, id: string, by: -1 | 1): SitePage => {
  const from = page.blocks.findIndex((b) => b.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= page.blocks.length) return page;
  const blocks = [...page.blocks];
  [blocks[from], blocks[to]] = [blocks[to] as SiteBlock, blocks[from] as SiteBlock];
  return { ...page, blocks };
};

/** True when a block may be removed: every block but the tour's own. */
export const canRemoveSiteBlock = (block: SiteBlock): boolean => block.type !== "tour";

/** The page without a block; the tour's block stays whatever is asked. */
export const removeSiteBlock = (page: SitePage, id: string): SitePage => {
  const block = page.blocks.find((b) => b.id === id);
  if (block === undefined || !canRemoveSiteBlock(block)) return page;
  return { ...page, blocks: page.blocks.filter((b) => b.id !== id) };
};

/** The page with one block replaced by its edited form (same id and kind). */
export const replaceSiteBlock = (page: SitePage, block: SiteBlock): SitePage => ({
  ...page,
  blocks: page.blocks.map((b) => (b.id === block.id && b.type === block.type ? block : b)),
});

/** A field of a page whose picture the tour does not have, as a contract issue. */
export interface SitePageProblem {
  readonly path: (string | number)[];
  readonly message: string;
}

/** The pictures a tour has: its scenes' and those uploaded for its page. */
export interface SitePictures {
  readonly sceneIds: ReadonlySet<string>;
  readonly imageIds: ReadonlySet<string>;
}

const pictureProblem = (picture: SitePicture, pictures: SitePictures): string | null => {
  if (picture === null) return null;
  if (picture.kind === "scene")
    return pictures.sceneIds.has(picture.sceneId) ? null : "Must be a scene of this tour.";
  return pictures.imageIds.has(picture.imageId)
    ? null
    : "Must be a picture uploaded for this tour's page.";
};

/**
 * The pictures of a page that name no scene or uploaded picture of the tour: the schema cannot
 * know the tour, the server asks this before saving so such a page is refused with the field named.
 */
export const sitePagePictureProblems = (
  page: SitePage,
  pictures: SitePictures,
): SitePageProblem[] => {
  const problems: SitePageProblem[] = [];
  const cover = pictureProblem(page.cover.picture, pictures);
  if (cover !== null) problems.push({ path: ["cover", "picture"], message: cover });
  page.blocks.forEach((block, i) => {
    if (block.type !== "image") return;
    const problem = pictureProblem(block.picture, pictures);
    if (problem !== null) problems.push({ path: ["blocks", i, "picture"], message: problem });
  });
  return problems;
};

/** Where a picture is found: the scenes' and the uploads' addresses by id. */
export interface PictureUrls {
  readonly scenes: ReadonlyMap<string, string>;
  readonly images: ReadonlyMap<string, string>;
}

/** The address a picture shows, or null when it names nothing there is (or is null). */
export const pictureUrl = (picture: SitePicture, urls: PictureUrls): string | null => {
  if (picture === null) return null;
  return (
    (picture.kind === "scene"
      ? urls.scenes.get(picture.sceneId)
      : urls.images.get(picture.imageId)) ?? null
  );
};
