import type { RouteObject } from "react-router";

/*
 * The projects screens as route-level chunks: the landing's bundle carries none of them
 * (console/README.md). Each route loads its screen's module when first visited.
 */

/** `/projects/contents` or `/projects/hosting`. */
export const projectsList = (kind: "contents" | "hosting"): Pick<RouteObject, "lazy"> => ({
  lazy: async () => {
    const { ProjectsScreen } = await import("./ProjectsScreen");
    return { element: <ProjectsScreen kind={kind} /> };
  },
});

/** The frame of a project's pages. */
export const projectFrame = (
  variant: "contents" | "shared" | "hosting",
): Pick<RouteObject, "lazy"> => ({
  lazy: async () => {
    const { ProjectPage } = await import("./ProjectPage");
    return { element: <ProjectPage variant={variant} /> };
  },
});

/** A page inside a project's frame. */
export const projectTab = (
  tab: "tours" | "info" | "publishing" | "images" | "imagesUpload",
): Pick<RouteObject, "lazy"> => ({
  lazy: async () => {
    switch (tab) {
      case "tours":
        return { Component: (await import("./ProjectTours")).ProjectTours };
      case "info":
        return { Component: (await import("./ProjectInfo")).ProjectInfo };
      case "publishing":
        return { Component: (await import("./ProjectPublishing")).ProjectPublishing };
      case "images": {
        const { HostingImages } = await import("./HostingImages");
        return { element: <HostingImages upload={false} /> };
      }
      case "imagesUpload": {
        const { HostingImages } = await import("./HostingImages");
        return { element: <HostingImages upload /> };
      }
    }
  },
});

/** `/projects/hosting-images/:id`. */
export const hostingImagesScreen: Pick<RouteObject, "lazy"> = {
  lazy: async () => ({
    Component: (await import("./HostingImagesScreen")).HostingImagesScreen,
  }),
};
