import type { KoDownloads } from "./ko";

/** English texts of the download screens: art packages and the plugin. */
export const enDownloads: KoDownloads = {
  title: "Downloads",
  tabsLabel: "Download kinds",
  artPackagesTab: "Art packages",
  pluginTab: "Plugin",
  art: {
    lead: "3D models from the editor's catalogue and sets of marker icons, as ZIP files to use in your tours or in your own tools.",
    kindModels: "3D models",
    kindMarkerIcons: "Marker icons",
    items: "{{count}} items",
    size: "Size {{size}}",
    download: "Download",
    downloadLabel: "Download {{name}}",
    downloading: "Downloading…",
    saved: "{{file}} was saved",
    locked: "Locked",
    lockedLabel: "{{name}}: not included in your plan",
    upgradeLead:
      "Your plan does not include art packages. Upgrade your plan to download every package.",
    upgrade: "Upgrade your plan",
    loading: "Loading…",
    loadFailed: "The art packages could not be loaded.",
    retry: "Try again",
  },
  plugin: {
    lead: "The Orbis plugin is the Orbis command line, orbis: bulk upload of panoramas, publishing, export, AI panoramas and class material, from a terminal or a script.",
    featuresTitle: "What it does",
    features: {
      upload: "Upload a folder of panoramas as scenes of a tour at once (resumes where it stopped)",
      publish: "Publish many tours in one go",
      export: "Export tours as Pannellum JSON or a static site ZIP, and import other tours",
      ai: "Paint AI panoramas from a prompt and add them to tours",
      edu: "Class material: export a group's students and create students from a list of names",
    },
    installTitle: "Install",
    installLead: "With Node.js 20 or later, install it straight from this server:",
    copy: "Copy",
    copyLabel: "Copy “{{command}}”",
    copied: "The command was copied",
    copyFailed: "The command could not be copied: select it and copy it by hand.",
    tarball: "Download the package file (.tgz)",
    loginTitle: "Sign in",
    loginLead:
      "Sign in through your browser: the command opens this site's sign-in page and, once you are signed in, hands the session to the command line.",
    examplesTitle: "Examples",
    examples: {
      help: "List every command",
      projects: "List your projects",
      upload: "Upload a folder of panoramas to a tour",
      publish: "Publish a tour",
      ai: "Paint an AI panorama",
    },
  },
  publicPage: {
    title: "{{product}} plugin",
    lead: "How to install the Orbis plugin, the command line, and sign in with your browser.",
    signIn: "Sign in to Orbis",
  },
};
