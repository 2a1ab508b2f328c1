import { z } from "zod";
import { idSchema, linkSchema } from "./common";
import { storableString } from "./storableText";

/** Most blocks a site page holds, the tour's own block included. */
export const SITE_PAGE_MAX_BLOCKS = 30;
/** Longest cover heading and block title. */
export const SITE_HEADING_MAX_LENGTH = 120;
/** Longest cover subheading, image caption and address. */
export const SITE_SUBHEADING_MAX_LENGTH = 300;
/** Longest text block body: plain text, line breaks kept, no markup. */
export const SITE_TEXT_MAX_LENGTH = 5000;

/*
 * Block ids are made by the editor (React keys, the reorder calls) and only have to be unique in
 * their page; a tight alphabet keeps them safe in HTML attributes and URLs.
 */
const blockIdSchema = storableString()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, - and _ only.");

/** Longest uploaded site picture, in bytes (before it is recompressed). */
export const SITE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Longest side an uploaded site picture is kept at; bigger ones are scaled down. */
export const SITE_IMAGE_MAX_SIDE = 2400;

/**
 * What a cover or an image block shows: a scene of the tour (its preview), or a picture
 * uploaded for the tour's page (`uploadSitePageImage`); null shows none. Never an address: the
 * server resolves both to its own files.
 */
export const sitePictureSchema = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("scene"), sceneId: idSchema }),
    z.object({ kind: z.literal("upload"), imageId: idSchema }),
  ])
  .nullable();
/** A site page picture. */
export type SitePicture = z.infer<typeof sitePictureSchema>;

/** The head of the page: a picture, a heading and a line under it. */
export const siteCoverSchema = z.object({
  picture: sitePictureSchema,
  heading: storableString().max(SITE_HEADING_MAX_LENGTH),
  subheading: storableString().max(SITE_SUBHEADING_MAX_LENGTH),
});
/** The cover of a site page. */
export type SiteCover = z.infer<typeof siteCoverSchema>;

/** Plain text: a title and paragraphs (a blank line between two), never HTML. */
export const siteTextBlockSchema = z.object({
  type: z.literal("text"),
  id: blockIdSchema,
  title: storableString().max(SITE_HEADING_MAX_LENGTH),
  body: storableString().max(SITE_TEXT_MAX_LENGTH),
});

/** Where the tour's viewer sits in the page; a page holds exactly one. */
export const siteTourBlockSchema = z.object({ type: z.literal("tour"), id: blockIdSchema });

/** Longest contact email address (the longest an address can be). */
export const SITE_EMAIL_MAX_LENGTH = 254;
/** Longest contact phone number as written. */
export const SITE_PHONE_MAX_LENGTH = 32;
/** Longest contact website link. */
export const SITE_WEBSITE_MAX_LENGTH = 2048;

/** An email address, loosely: one @, no spaces, nothing a mailto: link could be tricked by. */
export const siteEmailSchema = storableString()
  .max(SITE_EMAIL_MAX_LENGTH)
  .regex(/^$|^[^\s@<>"'?&]+@[^\s@<>"'?&]+\.[^\s@<>"'?&]+$/, "Must be an email address.");

/** A phone number as people write it: digits, spaces, + ( ) - and dots. */
export const sitePhoneSchema = storableString()
  .max(SITE_PHONE_MAX_LENGTH)
  .regex(/^$|^\+?[0-9][0-9 ().-]{2,30}$/, "Must be a phone number (digits, spaces, + ( ) - .).");

/** A website link: http or https only, so no javascript: or data: link reaches a visitor. */
export const siteWebsiteSchema = storableString()
  .max(SITE_WEBSITE_MAX_LENGTH)
  .regex(/^$|^https?:\/\/[^\s<>"']+$/i, "Must be an http:// or https:// address.");

/** How visitors reach the owner; every field may be left empty. */
export const siteContactBlockSchema = z.object({
  type: z.literal("contact"),
  id: blockIdSchema,
  title: storableString().max(SITE_HEADING_MAX_LENGTH),
  email: siteEmailSchema,
  phone: sitePhoneSchema,
  website: siteWebsiteSchema,
  address: storableString().max(SITE_SUBHEADING_MAX_LENGTH),
});

/** A picture (a scene's or an uploaded one), with a caption. */
export const siteImageBlockSchema = z.object({
  type: z.literal("image"),
  id: blockIdSchema,
  picture: sitePictureSchema,
  caption: storableString().max(SITE_SUBHEADING_MAX_LENGTH),
});

/** One block of a site page. */
// The tour first: the one block every page has, and so the one a generated sample starts with.
export const siteBlockSchema = z.discriminatedUnion("type", [
  siteTourBlockSchema,
  siteTextBlockSchema,
  siteContactBlockSchema,
  siteImageBlockSchema,
]);
/** A block of a site page. */
export type SiteBlock = z.infer<typeof siteBlockSchema>;
/** The kinds of block. */
export type SiteBlockType = SiteBlock["type"];

/**
 * The public page around a published tour (`/t/{slug}`): a cover, then blocks in order. Exactly
 * one block is the tour itself, and block ids are unique (checked here, so a bad page is refused
 * with the field named before anything is written).
 */
export const sitePageSchema = z
  .object({
    cover: siteCoverSchema,
    blocks: z.array(siteBlockSchema).min(1).max(SITE_PAGE_MAX_BLOCKS),
  })
  .superRefine((page, ctx) => {
    const tours = page.blocks.filter((b) => b.type === "tour").length;
    if (tours !== 1) {
      ctx.addIssue({
        code: "custom",
        path: ["blocks"],
        message: `Must hold the tour exactly once (found ${tours}).`,
      });
    }
    const seen = new Set<string>();
    page.blocks.forEach((block, i) => {
      if (seen.has(block.id)) {
        ctx.addIssue({ code: "custom", path: ["blocks", i, "id"], message: "Must be unique." });
      }
      seen.add(block.id);
    });
  });
/** A site page document. */
export type SitePage = z.infer<typeof sitePageSchema>;

/** A picture uploaded for a tour's site page. */
export const siteImageSchema = z.object({
  id: idSchema,
  url: linkSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
/** An uploaded site picture. */
export type SiteImage = z.infer<typeof siteImageSchema>;

/** The upload of a site picture: one JPEG, PNG or WebP file. */
export const siteImageUploadSchema = z.object({ file: z.file().max(SITE_IMAGE_MAX_BYTES) });

/** A site page as the editor reads it, with the tour's publication and showcase state. */
export const sitePageStateSchema = z.object({
  page: sitePageSchema,
  /** The pictures uploaded for the page, newest first: what an upload picture may name. */
  images: z.array(siteImageSchema),
  /** False while the page is the default one made from the tour (never saved). */
  saved: z.boolean(),
  /** The address the page is served at while the tour is online, else null. */
  url: z.string().nullable(),
  /** Whether the tour is on this server's landing page (when published). */
  featured: z.boolean(),
});
/** The editor's view of a site page. */
export type SitePageState = z.infer<typeof sitePageStateSchema>;

/** The showcase switch of a tour: only its owner may turn it. */
export const tourFeatureSchema = z.object({ featured: z.boolean() });
/** The showcase switch. */
export type TourFeature = z.infer<typeof tourFeatureSchema>;
