/** A colour as 8-bit red, green and blue. */
export type Rgb = readonly [number, number, number];

/**
 * How the sketch generator paints a style: the sky from its zenith to its horizon, the sun, two
 * ridges of land (far and near) and the ground under the camera. Angles are in degrees.
 */
export interface SketchPalette {
  readonly zenith: Rgb;
  readonly horizon: Rgb;
  readonly sun: Rgb;
  /** The sun's height above the horizon; negative puts it below (a night sky keeps a glow). */
  readonly sunElevation: number;
  readonly farLand: Rgb;
  readonly nearLand: Rgb;
  readonly ground: Rgb;
  readonly clouds: Rgb;
  /** 0 (clear) to 1 (overcast). */
  readonly cloudCover: number;
  /** How high the land rises, 0 (flat) to 1 (mountains up to about 20°). */
  readonly relief: number;
}

/** A style the AI image calls offer (`GET /edu/ai-image/style/list`). */
export interface AiStyle {
  readonly id: string;
  /** The style's name in English; the console shows `ai:style.<id>` in the user's language. */
  readonly name: string;
  readonly palette: SketchPalette;
}

/**
 * The styles Orbis offers. An image model gets the style as words added to the prompt
 * ({@link aiStylePrompt}); the embedded sketch generator paints it with the palette.
 */
export const AI_STYLES: readonly AiStyle[] = [
  {
    id: "daylight",
    name: "Daylight",
    palette: {
      zenith: [38, 96, 186],
      horizon: [178, 214, 240],
      sun: [255, 250, 228],
      sunElevation: 52,
      farLand: [112, 138, 150],
      nearLand: [78, 122, 62],
      ground: [96, 136, 70],
      clouds: [250, 250, 252],
      cloudCover: 0.35,
      relief: 0.55,
    },
  },
  {
    id: "sunset",
    name: "Sunset",
    palette: {
      zenith: [44, 52, 118],
      horizon: [250, 156, 92],
      sun: [255, 214, 140],
      sunElevation: 4,
      farLand: [96, 70, 104],
      nearLand: [52, 40, 58],
      ground: [60, 46, 52],
      clouds: [236, 128, 116],
      cloudCover: 0.45,
      relief: 0.5,
    },
  },
  {
    id: "night",
    name: "Starry night",
    palette: {
      zenith: [6, 10, 32],
      horizon: [28, 44, 86],
      sun: [210, 220, 255],
      sunElevation: 30,
      farLand: [22, 28, 48],
      nearLand: [12, 16, 26],
      ground: [16, 20, 30],
      clouds: [60, 70, 100],
      cloudCover: 0.15,
      relief: 0.45,
    },
  },
  {
    id: "desert",
    name: "Desert",
    palette: {
      zenith: [70, 128, 200],
      horizon: [226, 216, 196],
      sun: [255, 246, 210],
      sunElevation: 60,
      farLand: [196, 150, 104],
      nearLand: [214, 172, 116],
      ground: [226, 190, 136],
      clouds: [252, 248, 240],
      cloudCover: 0.08,
      relief: 0.3,
    },
  },
  {
    id: "snow",
    name: "Snowfield",
    palette: {
      zenith: [120, 150, 196],
      horizon: [222, 230, 240],
      sun: [255, 255, 250],
      sunElevation: 18,
      farLand: [176, 188, 206],
      nearLand: [226, 232, 240],
      ground: [238, 242, 248],
      clouds: [236, 238, 244],
      cloudCover: 0.6,
      relief: 0.8,
    },
  },
  {
    id: "pastel",
    name: "Pastel",
    palette: {
      zenith: [160, 170, 232],
      horizon: [250, 212, 226],
      sun: [255, 246, 214],
      sunElevation: 26,
      farLand: [176, 160, 210],
      nearLand: [150, 198, 176],
      ground: [190, 220, 190],
      clouds: [255, 240, 246],
      cloudCover: 0.5,
      relief: 0.4,
    },
  },
];

/** The style with this id, or undefined when Orbis offers none by that id. */
export const findAiStyle = (id: string): AiStyle | undefined =>
  AI_STYLES.find((style) => style.id === id);

/**
 * What an image model is asked for: the user's prompt, the style in words, and the shape every
 * result must have (models draw ordinary pictures unless told; the result is made 2:1 anyway).
 */
export const aiStylePrompt = (prompt: string, style: AiStyle): string =>
  `${prompt.trim()}, ${style.name.toLowerCase()} style, 360-degree equirectangular panorama, seamless left and right edges`;
