import type { InfoGuide } from "../infoGuides";

/** The nine info sections in English. */
export const enGuides: readonly InfoGuide[] = [
  {
    title: "Getting started: your first virtual tour",
    steps: [
      "Create an account, open Projects and create a project: it holds your tours and their files.",
      "Create a tour in the project and drag a 360° photo onto the editor; the server tiles it and it becomes the first scene.",
      "Open the preview to look around, then add more scenes the same way.",
    ],
  },
  {
    title: "Shooting 360° panoramas",
    steps: [
      "Export equirectangular images with a 2:1 ratio, at least 1024 × 512 pixels; 8000 × 4000 or more keeps detail when visitors zoom.",
      "Shoot every scene from the same tripod height (about eye level) so moving between scenes feels natural.",
      "Keep exposure and white balance steady between rooms, and hide the tripod with the camera's nadir patch if it has one.",
    ],
  },
  {
    title: "Linking scenes and the initial view",
    steps: [
      "Add a scene-link hotspot where a door or path leads, and pick the scene it opens.",
      "Turn each scene to the direction it should open on and save it as the initial view.",
      "Order the scenes in the scene list: the first one is where every visitor starts.",
    ],
  },
  {
    title: "Info markers and links",
    steps: [
      "Place an info marker on the object it describes: a title, a short text and, if useful, a link.",
      "Keep marker text short; link to a product page or a booking form for the details.",
      "Preview the scene on a phone-sized window to check that markers do not cover each other.",
    ],
  },
  {
    title: "Voice guides",
    steps: [
      "Attach an audio file to a scene; it plays when a visitor enters that scene.",
      "Record in a quiet room and keep each guide under a minute, one idea per scene.",
      "Offer a short text marker with the same content for visitors who browse without sound.",
    ],
  },
  {
    title: "Shapes and 3D models",
    steps: [
      "Draw a shape over an area (a room, a shelf) to highlight it and make it clickable.",
      "Place a 3D model (glTF) in a scene, then scale and rotate it until it sits on the floor.",
      "Keep models light (a few MB) so the scene still opens quickly on mobile networks.",
    ],
  },
  {
    title: "Publishing and sharing",
    steps: [
      "Publish the tour to a URL; set its title, description and Open Graph image for link previews.",
      "Add your Google Analytics ID if your plan includes it, and follow visits in Statistics.",
      "Share the URL or embed it in your website with an iframe; republish after edits to update it.",
    ],
  },
  {
    title: "Self-hosting Orbis",
    steps: [
      "Run the Orbis server with Node.js 20; SQLite works out of the box, PostgreSQL for larger teams.",
      "Choose local disk or an S3-compatible bucket for panoramas and tiles.",
      "Put it behind HTTPS with your own domain; back up the database and the storage together.",
    ],
  },
  {
    title: "Teams and education",
    steps: [
      "Invite co-workers to a project so several people can edit its tours.",
      "Education plans let an administrator manage instructors, and instructors manage their classes.",
      "Students build tours in their own projects; instructors review and publish the best ones.",
    ],
  },
];
