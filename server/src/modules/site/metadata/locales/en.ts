import type { SiteCopyLike } from "../siteCopy";
import type { koSite } from "./ko";

/** English head metadata (the pages of the Korean copy). */
export const enSite: SiteCopyLike<typeof koSite> = {
  brand: "Orbis 360° virtual tour builder",
  sharedKeywords: "Orbis, 360 virtual tour, VR tour, panorama",
  publicPages: {
    "/": [
      "Virtual tours from your 360° panoramas",
      "Upload 360° photos and turn them into virtual tours with scenes, hotspots, voice guides and 3D models. Build in the browser, share with one link, and host it on your own server if you like.",
      "virtual tour software, 360 photos, real estate tour, virtual exhibition",
    ],
    "/builder": [
      "Tour builder",
      "Link scenes, place hotspots and info panels, and build immersive 360° tours yourself. Auto-save and publish history keep your work safe.",
      "tour builder, 360 editor, hotspots",
    ],
    "/builder/features": [
      "Features",
      "Multi-resolution tiles for sharp panoramas, hotspots and shapes, 3D models, text-to-speech voice guides, site publishing and statistics: everything Orbis does.",
      "multiresolution panorama, 3D models, text to speech, tour analytics",
    ],
    "/builder/pricing": [
      "Pricing",
      "Start free and grow into Pro, Business or Education when you need to. Compare storage, project counts and SEO, Open Graph and analytics settings per plan.",
      "pricing, plans, free virtual tour, hosting",
    ],
    "/builder/event": [
      "Events and offers",
      "See the welcome coupon and current promotions, and start a paid Orbis plan for less.",
      "events, coupons, discount, promotion",
    ],
    "/terms": [
      "Terms of Service",
      "The terms for using Orbis: your rights and duties, ownership of your content, and the limits of your plan.",
      "terms of service, terms of use",
    ],
    "/privacy": [
      "Privacy Policy",
      "What personal data Orbis collects, why, how long it is kept, how it is deleted, and your rights over it.",
      "privacy policy, data protection",
    ],
    "/password": [
      "Reset your password",
      "Get a verification code at your account email and safely set a new password for your Orbis account.",
      "reset password, account recovery",
    ],
    "/payment/yearly": [
      "Yearly plans",
      "Pay yearly and use your Orbis plan for less than monthly billing. Pay by card or PayPal.",
      "yearly billing, subscription, card payment, PayPal",
    ],
    "/404": [
      "Page not found",
      "The page you asked for does not exist or has been deleted. Check the address or go back to the Orbis home page.",
      "404",
    ],
    "/403": [
      "Access denied",
      "You do not have permission to view this page. Sign in with another account or ask the project owner to share it.",
      "403",
    ],
    "/500": [
      "Server error",
      "The server ran into an error. Please try again in a moment; tours you were editing are auto-saved.",
      "500",
    ],
  },
  infoSections: {
    "/section3-1": [
      "Getting started: your first virtual tour",
      "Create an account and a project, drop in a 360° photo and your first scene is ready. A walk-through of building your first tour in minutes.",
      "getting started, first project, upload 360 photo",
    ],
    "/section3-2": [
      "Shooting 360° panoramas",
      "Export equirectangular images at 2:1, keep the tripod height and exposure steady, and moving between scenes feels natural. Tips for capture and upload.",
      "360 photography, equirectangular, panorama camera",
    ],
    "/section3-3": [
      "Linking scenes and the initial view",
      "Connect spaces with scene-link hotspots, set the scene order and the direction each scene opens on, and design a route visitors never get lost in.",
      "scene links, hotspots, initial view",
    ],
    "/section3-4": [
      "Info markers and links",
      "Pin info markers with descriptions, prices or outside links exactly where things are in the scene, so visitors read about what they are looking at.",
      "info markers, hotspots, link markers",
    ],
    "/section3-5": [
      "Voice guides",
      "Turn marker text into speech in Korean, English, Vietnamese or Japanese and let the tour talk like a docent. No microphone: edit the text and the voice follows.",
      "voice guide, text to speech, audio guide, docent",
    ],
    "/section3-6": [
      "Shapes and 3D models",
      "Draw shapes that highlight areas and stand catalogue 3D models or your own GLB files inside a scene: show furniture layouts or exhibition plans in the tour itself.",
      "3D models, GLB, shapes, furniture layout",
    ],
    "/section3-7": [
      "Publishing and sharing",
      "Publishing gives a tour its own public page and records every version. Share the link, embed it in your website, set SEO and Open Graph, and follow its visits.",
      "publish tour, share link, embed, visitor statistics",
    ],
    "/section3-8": [
      "Self-hosting Orbis",
      "Orbis runs on one machine with a single npm start and scales out to PostgreSQL, Redis, S3-compatible storage and SMTP when you need it. Your tours stay on your servers.",
      "self-hosted, on-premise virtual tour, PostgreSQL, S3",
    ],
    "/section3-9": [
      "Teams and education",
      "Share projects with coworkers to edit together and show spaces with share codes. Instructors manage student groups and licences and review tours handed in as assignments.",
      "collaboration, project sharing, education, instructors",
    ],
  },
  appPages: {
    "/projects/contents": [
      "My projects",
      "Manage your projects and the tours inside them in one place: create and copy tours, and see what is published and how much storage you use.",
      "projects, tour list",
    ],
    "/projects/hosting": [
      "Image hosting",
      "Store 360° images and get links you can embed anywhere. Hosting projects have their own storage, apart from your tours.",
      "image hosting, embed 360 image",
    ],
    "/projects/hosting-images/:id": [
      "360° image storage",
      "Upload, rename and preview the 360° images of a hosting project, and copy their embed links.",
      "360 image storage, embed links",
    ],
    "/sites": [
      "Sites",
      "See the public sites of your published tours and manage their addresses, titles and SEO, Open Graph and analytics settings.",
      "public sites, published addresses",
    ],
    "/statistics": [
      "Statistics",
      "Daily visits of your published tours over any period, so you can see which tours draw attention.",
      "visitor statistics, page views",
    ],
  },
  accountPages: {
    "/mypage/info": [
      "Edit my information",
      "Change your name, nickname, profile picture and password, and review the terms you agreed to.",
      "my information, profile, change password",
    ],
    "/mypage/subscribe": [
      "Subscription",
      "Your current plan, the next billing date and scheduled payments, and how to manage the subscription.",
      "subscription, plan, recurring payment",
    ],
    "/mypage/usage": [
      "Usage",
      "Projects, tours, storage and published addresses against your plan's limits, so you can tidy up before you reach them.",
      "usage, storage, plan limits",
    ],
    "/mypage/purchase": [
      "Payment history",
      "Your payment history and receipts, and the payment methods on your account.",
      "payment history, receipts, payment methods",
    ],
    "/mypage/coupon": [
      "Register a coupon",
      "Enter a coupon code and see the coupons you hold and when they expire. Coupons apply as a discount when you pay for a plan.",
      "coupon, discount code",
    ],
    "/mypage/edu/setting": [
      "Education account settings",
      "Manage your institution's details and education account settings, ready to run student groups.",
      "education account, institution",
    ],
    "/mypage/edu/instructor": [
      "Certified instructor accounts",
      "Apply for and check your certified instructor status, and manage the groups and licences you teach with.",
      "certified instructor, instructor account",
    ],
    "/mypage/streetview": [
      "Street View account",
      "Connect a Street View account to publish your 360° scenes on the map as well.",
      "Street View, map publishing",
    ],
    "/mypage/purchase-student": [
      "Buy student licences",
      "Buy student licences for the size of your class and assign them to your student groups.",
      "student licences, education purchase",
    ],
    "/payment": [
      "Change plan",
      "Compare plans and upgrade straight away, paying in KRW or USD by card or PayPal.",
      "change plan, payment, upgrade",
    ],
    "/delete-account": [
      "Delete account",
      "Before you leave, see which projects and tours are deleted and how long the account can still be restored.",
      "delete account, leave",
    ],
  },
};
