import { enAiGallery } from "./gallery/en";
import type { AiImagesMessages } from "./ko";

/** The AI image screens' English messages (`aiImages` namespace). */
export const en: AiImagesMessages = {
  lead: "Describe a place and get 360° panoramas you can add to your tours as scenes.",
  loading: "Loading…",
  loadFailed: "The AI images could not be loaded.",
  retry: "Try again",
  seePlans: "See the plans",
  sketch: {
    title: "No AI model is configured",
    text: "This server has no AI image model. The images are procedural sketches painted from your prompt and style, not pictures made by an AI model.",
  },
  usage: {
    title: "This month's credits",
    meter: "AI image credits used this month",
    figure: "{{used}} of {{limit}} images",
    unlimited: "{{used}} images used · no limit",
    left_one: "{{count}} image left",
    left_other: "{{count}} images left",
    renews: "Credits renew on {{date}}",
  },
  form: {
    title: "New panoramas",
    prompt: "Prompt",
    promptHint: "Describe the place, e.g. a quiet harbour at dawn with fishing boats.",
    counter: "{{length}} / {{max}} characters",
    style: "Style",
    count: "Number of images",
    generate: "Generate",
    generating: "Requesting…",
    needsPrompt: "Write a prompt to generate images.",
    requested_one: "{{count}} image requested. It shows below while it is generated.",
    requested_other: "{{count}} images requested. They show below while they are generated.",
  },
  style: {
    daylight: "Daylight",
    sunset: "Sunset",
    night: "Starry night",
    desert: "Desert",
    snow: "Snowfield",
    pastel: "Pastel",
  },
  pending: {
    title: "In progress",
    none: "Nothing is being generated.",
    hint: "Checked every 5 seconds; a notice shows at the top right when they are done.",
  },
  gallery: enAiGallery,
};
