import type { ConsoleMessages } from "./ko";

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
    projects: "My projects",
    sites: "Sites",
    statistics: "Statistics",
    download: "Downloads",
    mypage: "My account",
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
  notAvailable: {
    text: "This screen is not available on this server yet.",
  },
  snackbar: {
    success: "Success",
    warning: "Warning",
    error: "Error",
    info: "Information",
  },
  terms: {
    title: "Terms of service",
    summary:
      "Using Orbis means agreeing to its terms of service and privacy policy. The full text is on the terms page.",
    full: "Read the full terms",
  },
  footer: {
    terms: "Terms of service",
    privacy: "Privacy policy",
    language: "Language",
    currency: "Currency",
    note: "Orbis — a self-hosted 360° virtual tour builder",
  },
};
