import { enAccount } from "./account/en";
import { enAuth } from "./auth/en";
import { enCoworkers } from "./coworkers/en";
import { enCreator } from "./creator/en";
import { enDownloads } from "./downloads/en";
import { enEditor } from "./editor/en";
import type { ConsoleMessages } from "./ko";
import { enSharingLists } from "./sharing/en";
import { enSharingComments, enSharingPreview } from "./sharing/thread/en";
import { enShowcase } from "./showcase/en";
import { enSiteEditor } from "./siteEditor/en";
import { enSites } from "./sites/en";
import { enStatistics } from "./statistics/en";
import { enStreetView } from "./streetView/en";

/** The console's own English messages. */
export const en: ConsoleMessages = {
  brand: "Orbis",
  skipToContent: "Skip to content",
  nav: {
    main: "Main menu",
    home: "Home",
    features: "Features",
    pricing: "Pricing",
    signIn: "Sign in",
    signUp: "Sign up",
    projects: "My projects",
    sites: "Sites",
    statistics: "Statistics",
    download: "Downloads",
    mypage: "My account",
    edu: "Education",
    toggleMenu: "Show or hide the menu",
    signOut: "Sign out",
  },
  banner: {
    text: "Orbis is a 360° virtual tour builder that runs on your own server.",
    close: "Close the banner",
  },
  landing: {
    title: "Build 360° virtual tours and publish them from your own server",
    lead: "Orbis turns panoramic photos into linked scenes with markers and spoken guides, and publishes them on the web. Your data stays on the server you run.",
    start: "Get started",
    signUp: "Sign up free",
    pricing: "See pricing",
    featuresTitle: "What you can do",
    feature1Title: "Upload and link scenes",
    feature1Text:
      "Drop 360° images in: they are cut into tiles that open fast, and scenes link to one another.",
    feature2Title: "Markers, voice and 3D models",
    feature2Text:
      "Give info markers text and links, generate and play spoken guides, and place GLB models.",
    feature3Title: "Publishing and history",
    feature3Text:
      "Publish a tour at a public address, keep its publish history, and download it as a static site.",
  },
  status: {
    notFoundText: "The page you are looking for does not exist or has moved.",
    accessDeniedText: "You do not have permission to see this page.",
    serverErrorText: "Something went wrong on the server. Please try again in a moment.",
    home: "Go home",
  },
  auth: enAuth,
  editor: enEditor,
  coworkers: enCoworkers,
  creator: enCreator,
  account: enAccount,
  statistics: enStatistics,
  streetView: enStreetView,
  sharing: { ...enSharingLists, comments: enSharingComments, preview: enSharingPreview },
  downloads: enDownloads,
  sites: enSites,
  siteEditor: enSiteEditor,
  showcase: enShowcase,
  projects: {
    tabsLabel: "Project kinds",
    contents: "Tour projects",
    hosting: "360° image storage",
    newProject: "New project",
    newHosting: "New image storage",
    nameLabel: "Name",
    nameNeeded: "Enter a name to create the project.",
    create: "Create",
    cancel: "Cancel",
    created: "“{{name}}” was created",
    loading: "Loading…",
    loadFailed: "This could not be loaded.",
    retry: "Try again",
    emptyContents:
      "You have no tour projects yet. Choose “New project”, then add a tour and upload your 360° photos in the editor.",
    emptyHosting:
      "You have no image storage yet. Choose “New image storage” to upload 360° images and get links you can embed on any site.",
    sharedTitle: "Projects shared with me",
    sharedBy: "Shared by {{owner}}",
    tourCount: "Tours: {{count}}",
    imageCount: "Images: {{count}}",
    updated: "Updated {{date}}",
    noThumbnail: "No thumbnail yet",
    storage: {
      contents: "Storage",
      hosting: "Hosting storage",
      usage: "{{used}} of {{total}} used ({{percent}})",
      unlimited: "{{used}} used",
      warning:
        "Your storage is {{percent}} full. Delete files you no longer need or upgrade your plan to add storage.",
    },
    project: {
      tabsLabel: "Project pages",
      preview: "Tours",
      info: "Information",
      space: "Spaces",
      site: "Site",
      images: "Images",
      notFound: "This project does not exist, or it is not shared with you.",
      back: "Back to my projects",
      readOnly: "This project is shared with you: you can look, not change it.",
    },
    tours: {
      newTour: "New tour",
      titleLabel: "Tour title",
      titleNeeded: "Enter a title to add a tour.",
      searchLabel: "Search tours",
      sortLabel: "Sort by",
      sortUpdated: "Recently updated",
      sortCreated: "Newest first",
      sortTitle: "Title (A–Z)",
      filterLabel: "Publication",
      filterAll: "All",
      filterPublished: "Published",
      filterDraft: "Not published",
      empty:
        "This project has no tours yet. Create a tour, then open it in the editor to upload panoramas.",
      noMatch: "No tour matches your search.",
      scenes: "Scenes: {{count}}",
      edit: "Open in editor",
      previous: "Previous page",
      next: "Next page",
      range: "{{from}}–{{to}} of {{total}}",
      published: "Published",
      draft: "Not published",
      publishedAt: "Published {{date}}",
      publicLink: "Public page",
      publishHint: "Publish a tour from the editor to give it a public page at /t/…",
    },
    info: {
      name: "Project name",
      rename: "Save name",
      renamed: "The name was saved",
      created: "Created",
      updated: "Last updated",
      owner: "Owner",
      kind: "Kind",
      coworkers: "Coworkers",
      noCoworkers: "Nobody else works on this project.",
      editor: "Editor",
      viewer: "Viewer",
      delete: "Delete project",
      deleteTitle: "Delete this project?",
      deleteText: "“{{name}}” will be deleted with all its tours and files. This cannot be undone.",
      deleted: "The project was deleted",
    },
    images: {
      upload: "Upload 360° images",
      uploading: "Uploading…",
      hint: "Equirectangular (2:1) JPEG, PNG or WebP panoramas. Each image gets links that never change.",
      empty: "No images yet. Upload panoramas to get an image link and an embeddable viewer page.",
      imageLink: "Image link",
      embedLink: "Viewer page",
      refused: "Not uploaded: {{names}}",
      uploaded: "Images uploaded: {{count}}",
      size: "{{width}} × {{height}} px, {{bytes}}",
    },
  },
  snackbar: {
    success: "Success",
    warning: "Warning",
    error: "Error",
    info: "Information",
    upgrade: "Upgrade",
  },
  sessionCheck: {
    problem:
      "Your sign-in could not be checked ({{reason}}). You are still signed in on this device.",
    retry: "Check again",
  },
  terms: {
    title: "Terms of service",
    summary:
      "Using Orbis means agreeing to its terms of service and privacy policy. The full text is on the terms page.",
    full: "Read the full terms",
  },
  marketing: {
    loading: "Loading…",
    failed: "This could not be loaded from the server. Please try again later.",
    pricing: {
      title: "Pricing",
      lead: "Start free and move up when your tours need more room. Prices come from this server's plan catalogue.",
      contentsTitle: "Tour builder plans",
      hostingTitle: "360° image hosting",
      perMonth: "/ month",
      perYear: "{{price}} / year",
      periodLabel: "Billing period",
      monthly: "Monthly",
      yearly: "Yearly",
      perYearShort: "/ year",
      choosePlan: "Choose {{name}}",
      startWithPlan: "Start with {{name}}",
      contact: "Contact us",
      startFree: "Start free",
      unlimited: "Unlimited",
      none: "—",
      projects: "Projects",
      toursPerProject: "Tours per project",
      storage: "Storage",
      publishedUrls: "Published URLs",
      site: "SEO, Open Graph and Google Analytics",
      statistics: "Visitor statistics",
      included: "Included",
      notIncluded: "Not included",
      edu: {
        groups: "Student groups and student accounts",
        licences: "Student licences to buy and give out",
        reviews: "Review and approve students' submitted lectures",
        certification: "Certified instructor status, renewed yearly while the plan is paid",
      },
      empty: "No plans are offered on this server yet.",
    },
    sections: {
      title: "Guide",
      index: "Guide sections",
    },
    features: {
      title: "What Orbis does",
      lead: "Everything below ships in this repository and runs on your own server.",
      tilingTitle: "Panorama tiling",
      tilingText:
        "Upload an equirectangular 360° photo; the server cuts it into cube-face tiles at several zoom levels so tours open fast even on phones.",
      editorTitle: "Tour editor",
      editorText:
        "Arrange scenes, link them with hotspots and choose the view each scene opens on, in the browser.",
      markersTitle: "Markers, voice guides and 3D models",
      markersText:
        "Place info markers with text and links, attach a voice guide to a scene, and draw shapes or place 3D models inside a panorama.",
      publishingTitle: "Publishing",
      publishingText:
        "Publish a tour to a URL with its own title, Open Graph image and Google Analytics ID, and follow its visits in the statistics.",
      exportTitle: "Static export",
      exportText:
        "Export a tour as plain files (viewer, tiles and data) that any static web host or a USB stick can serve.",
      cliTitle: "Command line",
      cliText:
        "The orbis CLI signs in, uploads panoramas, and imports or exports tours from scripts.",
      selfHostTitle: "Self-hosting",
      selfHostText:
        "One Node.js server with SQLite or PostgreSQL and local or S3 storage: your tours and your visitors' data stay with you.",
    },
    event: {
      title: "Events",
      lead: "Current offers for your account.",
      signIn: "Sign in to see the offers available to you.",
      none: "No event is running right now. Check back later.",
      percentOff: "{{percent}}% off",
      amountOff: "{{amount}} off",
      expires: "Valid until {{date}}",
      owned: "In your coupons",
      otherCurrency:
        "This discount applies only to payments in {{currency}}; you pay in {{yours}}. Switch the currency to get it.",
    },
    legal: {
      termsTitle: "Terms of Service",
      privacyTitle: "Privacy Policy",
      none: "No text has been published for this page yet.",
      more: "Read the full text",
    },
  },
  footer: {
    terms: "Terms of service",
    privacy: "Privacy policy",
    language: "Language",
    currency: "Currency",
    note: "Orbis — a self-hosted 360° virtual tour builder",
  },
};
