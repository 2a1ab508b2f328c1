/* Everything the kit offers for Node scripts; test files may import one file's subpath instead. */

export * from "./accounts";
export * from "./browser";
export * from "./buildCheck";
export * from "./edu";
export * from "./freePort";
export * from "./mailbox";
export * from "./models";
export * from "./panoramaPng";
export * from "./panoramas";
export * from "./paths";
export * from "./portone";
export * from "./publishedTours";
export * from "./referenceCube";
export * from "./seededDataDir";
export * from "./serverBuild";
export * from "./serverProcess";
export * from "./turboBuild";
